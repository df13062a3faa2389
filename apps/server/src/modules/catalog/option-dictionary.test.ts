import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { CurrentOptions } from './option-dictionary.ts';

function fakeDb() {
  let loads = 0;
  let fail = false;
  const db: Queryable = {
    async query<T>(sql: string) {
      if (fail) throw new Error('connection lost');
      if (sql.includes('FROM attribute_option')) {
        loads++;
        return [
          { id: 1001, attribute_code: 'brand', sort_order: 0, labels: { ua: 'Бренд', ru: 'Бренд ру' } },
          { id: 2003, attribute_code: 'top_sizes', sort_order: 3, labels: { ua: 'M', ru: 'M' } },
        ] as T[];
      }
      if (sql.includes('FROM attribute')) {
        return [{ code: 'top_sizes', id: 140, labels: { ua: 'Розмір', ru: 'Размер' } }] as T[];
      }
      return [{ id: 1001, url_key: 'brand' }] as T[];
    },
    async exec() {},
  };
  return { db, loads: () => loads, failNext: (value: boolean) => (fail = value) };
}

describe('option dictionary', () => {
  it('labels options and attributes per store view', async () => {
    const { db } = fakeDb();
    const dict = await new CurrentOptions(db, () => 1).get();
    expect(dict.label(1001, 'ru')).toBe('Бренд ру');
    expect(dict.label(9999, 'ua')).toBeNull();
    expect(dict.label(null, 'ua')).toBeNull();
    expect(dict.attributeLabel('top_sizes', 'ua')).toBe('Розмір');
    expect(dict.brandUrlKeys.get(1001)).toBe('brand');
    expect(dict.options.get(2003)?.sortOrder).toBe(3);
  });

  it('loads once per catalogue version', async () => {
    const fake = fakeDb();
    let version = 1;
    const current = new CurrentOptions(fake.db, () => version);
    await Promise.all([current.get(), current.get()]);
    await current.get();
    expect(fake.loads()).toBe(1);
    version = 2;
    await current.get();
    expect(fake.loads()).toBe(2);
  });

  it('tells the loaded dictionary of the current version at once, and none before or after it', async () => {
    const fake = fakeDb();
    let version = 1;
    const current = new CurrentOptions(fake.db, () => version);
    expect(current.now()).toBeNull();
    const loading = current.get();
    expect(current.now()).toBeNull();
    const dict = await loading;
    expect(current.now()).toBe(dict);
    version = 2;
    expect(current.now()).toBeNull();
    const next = await current.get();
    expect(next).not.toBe(dict);
    expect(current.now()).toBe(next);
  });

  it('tries again after a failed load', async () => {
    const fake = fakeDb();
    const current = new CurrentOptions(fake.db, () => 1);
    fake.failNext(true);
    await expect(current.get()).rejects.toThrow('connection lost');
    fake.failNext(false);
    await expect(current.get()).resolves.toBeDefined();
  });
});
