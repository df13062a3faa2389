/**
 * Listing URL grammar (spec section 2 "Listing URLs").
 *
 *   {basePath}[/f/{name}:{v1}_{v2}[/{name}:{v}...]][/p:{n}]   current form, the one we build
 *   {basePath}/{name}:{v1}_{v2}[;{name}:{v}...][/p:{n}]         older form, parsed only
 *
 * Filter values are percent-decoded when parsed and percent-encoded when built ('_' included,
 * as %5F) so a value containing the separator survives a round trip. The base path is kept as
 * given (already a URL pathname). Filter names must look like attribute codes, so that an
 * ordinary path segment containing ':' is not mistaken for a filter.
 */
import { naturalCompare } from '../catalog/natural-compare.ts';
import { FILTER_PATH_PREFIX, SEARCH_MAX_LENGTH } from '../constants.ts';
import { safeDecode } from './safe-decode.ts';

export type ListingFilters = Record<string, string[]>;

export interface ListingLocation {
  basePath: string;
  filters: ListingFilters;
  page: number;
}

export type SortDirection = 'ASC' | 'DESC';

export interface SortParam {
  attribute: string;
  direction: SortDirection;
}

export const SORT_PARAM = 'sort';
/** Search results term (`/all/p:1?q=...`). */
export const SEARCH_TERM_PARAM = 'q';
/** Pre-fills the search box. */
export const SEARCH_PREFILL_PARAM = 'query';
export const SEARCH_RESULTS_BASE_PATH = '/all';

const PAGE_SEGMENT = /^p:(\d+)$/;
/** GraphQL's Int ends here: a larger page number (p:99999999999999999999) is read as this page, past the last one. */
export const MAX_PAGE = 2 ** 31 - 1;
const FILTER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const VALUE_SEPARATOR = '_';
/** Separates name:value pairs inside one segment of the older form (menu links produce it). */
const PAIR_SEPARATOR = ';';

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/_/g, '%5F');
}

