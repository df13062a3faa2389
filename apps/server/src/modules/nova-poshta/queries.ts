/**
 * SQL of the Nova Poshta directory (Kysely, generated row types). Names are matched on their
 * search keys (np_search_key in migration 008): the shopper's letters are folded by the same SQL
 * function, so Ukrainian and Russian spellings meet; a prefix LIKE uses the text_pattern_ops
 * indexes (the key is a constant by the time PostgreSQL plans the statement).
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { NpCity, NpStreet, NpWarehouse } from '../../generated/db.ts';
import type { NovaPoshtaWarehouseType } from '../../generated/graphql.ts';

export type CityRow = Pick<
  Selectable<NpCity>,
  | 'ref'
  | 'name_uk'
  | 'name_ru'
  | 'settlement_type_uk'
  | 'settlement_type_ru'
  | 'area_uk'
  | 'area_ru'
  | 'warehouse_count'
>;

export type WarehouseRow = Pick<
  Selectable<NpWarehouse>,
  | 'ref'
  | 'city_ref'
  | 'number'
  | 'name_uk'
  | 'name_ru'
  | 'address_uk'
  | 'address_ru'
  | 'latitude'
  | 'longitude'
> & { type: NovaPoshtaWarehouseType; max_weight_kg: number | null };

export type StreetRow = Pick<Selectable<NpStreet>, 'ref' | 'city_ref' | 'name' | 'street_type'>;

/** `text` with LIKE's wildcards escaped (backslash is PostgreSQL's default LIKE escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const key = (text: string) => sql<string>`np_search_key(${escapeLike(text)})`;

export function selectCities(db: Db, search: string, lang: 'uk' | 'ru', limit: number): Promise<CityRow[]> {
  const prefix = sql<string>`${key(search)} || '%'`;
  return kyselyOf(db)
    .selectFrom('np_city')
    .select(CITY_COLUMNS)
    .where((eb) => eb.or([eb('search_uk', 'like', prefix), eb('search_ru', 'like', prefix)]))
    .orderBy(sql`search_uk = ${key(search)} OR search_ru = ${key(search)}`, 'desc')
    .orderBy('warehouse_count', 'desc')
    .orderBy(lang === 'ru' ? 'name_ru' : 'name_uk')
    .orderBy('ref')
    .limit(limit)
    .execute();
}

const CITY_COLUMNS = [
  'ref',
  'name_uk',
  'name_ru',
  'settlement_type_uk',
  'settlement_type_ru',
  'area_uk',
  'area_ru',
  'warehouse_count',
] as const;

export function selectCityByRef(db: Db, ref: string): Promise<CityRow | undefined> {
  return kyselyOf(db).selectFrom('np_city').select(CITY_COLUMNS).where('ref', '=', ref).executeTakeFirst();
}

export async function cityExists(db: Db, ref: string): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom('np_city')
    .select('ref')
    .where('ref', '=', ref)
    .executeTakeFirst();
  return row !== undefined;
}

export interface WarehouseFilter {
  cityRef: string;
  type?: NovaPoshtaWarehouseType | null;
  /** Digits: numbers starting with them. */
  numberPrefix?: string;
  /** Letters: names or addresses containing them. */
  text?: string;
  limit: number;
}

function warehouses(db: Db) {
  return kyselyOf(db)
    .selectFrom('np_warehouse')
    .select([
      'ref',
      'city_ref',
      'number',
      'name_uk',
      'name_ru',
      'address_uk',
      'address_ru',
      'latitude',
      'longitude',
      sql<NovaPoshtaWarehouseType>`type`.as('type'),
      sql<number | null>`max_weight_kg::float8`.as('max_weight_kg'),
    ]);
}

export function selectWarehouseByRef(db: Db, ref: string): Promise<WarehouseRow | undefined> {
  return warehouses(db).where('ref', '=', ref).executeTakeFirst();
}

export function selectWarehouses(db: Db, f: WarehouseFilter): Promise<WarehouseRow[]> {
  let q = warehouses(db).where('city_ref', '=', f.cityRef);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.numberPrefix) q = q.where(sql<string>`number::text`, 'like', `${f.numberPrefix}%`);
  if (f.text) {
    const contains = sql<string>`'%' || ${key(f.text)} || '%'`;
    q = q.where((eb) => eb.or([eb('search_uk', 'like', contains), eb('search_ru', 'like', contains)]));
  }
  return q.orderBy('number').orderBy('ref').limit(f.limit).execute();
}

export function selectStreets(db: Db, cityRef: string, search: string, limit: number): Promise<StreetRow[]> {
  const k = key(search);
  return (
    kyselyOf(db)
      .selectFrom('np_street')
      .select(['ref', 'city_ref', 'name', 'street_type'])
      .where('city_ref', '=', cityRef)
      // The name's first letters, or a later word's ("Майд" finds "Героїв Майдану").
      .where((eb) =>
        eb.or([
          eb('search_key', 'like', sql<string>`${k} || '%'`),
          eb('search_key', 'like', sql<string>`'% ' || ${k} || '%'`),
        ]),
      )
      .orderBy(sql`search_key LIKE ${k} || '%'`, 'desc')
      .orderBy('name')
      .orderBy('ref')
      .limit(limit)
      .execute()
  );
}
