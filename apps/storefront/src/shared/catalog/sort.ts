/**
 * Listing sort (spec section 9): the default sort and the sort options of the sort menu.
 */
import type { StoreCode } from '../constants.ts';
import type { SortDirection, SortParam } from '../url/listing-url.ts';

export interface SortMethod {
  /** Text shown on the sort button. */
  text: string;
  attribute: string;
  sortDirection: SortDirection;
}

export interface SortOption {
  /** Translation id in the locale files. */
  id: string;
  /** English original, used when a translation is missing. */
  defaultMessage: string;
  attribute: string;
  sortDirection: SortDirection;
}

export const DEFAULT_SORT_ATTRIBUTE = 'position';
export const DEFAULT_SORT_DIRECTION: SortDirection = 'ASC';
/** The spec's exact labels; the Russian one starts with a Latin 'C' (U+0043), kept on purpose. */
export const DEFAULT_SORT_TEXT_UA = 'Сортувати';
export const DEFAULT_SORT_TEXT_OTHER = 'Cортировать';

export const SORT_OPTIONS: readonly SortOption[] = [
  {
    id: 'sortItem.newArrivals',
    defaultMessage: 'New arrivals',
    attribute: 'position',
    sortDirection: 'DESC',
  },
  {
    id: 'sortItem.priceAsc',
    defaultMessage: 'Price in ascending order',
    attribute: 'price',
    sortDirection: 'ASC',
  },
  {
    id: 'sortItem.priceDesc',
    defaultMessage: 'Price in descending order',
    attribute: 'price',
    sortDirection: 'DESC',
  },
];

/** Default sort: position ASC, labelled 'Сортувати' for the ua store and 'Cортировать' otherwise. */
export function defaultSort(storeCode: StoreCode | string | null | undefined): SortMethod {
  return {
    text: storeCode === 'ua' ? DEFAULT_SORT_TEXT_UA : DEFAULT_SORT_TEXT_OTHER,
    attribute: DEFAULT_SORT_ATTRIBUTE,
    sortDirection: DEFAULT_SORT_DIRECTION,
  };
}

/** The menu option for a sort read from the URL (see parseSort), or undefined if none matches. */
export function findSortOption(sort: SortParam | null | undefined): SortOption | undefined {
  if (!sort) return undefined;
  return SORT_OPTIONS.find(
    (option) => option.attribute === sort.attribute && option.sortDirection === sort.direction,
  );
}

/** The sort to apply: the one from the URL when it is an offered option, else the default. */
export function currentSort(
  sort: SortParam | null | undefined,
  storeCode: StoreCode | string | null | undefined,
  translate: (option: SortOption) => string,
): SortMethod {
  const option = findSortOption(sort);
  if (!option) return defaultSort(storeCode);
  return { text: translate(option), attribute: option.attribute, sortDirection: option.sortDirection };
}

export function toSortParam(method: Pick<SortMethod, 'attribute' | 'sortDirection'>): SortParam {
  return { attribute: method.attribute, direction: method.sortDirection };
}