function stripQueryAndHash(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** Parses "name:a_b" or "name:a;other:b"; null when the segment is not a filter segment. */
function parseFilterSegment(segment: string): Array<[string, string[]]> | null {
  const pairs: Array<[string, string[]]> = [];
  for (const piece of segment.split(PAIR_SEPARATOR)) {
    if (piece === '') continue;
    const colon = piece.indexOf(':');
    if (colon <= 0) return null;
    const name = piece.slice(0, colon);
    if (!FILTER_NAME.test(name)) return null;
    const values = piece
      .slice(colon + 1)
      .split(VALUE_SEPARATOR)
      .filter((value) => value !== '')
      .map(safeDecode);
    if (values.length === 0) return null;
    pairs.push([name, values]);
  }
  return pairs.length > 0 ? pairs : null;
}

function addValues(filters: ListingFilters, name: string, values: readonly string[]): void {
  // Own properties only: a filter named "constructor" or "__proto__" must not find Object's.
  const current = Object.hasOwn(filters, name) ? filters[name]! : [];
  for (const value of values) if (!current.includes(value)) current.push(value);
  filters[name] = current;
}

function isPageSegment(segment: string | undefined): boolean {
  return segment !== undefined && PAGE_SEGMENT.test(segment);
}

/** Parses a listing pathname (a query string or hash, if present, is ignored). */
export function parseListingPath(pathname: string): ListingLocation {
  const segments = stripQueryAndHash(pathname).replace(/\/+$/, '').split('/');

  let page = 1;
  const pageMatch = PAGE_SEGMENT.exec(segments[segments.length - 1] ?? '');
  if (pageMatch) {
    page = Math.min(MAX_PAGE, Math.max(1, Number(pageMatch[1])));
    segments.pop();
  }

  // Longest run of filter segments at the end of the path.
  let runStart = segments.length;
  const parsedRun: Array<Array<[string, string[]]>> = [];
  while (runStart > 0) {
    const pairs = parseFilterSegment(segments[runStart - 1] ?? '');
    if (!pairs) break;
    parsedRun.unshift(pairs);
    runStart -= 1;
  }

  const filters: ListingFilters = {};
  let baseSegments = segments;
  if (parsedRun.length > 0 && segments[runStart - 1] === FILTER_PATH_PREFIX) {
    baseSegments = segments.slice(0, runStart - 1);
    for (const pairs of parsedRun) for (const [name, values] of pairs) addValues(filters, name, values);
  } else if (parsedRun.length > 0) {
    // Older form: only the segment after the last slash is a filter segment.
    baseSegments = segments.slice(0, -1);
    for (const [name, values] of parsedRun[parsedRun.length - 1] ?? []) addValues(filters, name, values);
  }

  return { basePath: baseSegments.join('/') || '/', filters, page };
}

/** Filter names in natural order, each name's values deduplicated and in natural order. */
export function canonicalFilters(filters: ListingFilters): Array<[string, string[]]> {
  return Object.keys(filters)
    .sort(naturalCompare)
    .map((name): [string, string[]] => [
      name,
      [...new Set(filters[name] ?? [])].filter((value) => value !== '').sort(naturalCompare),
    ])
    .filter(([, values]) => values.length > 0);
}

/**
 * Builds the canonical listing path: filters under '/f/' in a stable (natural) order of names
 * and values, page 1 omitted so every listing has one address, other pages as '/p:{n}'.
 */
export function buildListingPath(location: {
  basePath: string;
  filters?: ListingFilters;
  page?: number;
}): string {
  const base = location.basePath.replace(/\/+$/, '');
  const filterSegments = canonicalFilters(location.filters ?? {}).map(
    ([name, values]) => `${name}:${values.map(encodeValue).join(VALUE_SEPARATOR)}`,
  );
  const filterPart = filterSegments.length > 0 ? `/${FILTER_PATH_PREFIX}/${filterSegments.join('/')}` : '';
  const page = Math.floor(location.page ?? 1);
  const pagePart = page > 1 ? `/p:${page}` : '';
  return `${base}${filterPart}${pagePart}` || '/';
}

/** Adds the value when absent, removes it when present; a filter left without values disappears. */
export function toggleFilterValue(filters: ListingFilters, name: string, value: string): ListingFilters {
  // Own properties only: a filter named "constructor" or "__proto__" must not find Object's.
  const current = Object.hasOwn(filters, name) ? filters[name]! : [];
  const nextValues = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const next: ListingFilters = { ...filters };
  if (nextValues.length > 0) next[name] = nextValues;
  else delete next[name];
  return next;
}

/** Toggles a filter value and goes back to page 1: the old page may not exist in the new result. */
export function toggleListingFilter(location: ListingLocation, name: string, value: string): ListingLocation {
  return { ...location, filters: toggleFilterValue(location.filters, name, value), page: 1 };
}

/** Removes a trailing '/p:{n}' (and trailing slashes) and leaves the rest of the path untouched. */
export function withoutPageSuffix(pathname: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  if (isPageSegment(segments[segments.length - 1])) segments.pop();
  return segments.join('/') || '/';
}

/** Reads a query parameter; '' when absent. Accepts the search string with or without '?'. */
export function getSearchParam(search: string, name: string): string {
  return new URLSearchParams(search).get(name) ?? '';
}

/** The search text of the address, cut to SEARCH_MAX_LENGTH. */
export function getSearchTerm(search: string): string {
  return getSearchParam(search, SEARCH_TERM_PARAM).slice(0, SEARCH_MAX_LENGTH);
}

export function getSearchPrefill(search: string): string {
  return getSearchParam(search, SEARCH_PREFILL_PARAM);
}

export function formatSortParam(sort: SortParam): string {
  return `${sort.attribute}:${sort.direction}`;
}

/**
 * Reads `sort=attribute:direction`. The direction is case-insensitive and returned in upper
 * case; anything else (missing, no attribute, unknown direction) is null so the caller falls
 * back to the default sort.
 */
export function parseSort(search: string): SortParam | null {
  const raw = getSearchParam(search, SORT_PARAM);
  const colon = raw.lastIndexOf(':');
  if (colon <= 0) return null;
  const attribute = raw.slice(0, colon);
  const direction = raw.slice(colon + 1).toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') return null;
  return { attribute, direction };
}

/** Serialises query parameters keeping ':' readable (`sort=price:ASC`). */
export function stringifySearch(params: URLSearchParams): string {
  const parts: string[] = [];
  params.forEach((value, key) => {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%3A/gi, ':')}`);
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Sets the one `sort` parameter, keeping the other parameters. When the sort actually changes
 * the page suffix is removed, because page n of the old order means nothing in the new one.
 */
export function applySort(
  location: { pathname: string; search: string },
  sort: SortParam,
): { pathname: string; search: string } {
  const params = new URLSearchParams(location.search);
  const previous = params.get(SORT_PARAM);
  const next = formatSortParam(sort);
  params.set(SORT_PARAM, next);
  const pathname = previous === next ? location.pathname : withoutPageSuffix(location.pathname);
  return { pathname, search: stringifySearch(params) };
}

/**
 * The address a submitted search goes to, or null when the trimmed text is empty (such a
 * search is not submitted).
 */
export function searchResultsUrl(text: string): string | null {
  const term = text.trim();
  if (term === '') return null;
  return `${SEARCH_RESULTS_BASE_PATH}/p:1?${SEARCH_TERM_PARAM}=${encodeURIComponent(term)}`;
}
