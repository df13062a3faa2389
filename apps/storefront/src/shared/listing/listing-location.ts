/**
 * Where a listing is (base path, filters, page, sort, other query parameters) and the addresses
 * of every change the shopper can make, following the URL grammar of shared/url/listing-url.ts:
 * filter toggles go to page 1, a new sort drops the page suffix, other parameters (the search
 * term q) are kept.
 */
import {
  applySort,
  buildListingPath,
  parseListingPath,
  parseSort,
  SORT_PARAM,
  stringifySearch,
  toggleFilterValue,
  type ListingFilters,
  type SortParam,
} from '../url/listing-url.ts';
import { PRICE_FILTER, priceNumbers } from './filter-mapping.ts';
import type { ProductSortInput } from './listing-fragment.ts';

export interface ListingLocationState {
  /** The pathname as it is now (below the store prefix). */
  pathname: string;
  /** The query string as it is now, without '?'. */
  search: string;
  basePath: string;
  filters: ListingFilters;
  page: number;
  sort: SortParam | null;
}

export function readListingLocation(pathname: string, search: string): ListingLocationState {
  const { basePath, filters, page } = parseListingPath(pathname);
  const query = search.replace(/^\?/, '');
  return { pathname, search: query, basePath, filters, page, sort: parseSort(query) };
}

function withQuery(path: string, search: string): string {
  const query = stringifySearch(new URLSearchParams(search));
  return `${path}${query}`;
}

export function listingHref(
  state: ListingLocationState,
  change: { filters?: ListingFilters; page?: number },
): string {
  const path = buildListingPath({
    basePath: state.basePath,
    filters: change.filters ?? state.filters,
    page: change.page ?? state.page,
  });
  return withQuery(path, state.search);
}

/** Adds or removes one value of a filter; back to page 1. */
export function filterToggleHref(state: ListingLocationState, name: string, value: string): string {
  return listingHref(state, { filters: toggleFilterValue(state.filters, name, value), page: 1 });
}

/** The price range as two URL values, e.g. '1000_2000' → ['1000', '2000']. */
export function priceRangeValues(value: string): string[] {
  return priceNumbers([value]).map(String);
}

/** True when the price filter is exactly this range. */
export function isPriceRangeSelected(filters: ListingFilters, value: string): boolean {
  const selected = priceNumbers(filters[PRICE_FILTER] ?? []);
  const range = priceNumbers([value]);
  return (
    selected.length > 0 &&
    range.length > 0 &&
    Math.min(...selected) === Math.min(...range) &&
    Math.max(...selected) === Math.max(...range)
  );
}

/** One price range at a time: choosing a range replaces the previous one; choosing it again removes it. */
export function priceToggleHref(state: ListingLocationState, value: string): string {
  const filters: ListingFilters = { ...state.filters };
  if (isPriceRangeSelected(state.filters, value)) delete filters[PRICE_FILTER];
  else filters[PRICE_FILTER] = priceRangeValues(value);
  return listingHref(state, { filters, page: 1 });
}

/** Without any filter, page 1, sort and other parameters kept. */
export function clearFiltersHref(state: ListingLocationState): string {
  return listingHref(state, { filters: {}, page: 1 });
}

export function pageHref(state: ListingLocationState, page: number): string {
  return listingHref(state, { page });
}

/** A new sort: the page suffix is removed when the sort changes. */
export function sortHref(state: ListingLocationState, sort: SortParam): string {
  const next = applySort({ pathname: state.pathname, search: state.search }, sort);
  return `${next.pathname}${next.search}`;
}

/** Without the sort parameter (back to the default order), page suffix removed. */
export function defaultSortHref(state: ListingLocationState): string {
  const params = new URLSearchParams(state.search);
  if (!params.has(SORT_PARAM)) return `${state.pathname}${stringifySearch(params)}`;
  params.delete(SORT_PARAM);
  return withQuery(
    buildListingPath({ basePath: state.basePath, filters: state.filters, page: 1 }),
    params.toString(),
  );
}

const SORTABLE = ['position', 'price', 'name', 'relevance'] as const;

/** The GraphQL sort of a URL sort; null (the server default) for an attribute it cannot sort by. */
export function toSortInput(sort: SortParam | null): ProductSortInput | null {
  if (!sort) return null;
  const attribute = SORTABLE.find((name) => name === sort.attribute);
  return attribute ? ({ [attribute]: sort.direction } as ProductSortInput) : null;
}
