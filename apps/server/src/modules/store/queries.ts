/** SQL of the store module. */
import type { Selectable } from 'kysely';
import type { Queryable } from '../../db/connection.ts';
import type { Store } from '../../generated/db.ts';

/** A store view's row; `config` is its JSON object of store settings. */
export type StoreRow = Omit<Selectable<Store>, 'config'> & { config: Record<string, unknown> | null };

export const selectStores = (db: Queryable) =>
  db.query<StoreRow>('SELECT * FROM store ORDER BY sort_order, id');
