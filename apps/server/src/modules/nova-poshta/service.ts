/**
 * Nova Poshta directory look-ups: arguments checked (clear graphql-input errors, never a 500),
 * names in the store's language. Answers hold nothing personal, so GET answers are cached.
 */
import type {
  NovaPoshtaCity,
  NovaPoshtaStreet,
  NovaPoshtaWarehouse,
  QueryNovaPoshtaCitiesArgs,
  QueryNovaPoshtaStreetsArgs,
  QueryNovaPoshtaWarehousesArgs,
} from '../../generated/graphql.ts';
import type { Db } from '../../db/connection.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { ukrainianRegionOf } from '../directory/countries.ts';
import {
  cityExists,
  selectCities,
  selectCityByRef,
  selectStreets,
  selectWarehouseByRef,
  selectWarehouses,
  type CityRow,
  type WarehouseRow,
} from './queries.ts';

export const SEARCH_MAX_LENGTH = 100;
export const CITIES_MAX_PAGE = 50;
export const WAREHOUSES_MAX_PAGE = 100;
export const STREETS_MAX_PAGE = 50;

/** Nova Poshta's Refs are UUIDs (8-4-4-4-12 hex digits). */
const REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Lang = 'uk' | 'ru';
/** Ukrainian for every store but the Russian one: Nova Poshta has no other language. */
export const langOf = (locale: string): Lang => (locale.toLowerCase().startsWith('ru') ? 'ru' : 'uk');

function pageSize(value: number | null | undefined, fallback: number, max: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw inputError(`The "pageSize" argument must be from 1 to ${max}.`);
  return n;
}

function searchText(value: string | null | undefined, required: boolean): string | undefined {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > SEARCH_MAX_LENGTH)
    throw inputError(`The "search" argument must not be longer than ${SEARCH_MAX_LENGTH} characters.`);
  if (!text) {
    if (required) throw inputError('The "search" argument must have at least one letter.');
    return undefined;
  }
  return text;
}

async function knownCity(db: Db, ref: string): Promise<string> {
  const trimmed = ref.trim();
  if (!REF.test(trimmed)) throw inputError('The "city_ref" argument must be a Nova Poshta Ref (a UUID).');
  const normalized = trimmed.toLowerCase();
  if (!(await cityExists(db, normalized)))
    throw noSuchEntity(`Could not find a Nova Poshta city with Ref "${normalized}".`);
  return normalized;
}

function cityOf(r: CityRow, lang: Lang): NovaPoshtaCity {
  const region = ukrainianRegionOf(r.area_uk, r.name_uk);
  return {
    ref: r.ref,
    name: lang === 'ru' ? r.name_ru : r.name_uk,
    settlement_type: lang === 'ru' ? r.settlement_type_ru : r.settlement_type_uk,
    area: lang === 'ru' ? r.area_ru : r.area_uk,
    warehouse_count: r.warehouse_count,
    region_code: region?.code ?? null,
    region_id: region?.id ?? null,
  };
}

const warehouseOf = (r: WarehouseRow, lang: Lang): NovaPoshtaWarehouse => ({
  ref: r.ref,
  city_ref: r.city_ref,
  number: r.number,
  type: r.type,
  name: lang === 'ru' ? r.name_ru : r.name_uk,
  address: lang === 'ru' ? r.address_ru : r.address_uk,
  max_weight_kg: r.max_weight_kg,
  latitude: r.latitude,
  longitude: r.longitude,
});

export async function novaPoshtaCities(
  db: Db,
  locale: string,
  args: QueryNovaPoshtaCitiesArgs,
): Promise<NovaPoshtaCity[]> {
  const limit = pageSize(args.pageSize, 10, CITIES_MAX_PAGE);
  const search = searchText(args.search, true)!;
  const lang = langOf(locale);
  return (await selectCities(db, search, lang, limit)).map((r) => cityOf(r, lang));
}

export async function novaPoshtaWarehouses(
  db: Db,
  locale: string,
  args: QueryNovaPoshtaWarehousesArgs,
): Promise<NovaPoshtaWarehouse[]> {
  const limit = pageSize(args.pageSize, 20, WAREHOUSES_MAX_PAGE);
  const search = searchText(args.search, false);
  const cityRef = await knownCity(db, args.city_ref);
  // "12", "№12" or "№ 12": a number's first digits; anything else: words of the name or address.
  const digits = search?.replace(/^№\s*/, '');
  const byNumber = digits !== undefined && /^\d+$/.test(digits);
  const rows = await selectWarehouses(db, {
    cityRef,
    type: args.type,
    numberPrefix: byNumber ? digits : undefined,
    text: byNumber ? undefined : search,
    limit,
  });
  const lang = langOf(locale);
  return rows.map((r) => warehouseOf(r, lang));
}

export async function novaPoshtaStreets(
  db: Db,
  args: QueryNovaPoshtaStreetsArgs,
): Promise<NovaPoshtaStreet[]> {
  const limit = pageSize(args.pageSize, 10, STREETS_MAX_PAGE);
  const search = searchText(args.search, true)!;
  const cityRef = await knownCity(db, args.city_ref);
  return selectStreets(db, cityRef, search, limit);
}

/**
 * A city by its Ref, or null: for other modules (a cart address's nova_poshta_city_ref), which
 * decide themselves what an unknown Ref means.
 */
export async function novaPoshtaCityByRef(
  db: Db,
  locale: string,
  ref: string,
): Promise<NovaPoshtaCity | null> {
  if (!REF.test(ref)) return null;
  const row = await selectCityByRef(db, ref.toLowerCase());
  return row ? cityOf(row, langOf(locale)) : null;
}

/** A branch or parcel locker by its Ref, or null (for a cart's chosen branch). */
export async function novaPoshtaWarehouseByRef(
  db: Db,
  locale: string,
  ref: string,
): Promise<NovaPoshtaWarehouse | null> {
  if (!REF.test(ref)) return null;
  const row = await selectWarehouseByRef(db, ref.toLowerCase());
  return row ? warehouseOf(row, langOf(locale)) : null;
}
