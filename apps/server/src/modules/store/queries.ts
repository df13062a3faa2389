/** SQL of the store module. */
import type { Queryable } from '../../db/connection.ts';

export interface StoreRow {
  id: number;
  code: string;
  name: string;
  locale: string;
  group_code: string;
  group_name: string;
  website_code: string;
  sort_order: number;
  is_default: boolean;
  root_category_id: number;
  config: Record<string, unknown> | null;
}

export const selectStores = (db: Queryable) =>
  db.query<StoreRow>('SELECT * FROM store ORDER BY sort_order, id');
