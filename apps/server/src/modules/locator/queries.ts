/** SQL of the locator module (Kysely, generated row types). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { StoreLocator } from '../../generated/db.ts';
import type { StoreLocatorButton } from '../../generated/graphql.ts';

/** for_men / for_women are jsonb holding a StoreLocatorButton. */
export type LocatorPointRow = Omit<Selectable<StoreLocator>, 'store_id' | 'for_men' | 'for_women'> & {
  for_men: StoreLocatorButton | null;
  for_women: StoreLocatorButton | null;
};

export function selectLocatorPoints(db: Db, storeId: number): Promise<LocatorPointRow[]> {
  return kyselyOf(db)
    .selectFrom('store_locator')
    .select([
      'id',
      'name',
      'country',
      'city',
      'address',
      'lat',
      'lng',
      'phone',
      'working_time',
      'photo',
      'url_key',
      'description',
      'short_description',
      'position',
      'warehouse_option_id',
      'for_men',
      'for_women',
    ])
    .$narrowType<{ for_men: StoreLocatorButton | null; for_women: StoreLocatorButton | null }>()
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
