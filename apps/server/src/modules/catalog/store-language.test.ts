import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { storeLanguage } from './store-language.ts';

/** A database holding only store views, counting the queries it answers. */
function storesDb(rows: { id: number; locale: string }[]) {
  const db = {
    queries: 0,
    async query<T>() {
      db.queries++;
      return rows as T[];
    },
    async exec() {},
  };
  return db satisfies Queryable;
}

describe('storeLanguage', () => {
  it("reads each store view's language from its locale, whatever its id", async () => {
    const db = storesDb([
      { id: 7, locale: 'ru_RU' },
      { id: 1, locale: 'uk_UA' },
    ]);
    expect(await storeLanguage(db, 7)).toBe('ru');
    expect(await storeLanguage(db, 1)).toBe('uk');
    expect(await storeLanguage(db, 99)).toBe('uk');
    expect(db.queries).toBe(1);
  });
});
