/**
 * SQL of the Nova Poshta sync: upserts by Ref stamped with the run's time, then a sweep of what
 * the run did not see (rows stamped earlier), so Nova Poshta's removals reach the database.
 */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { NpCity, NpStreet, NpWarehouse } from '../../generated/db.ts';

export type CityInsert = Omit<
  Insertable<NpCity>,
  'search_uk' | 'search_ru' | 'warehouse_count' | 'settlement_ref'
>;
export type WarehouseInsert = Omit<Insertable<NpWarehouse>, 'search_uk' | 'search_ru'>;
export type StreetInsert = Omit<Insertable<NpStreet>, 'search_key'>;

/** The last of several rows with one Ref: Nova Poshta's pages may repeat an item. */
const uniqueByRef = <T extends { ref: string }>(rows: T[]) => [
  ...new Map(rows.map((r) => [r.ref, r])).values(),
];

export async function upsertCities(db: Db, rows: CityInsert[]): Promise<void> {
  if (!rows.length) return;
  await kyselyOf(db)
    .insertInto('np_city')
    .values(uniqueByRef(rows))
    .onConflict((oc) =>
      oc.column('ref').doUpdateSet((eb) => ({
        name_uk: eb.ref('excluded.name_uk'),
        name_ru: eb.ref('excluded.name_ru'),
        settlement_type_uk: eb.ref('excluded.settlement_type_uk'),
        settlement_type_ru: eb.ref('excluded.settlement_type_ru'),
        area_uk: eb.ref('excluded.area_uk'),
        area_ru: eb.ref('excluded.area_ru'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}

export async function upsertWarehouses(db: Db, rows: WarehouseInsert[]): Promise<void> {
  if (!rows.length) return;
  await kyselyOf(db)
    .insertInto('np_warehouse')
    .values(uniqueByRef(rows))
    .onConflict((oc) =>
      oc.column('ref').doUpdateSet((eb) => ({
        city_ref: eb.ref('excluded.city_ref'),
        number: eb.ref('excluded.number'),
        type: eb.ref('excluded.type'),
        type_ref: eb.ref('excluded.type_ref'),
        name_uk: eb.ref('excluded.name_uk'),
        name_ru: eb.ref('excluded.name_ru'),
        address_uk: eb.ref('excluded.address_uk'),
        address_ru: eb.ref('excluded.address_ru'),
        max_weight_kg: eb.ref('excluded.max_weight_kg'),
        latitude: eb.ref('excluded.latitude'),
        longitude: eb.ref('excluded.longitude'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}

export async function upsertStreets(db: Db, rows: StreetInsert[]): Promise<void> {
  if (!rows.length) return;
  await kyselyOf(db)
    .insertInto('np_street')
    .values(uniqueByRef(rows))
    .onConflict((oc) =>
      oc.column('ref').doUpdateSet((eb) => ({
        city_ref: eb.ref('excluded.city_ref'),
        name: eb.ref('excluded.name'),
        street_type: eb.ref('excluded.street_type'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}

/** Deletes rows the run did not stamp; a city takes its warehouses and streets with it. */
export async function sweep(
  db: Db,
  table: 'np_city' | 'np_warehouse' | 'np_street',
  run: Date,
  cityRef?: string,
): Promise<number> {
  let q = kyselyOf(db).deleteFrom(table).where('synced_at', '<', run);
  if (cityRef) q = q.where('city_ref', '=', cityRef);
  const [result] = await q.execute();
  return Number(result?.numDeletedRows ?? 0);
}

/** Each city's branch and locker count (the search's ranking) and its settlement Ref. */
export async function refreshCityCounts(db: Db, settlementRefs: Map<string, string>): Promise<void> {
  const k = kyselyOf(db);
  await sql`UPDATE np_city c SET warehouse_count = n.count
            FROM (SELECT c2.ref, count(w.ref)::int AS count FROM np_city c2
                  LEFT JOIN np_warehouse w ON w.city_ref = c2.ref GROUP BY c2.ref) n
            WHERE n.ref = c.ref AND c.warehouse_count IS DISTINCT FROM n.count`.execute(k);
  if (!settlementRefs.size) return;
  const pairs = JSON.stringify([...settlementRefs].map(([ref, settlement]) => ({ ref, settlement })));
  await sql`UPDATE np_city c SET settlement_ref = s.settlement
            FROM json_to_recordset(${pairs}::json) AS s(ref text, settlement text)
            WHERE s.ref = c.ref AND c.settlement_ref IS DISTINCT FROM s.settlement`.execute(k);
}

/** Cities with branches or lockers, the biggest first: the ones whose streets a courier needs. */
export async function citiesWithWarehouses(db: Db): Promise<string[]> {
  const rows = await kyselyOf(db)
    .selectFrom('np_city')
    .select('ref')
    .where('warehouse_count', '>', 0)
    .orderBy('warehouse_count', 'desc')
    .orderBy('ref')
    .execute();
  return rows.map((r) => r.ref);
}
