/**
 * The language of each store view, from its locale in the database: read once per database
 * handle (store views change only with an administrator's edit, as StoreRegistry assumes).
 */
import type { Queryable } from '../../db/connection.ts';
import { langOfLocale, type Lang } from './search-text.ts';

const languages = new WeakMap<Queryable, Promise<Map<number, Lang>>>();

export async function storeLanguage(db: Queryable, storeId: number): Promise<Lang> {
  let byStore = languages.get(db);
  if (!byStore) {
    byStore = db
      .query<{ id: number; locale: string }>('SELECT id, locale FROM store')
      .then((rows) => new Map(rows.map((r) => [r.id, langOfLocale(r.locale)])));
    languages.set(db, byStore);
    // A failed read is not kept: the next search tries again.
    byStore.catch(() => languages.delete(db));
  }
  return (await byStore).get(storeId) ?? langOfLocale('');
}
