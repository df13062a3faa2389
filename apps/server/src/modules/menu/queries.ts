/** SQL of the menu module (Kysely, generated row types). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { MenuItem } from '../../generated/db.ts';

export type MenuRow = Omit<Selectable<MenuItem>, 'store_id' | 'position'>;

/** The store's menu items, parents before children within each level's display order. */
export function selectMenuItems(db: Db, storeId: number): Promise<MenuRow[]> {
  return kyselyOf(db)
    .selectFrom('menu_item')
    .select([
      'id',
      'parent_id',
      'label',
      'url',
      'url_params',
      'is_red',
      'menu_image',
      'left_block',
      'right_block',
    ])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
