import { describe, expect, it } from 'vitest';
import { SettledLoader } from './settled-loader.ts';

/** A loader over `source` that counts its batches. */
function loader(source: Map<number, string>) {
  const batches: number[][] = [];
  const l = new SettledLoader<number, string>(async (keys) => {
    batches.push([...keys]);
    return keys.map((k) => source.get(k) ?? new Error(`no ${k}`));
  });
  return { l, batches };
}

describe('SettledLoader', () => {
  it('knows a primed value at once, and load answers the same without a batch', async () => {
    const { l, batches } = loader(new Map([[1, 'db']]));
    expect(l.settled(1)).toBeUndefined();
    l.prime(1, 'row');
    expect(l.settled(1)).toBe('row');
    await expect(l.load(1)).resolves.toBe('row');
    expect(batches).toEqual([]);
  });

  it('knows a loaded value once its batch has settled', async () => {
    const { l, batches } = loader(new Map([[2, 'db']]));
    const pending = l.load(2);
    expect(l.settled(2)).toBeUndefined();
    await expect(pending).resolves.toBe('db');
    expect(l.settled(2)).toBe('db');
    expect(batches).toEqual([[2]]);
  });

  it('answers what load answers when a prime comes while the load runs, or after it', async () => {
    const { l } = loader(new Map([[3, 'db']]));
    const pending = l.load(3);
    l.prime(3, 'late row');
    await expect(pending).resolves.toBe('db');
    expect(l.settled(3)).toBe('db');
    l.prime(3, 'later row');
    expect(l.settled(3)).toBe('db');
    await expect(l.load(3)).resolves.toBe('db');
  });

  it('keeps the first prime, as DataLoader does', async () => {
    const { l } = loader(new Map());
    l.prime(4, 'first');
    l.prime(4, 'second');
    expect(l.settled(4)).toBe('first');
    await expect(l.load(4)).resolves.toBe('first');
  });

  it('never takes an error for a value', async () => {
    const { l } = loader(new Map());
    await expect(l.load(5)).rejects.toThrow('no 5');
    expect(l.settled(5)).toBeUndefined();
    l.prime(6, new Error('primed error'));
    expect(l.settled(6)).toBeUndefined();
    await expect(l.load(6)).rejects.toThrow('primed error');
  });

  it('forgets what clear forgets', async () => {
    const { l } = loader(new Map([[7, 'db']]));
    l.prime(7, 'row');
    l.clear(7);
    expect(l.settled(7)).toBeUndefined();
    await expect(l.load(7)).resolves.toBe('db');
    l.clearAll();
    expect(l.settled(7)).toBeUndefined();
  });
});
