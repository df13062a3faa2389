/**
 * Attributes and their options. Option ids are unique across attributes, by range:
 *   gender 7, 8, 10, 36 (fixed by the storefront) · brands 1001+ · sizes 2001-2399 ·
 *   seasons 3001+ · styles 3101+ · markers 3201+ · product types 3301+ · base types 3401+.
 * Besides the "ua" and "ru" labels every `labels` object carries "admin": Magento's admin
 * (store 0) label, which for base_product_type is the code stored in product.base_product_type.
 */
import { BRANDS } from './brands.ts';
import { BASES, PRODUCT_TYPES, typeLabel } from './product-types.ts';
import { SEED_DATE } from './random.ts';
import { SIZE_OPTIONS } from './sizes.ts';
import type { Localized } from './stores.ts';

export const GENDER = { women: 36, men: 10, boys: 7, girls: 8 } as const;

type Labels = Localized & { admin: string };

// A type alias (not an interface) so that it is assignable to the bulk inserter's Row.
type OptionRow = {
  id: number;
  attribute_code: string;
  sort_order: number;
  labels: Labels;
  swatch: string | null;
};

// prettier-ignore
const attributes = [
  { code: 'gender', id: 93, frontend_input: 'multiselect', is_filterable: true, labels: { ua: 'Стать', ru: 'Пол', admin: 'Gender' } },
  { code: 'brand', id: 83, frontend_input: 'select', is_filterable: true, labels: { ua: 'Бренд', ru: 'Бренд', admin: 'Brand' } },
  { code: 'top_sizes', id: 141, frontend_input: 'select', is_filterable: true, is_configurable: true, labels: { ua: 'Розмір', ru: 'Размер', admin: 'Top sizes' } },
  { code: 'bottom_sizes', id: 142, frontend_input: 'select', is_filterable: true, is_configurable: true, labels: { ua: 'Розмір', ru: 'Размер', admin: 'Bottom sizes' } },
  { code: 'foot_sizes', id: 143, frontend_input: 'select', is_filterable: true, is_configurable: true, labels: { ua: 'Розмір взуття', ru: 'Размер обуви', admin: 'Foot sizes' } },
  { code: 'brand_size', id: 144, frontend_input: 'select', is_filterable: true, is_configurable: true, labels: { ua: "Розмір / об'єм", ru: 'Размер / объем', admin: 'Brand size' } },
  { code: 'season', id: 150, frontend_input: 'select', labels: { ua: 'Сезон', ru: 'Сезон', admin: 'Season' } },
  { code: 'style', id: 151, frontend_input: 'select', labels: { ua: 'Стиль', ru: 'Стиль', admin: 'Style' } },
  { code: 'marker', id: 152, frontend_input: 'select', labels: { ua: 'Мітка', ru: 'Метка', admin: 'Marker' } },
  { code: 'product_type', id: 153, frontend_input: 'select', labels: { ua: 'Тип товару', ru: 'Тип товара', admin: 'Product type' } },
  { code: 'base_product_type', id: 154, frontend_input: 'select', labels: { ua: 'Категорія товару', ru: 'Категория товара', admin: 'Base product type' } },
];

export function attributeRows(): Record<string, unknown>[] {
  return attributes.map((a, i) => ({
    code: a.code,
    id: a.id,
    frontend_input: a.frontend_input,
    is_filterable: a.is_filterable ?? false,
    is_configurable: a.is_configurable ?? false,
    position: i,
    labels: a.labels,
  }));
}

/** Seasons of the two years before SEED_DATE: spring-summer (SS) and autumn-winter (FW). */
export interface Season {
  id: number;
  code: string;
}

function seasonOptions(): OptionRow[] {
  const out: OptionRow[] = [];
  const last = new Date(SEED_DATE).getUTCFullYear();
  let id = 3001;
  for (let year = last - 2; year <= last; year++) {
    const yy = String(year % 100).padStart(2, '0');
    out.push(
      option(id++, 'season', { ua: `Весна-літо ${year}`, ru: `Весна-лето ${year}`, admin: `SS${yy}` }),
    );
    out.push(
      option(id++, 'season', { ua: `Осінь-зима ${year}`, ru: `Осень-зима ${year}`, admin: `FW${yy}` }),
    );
  }
  out.push(option(id, 'season', { ua: 'Всесезонний', ru: 'Всесезонный', admin: 'all-season' }));
  return out.map((o, i) => ({ ...o, sort_order: i }));
}

