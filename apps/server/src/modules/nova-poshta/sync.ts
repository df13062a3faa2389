/**
 * Imports Nova Poshta's directory from its API: cities (Address.getCities), then branches and
 * parcel lockers (AddressGeneral.getWarehouses), then the streets of every city that has one
 * (Address.getStreet), each page upserted by Ref as it arrives. A stage that completes deletes
 * what it did not see; a failed run deletes nothing, so a bad answer never empties the directory.
 */
import type { Db } from '../../db/connection.ts';
import {
  NpCitySchema,
  NpStreetSchema,
  NpWarehouseSchema,
  type NovaPoshtaApi,
  type NpWarehouse,
} from './api.ts';
import {
  citiesWithWarehouses,
  refreshCityCounts,
  sweep,
  upsertCities,
  upsertStreets,
  upsertWarehouses,
  type WarehouseInsert,
} from './sync-queries.ts';

/** TypeOfWarehouse Refs of parcel lockers (Nova Poshta's and PrivatBank's). */
const LOCKER_TYPES = new Set([
  'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
  '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc',
]);

export interface SyncOptions {
  /** Items per page (Nova Poshta's Limit). */
  pageLimit?: number;
  /** Import streets too (one paged call per city with a branch); default true. */
  streets?: boolean;
  onProgress?: (line: string) => void;
}

export interface SyncResult {
  cities: { upserted: number; removed: number };
  warehouses: { upserted: number; removed: number; skipped: number };
  streets: { upserted: number; removed: number; cities: number } | null;
}

const positive = (text: string | undefined): number | null => {
  const n = Number.parseFloat(text ?? '');
  return Number.isFinite(n) && n > 0 ? n : null;
};
const coordinate = (text: string | undefined): number | null => {
  const n = Number.parseFloat(text ?? '');
  return Number.isFinite(n) && n !== 0 ? n : null;
};
/** The address after "Відділення №1: ", when Nova Poshta gives no ShortAddress. */
const afterColon = (text: string) => text.slice(text.indexOf(':') + 1).trim();

export function warehouseRow(w: NpWarehouse, run: Date): WarehouseInsert | null {
  const number = Number.parseInt(w.Number, 10);
  if (!Number.isInteger(number)) return null;
  const locker = w.CategoryOfWarehouse === 'Postomat' || LOCKER_TYPES.has(w.TypeOfWarehouse);
  const nameRu = w.DescriptionRu || w.Description;
  const addressUk = w.ShortAddress || afterColon(w.Description);
  return {
    ref: w.Ref,
    city_ref: w.CityRef,
    number,
    type: locker ? 'PARCEL_LOCKER' : 'BRANCH',
    type_ref: w.TypeOfWarehouse,
    name_uk: w.Description,
    name_ru: nameRu,
    address_uk: addressUk,
    address_ru: w.ShortAddressRu || afterColon(nameRu) || addressUk,
    max_weight_kg: positive(w.PlaceMaxWeightAllowed) ?? positive(w.TotalMaxWeightAllowed),
    latitude: coordinate(w.Latitude),
    longitude: coordinate(w.Longitude),
    synced_at: run,
  };
}

export async function syncNovaPoshta(
  db: Db,
  api: NovaPoshtaApi,
  opts: SyncOptions = {},
): Promise<SyncResult> {
  const limit = opts.pageLimit ?? 500;
  const say = opts.onProgress ?? (() => undefined);
  const run = new Date();

  const cityRefs = new Set<string>();
  for await (const page of api.pages(NpCitySchema, 'Address', 'getCities', {}, limit)) {
    await upsertCities(
      db,
      page.items.map((c) => ({
        ref: c.Ref,
        name_uk: c.Description,
        name_ru: c.DescriptionRu || c.Description,
        settlement_type_uk: c.SettlementTypeDescription || null,
        settlement_type_ru: c.SettlementTypeDescriptionRu || c.SettlementTypeDescription || null,
        area_uk: c.AreaDescription || null,
        area_ru: c.AreaDescriptionRu || c.AreaDescription || null,
        synced_at: run,
      })),
    );
    for (const c of page.items) cityRefs.add(c.Ref);
    say(`Cities: ${cityRefs.size}${page.totalCount ? `/${page.totalCount}` : ''} (page ${page.page})`);
  }
  // An empty list is an answer we do not trust: it would delete the whole directory.
  if (cityRefs.size === 0) throw new Error('Address.getCities answered no cities: nothing was changed.');
  const citiesRemoved = await sweep(db, 'np_city', run);
  say(`Cities: ${cityRefs.size} imported, ${citiesRemoved} removed`);

  let warehouses = 0;
  let skipped = 0;
  const settlementRefs = new Map<string, string>();
  for await (const page of api.pages(NpWarehouseSchema, 'AddressGeneral', 'getWarehouses', {}, limit)) {
    const rows: WarehouseInsert[] = [];
    for (const w of page.items) {
      const row = cityRefs.has(w.CityRef) ? warehouseRow(w, run) : null;
      if (!row) {
        skipped++;
        continue;
      }
      rows.push(row);
      if (w.SettlementRef) settlementRefs.set(w.CityRef, w.SettlementRef);
    }
    await upsertWarehouses(db, rows);
    warehouses += rows.length;
    say(`Warehouses: ${warehouses}${page.totalCount ? `/${page.totalCount}` : ''} (page ${page.page})`);
  }
  if (warehouses === 0)
    throw new Error('AddressGeneral.getWarehouses answered no branches or lockers: none were removed.');
  const warehousesRemoved = await sweep(db, 'np_warehouse', run);
  await refreshCityCounts(db, settlementRefs);
  say(
    `Warehouses: ${warehouses} imported, ${warehousesRemoved} removed, ${skipped} skipped (unknown city or number)`,
  );

  let streets: SyncResult['streets'] = null;
  if (opts.streets ?? true) {
    streets = { upserted: 0, removed: 0, cities: 0 };
    const cities = await citiesWithWarehouses(db);
    for (const cityRef of cities) {
      for await (const page of api.pages(
        NpStreetSchema,
        'Address',
        'getStreet',
        { CityRef: cityRef },
        limit,
      )) {
        await upsertStreets(
          db,
          page.items.map((s) => ({
            ref: s.Ref,
            city_ref: cityRef,
            name: s.Description,
            street_type: s.StreetsType || null,
            synced_at: run,
          })),
        );
        streets.upserted += page.items.length;
      }
      streets.removed += await sweep(db, 'np_street', run, cityRef);
      streets.cities++;
      if (streets.cities % 50 === 0 || streets.cities === cities.length)
        say(`Streets: ${streets.cities}/${cities.length} cities, ${streets.upserted} streets`);
    }
    say(`Streets: ${streets.upserted} imported, ${streets.removed} removed`);
  }

  return {
    cities: { upserted: cityRefs.size, removed: citiesRemoved },
    warehouses: { upserted: warehouses, removed: warehousesRemoved, skipped },
    streets,
  };
}
