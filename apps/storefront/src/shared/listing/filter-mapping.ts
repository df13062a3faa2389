/**
 * URL filters (`/f/brand:1001_1002/price:1000_2000`) → the GraphQL `ProductAttributeFilterInput`.
 *
 * - option filters (gender, brand, sizes, season, style): one value → `{ eq }`, several → `{ in }`;
 * - price: the numbers of the value(s) → `{ from: lowest, to: highest }` (the URL carries a
 *   range as two values, `price:1000_2000`; an encoded single `1000_2000` is accepted too);
 * - category_uid: numeric category ids (what the category aggregation returns) are turned into
 *   uids; uids are kept as they are;
 * - brands: brand url keys (the brand catalogue);
 * - warehouse: a shop's catalogue (the store locator's men/women buttons), sale: `sale:1` (menu links);
 * - any other name is ignored, so a stray segment never breaks the page.
 */
import type { ListingFilters } from '../url/listing-url.ts';
import type { ProductFilterInput } from './listing-fragment.ts';

export const OPTION_FILTERS = [
  'gender',
  'brand',
  'brands',
  'top_sizes',
  'bottom_sizes',
  'foot_sizes',
  'brand_size',
  'season',
  'style',
  'warehouse',
  'sale',
] as const;
export const PRICE_FILTER = 'price';
export const CATEGORY_FILTER = 'category_uid';
/** Every URL filter name the listing understands. */
export const URL_FILTER_NAMES: readonly string[] = [...OPTION_FILTERS, PRICE_FILTER, CATEGORY_FILTER];

/** Size filters: their options are listed in size order. */
export const SIZE_FILTERS: readonly string[] = ['top_sizes', 'bottom_sizes', 'foot_sizes', 'brand_size'];

type EqualInput = { eq?: string; in?: string[] };

function equal(values: readonly string[]): EqualInput | null {
  const list = [...new Set(values.filter((v) => v !== ''))];
  if (list.length === 0) return null;
  return list.length === 1 ? { eq: list[0] } : { in: list };
}

/** Magento category uids are base64 of the numeric id. */
export function categoryUidOf(value: string): string {
  if (!/^\d+$/.test(value)) return value;
  return typeof btoa === 'function' ? btoa(value) : Buffer.from(value, 'utf8').toString('base64');
}

/** The numbers of the price filter's values; '1000_2000', '1000-2000' and ['1000','2000'] alike. */
export function priceNumbers(values: readonly string[]): number[] {
  return values
    .flatMap((value) => value.split(/[_-]/))
    .filter((part) => part.trim() !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0);
}

export function priceRange(values: readonly string[]): { from: string; to?: string } | null {
  const numbers = priceNumbers(values);
  if (numbers.length === 0) return null;
  const from = Math.min(...numbers);
  const to = Math.max(...numbers);
  return numbers.length === 1 ? { from: String(from) } : { from: String(from), to: String(to) };
}

export function toProductFilter(filters: ListingFilters): ProductFilterInput {
  const out: Record<string, unknown> = {};
  for (const name of OPTION_FILTERS) {
    const input = equal(filters[name] ?? []);
    if (input) out[name] = input;
  }
  const categories = equal((filters[CATEGORY_FILTER] ?? []).map(categoryUidOf));
  if (categories) out[CATEGORY_FILTER] = categories;
  const price = priceRange(filters[PRICE_FILTER] ?? []);
  if (price) out[PRICE_FILTER] = price;
  return out as ProductFilterInput;
}

/**
 * The filter of a listing page: what the page itself is (its category, brand or gender) with
 * the shopper's filters from the URL on top. A category chosen in the filters narrows the
 * page's category, so it replaces it.
 */
export function listingFilter(base: ProductFilterInput, filters: ListingFilters): ProductFilterInput {
  return { ...base, ...toProductFilter(filters) };
}