export const SEASONS = seasonOptions();

/** The season a product created at `time` belongs to (SS for January-June). */
export function seasonFor(time: number): number {
  const d = new Date(time);
  const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
  const code = `${d.getUTCMonth() < 6 ? 'SS' : 'FW'}${yy}`;
  return optionId('season', code);
}

// prettier-ignore
const STYLES: [string, string, string][] = [
  ['casual', 'Повсякденний', 'Повседневный'], ['classic', 'Класичний', 'Классический'],
  ['sport', 'Спортивний', 'Спортивный'], ['evening', 'Вечірній', 'Вечерний'], ['business', 'Діловий', 'Деловой'],
  ['street', 'Вуличний', 'Уличный'], ['boho', 'Бохо', 'Бохо'], ['romantic', 'Романтичний', 'Романтический'],
];

// Swatch = the colour of the marker badge on product cards.
// prettier-ignore
const MARKERS: [string, string, string, string][] = [
  ['New', 'Новинка', 'Новинка', '#1b1b1b'], ['Sale', 'Розпродаж', 'Распродажа', '#d7262e'],
  ['Exclusive', 'Ексклюзив', 'Эксклюзив', '#8a6d3b'], ['Bestseller', 'Хіт продажів', 'Хит продаж', '#2e6b4f'],
];

function option(
  id: number,
  attribute: string,
  labels: Labels,
  sort = 0,
  swatch: string | null = null,
): OptionRow {
  return { id, attribute_code: attribute, sort_order: sort, labels, swatch };
}

let cachedOptions: OptionRow[] | undefined;

export function attributeOptionRows(): OptionRow[] {
  cachedOptions ??= [
    option(GENDER.women, 'gender', { ua: 'Жінки', ru: 'Женщины', admin: 'women' }, 0),
    option(GENDER.men, 'gender', { ua: 'Чоловіки', ru: 'Мужчины', admin: 'men' }, 1),
    option(GENDER.boys, 'gender', { ua: 'Хлопчики', ru: 'Мальчики', admin: 'boys' }, 2),
    option(GENDER.girls, 'gender', { ua: 'Дівчатка', ru: 'Девочки', admin: 'girls' }, 3),
    ...BRANDS.map((b, i) => option(b.id, 'brand', { ...b.name, admin: b.name.ua }, i)),
    ...SIZE_OPTIONS.map((s) => option(s.id, s.attribute, { ...s.labels, admin: s.admin }, s.sort)),
    ...SEASONS,
    ...STYLES.map(([admin, ua, ru], i) => option(3101 + i, 'style', { ua, ru, admin }, i)),
    ...MARKERS.map(([admin, ua, ru, swatch], i) => option(3201 + i, 'marker', { ua, ru, admin }, i, swatch)),
    ...PRODUCT_TYPES.map((t, i) => option(t.optionId, 'product_type', { ...typeLabel(t), admin: t.code }, i)),
    ...BASES.map((b, i) => option(b.optionId, 'base_product_type', { ...b.labels, admin: b.code }, i)),
  ];
  return cachedOptions;
}

let index: Map<string, number> | undefined;

/** Option id by attribute and admin label, e.g. optionId('style', 'sport'). */
export function optionId(attribute: string, admin: string): number {
  index ??= new Map(attributeOptionRows().map((o) => [`${o.attribute_code}:${o.labels.admin}`, o.id]));
  const id = index.get(`${attribute}:${admin}`);
  if (id === undefined) throw new Error(`unknown option ${attribute}:${admin}`);
  return id;
}

let labelsById: Map<number, Labels> | undefined;

export function optionLabel(id: number): Labels {
  labelsById ??= new Map(attributeOptionRows().map((o) => [o.id, o.labels]));
  const labels = labelsById.get(id);
  if (!labels) throw new Error(`unknown option ${id}`);
  return labels;
}
