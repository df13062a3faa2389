import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VariantCache, cacheKey } from './variant-cache.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'variant-cache-'));
  dirs.push(dir);
  return dir;
}

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const sub of await readdir(dir).catch(() => [] as string[]))
    for (const f of await readdir(path.join(dir, sub))) out.push(f);
  return out.sort();
}

const bytes = (n: number) => () => Promise.resolve(Buffer.alloc(n, 1));

describe('VariantCache', () => {
  it('never caches a failed render and de-duplicates concurrent renders', async () => {
    const dir = await tempDir();
    const cache = new VariantCache(dir, { maxBytes: 1 << 20 });
    const key = cacheKey(['a']);
    await expect(cache.get(key, 'png', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await readdir(dir)).toEqual([]);
    expect(cache.pending).toBe(0);

    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 30));
      return Buffer.from('image');
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => cache.get(key, 'png', render)));
    expect(renders).toBe(1);
    expect(results.map((r) => r.source).sort()).toEqual(['render', 'shared', 'shared', 'shared']);
    const again = await cache.get(key, 'png', render);
    expect([again.source, again.body.toString(), renders]).toEqual(['disk', 'image', 1]);
    expect(await files(dir)).toEqual([`${key}.png`]);
  });

  it('keeps the files within the byte budget, deleting the least recently used', async () => {
    const dir = await tempDir();
    const cache = new VariantCache(dir, { maxBytes: 3000 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((s) => cacheKey([s])) as [string, string, string, string];
    await cache.get(a, 'png', bytes(1000));
    await cache.get(b, 'png', bytes(1000));
    await cache.get(c, 'png', bytes(1000));
    expect((await cache.get(a, 'png', bytes(1000))).source).toBe('disk'); // a is now the most recent
    await cache.get(d, 'png', bytes(1000));
    await new Promise((r) => setTimeout(r, 50)); // the evicted file is deleted in the background
    expect(await files(dir)).toEqual([a, c, d].map((k) => `${k}.png`).sort());
    expect(cache.bytes).toBe(3000);
    // Larger than the whole budget: served, never written.
    const big = cacheKey(['big']);
    expect((await cache.get(big, 'png', bytes(5000))).body.length).toBe(5000);
    expect(await files(dir)).not.toContain(`${big}.png`);
  });

  it('adopts the files of an earlier run oldest first and trims them to the budget', async () => {
    const dir = await tempDir();
    const first = new VariantCache(dir, { maxBytes: 10_000 });
    const keys = ['1', '2', '3'].map((s) => cacheKey([s]));
    for (const [i, k] of keys.entries()) {
      await first.get(k, 'webp', bytes(1000));
      const file = first.fileFor(k, 'webp');
      await utimes(file, new Date(), new Date(Date.now() - (10 - i) * 60_000));
    }
    const next = new VariantCache(dir, { maxBytes: 2000 });
    await next.load();
    await new Promise((r) => setTimeout(r, 50));
    expect(await files(dir)).toEqual([keys[1], keys[2]].map((k) => `${k}.webp`).sort());
    expect(next.bytes).toBe(2000);
    await expect(stat(first.fileFor(keys[0]!, 'webp'))).rejects.toThrow();
  });
});
