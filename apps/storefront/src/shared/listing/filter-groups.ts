/**
 * The filter lists of a listing, from the `aggregations` of its products query: one group per
 * attribute, each option with its count, whether it is chosen and the address that toggles it.
 * Sizes are listed in size order, prices as ranges (one at a time). A chosen value the server no
 * longer returns stays listed (checked) so the shopper can remove it.
 */
import { compareSizeTitles } from '../catalog/sizes.ts';
import type { ListingAggregation } from './listing-fragment.ts';
import { PRICE_FILTER, priceNumbers, SIZE_FILTERS } from './filter-mapping.ts';
import {
  filterToggleHref,
  isPriceRangeSelected,
  priceToggleHref,
  type ListingLocationState,
} from './listing-location.ts';

export interface FilterOption {
  value: string;
  label: string;
  count: number | null;
  checked: boolean;
  href: string;
}

export interface FilterGroup {
  code: string;
  label: string;
  kind: 'options' | 'price';
  options: FilterOption[];
}

export interface FilterGroupOptions {
  /** Attribute codes not offered on this page (e.g. the brand on a brand catalogue). */
  hidden?: readonly string[];
  /** Formats a price range 'from_to' for display. */
  formatPriceRange: (from: number, to: number | null) => string;
  /** Labels seen earlier, `${code}:${value}` → label, for chosen values missing from this result. */
  knownLabels?: ReadonlyMap<string, string>;
  /** Products in the listing: a lone option covering all of them is not offered. */
  total?: number;
}

/**
 * An option whose toggling address is made when first read: the lists are built while a listing
 * hydrates, in one piece of work, and the addresses (a canonical path each) are only needed when
 * the shopper toggles an option or removes a chip.
 */
function withHref(option: Omit<FilterOption, 'href'>, makeHref: () => string): FilterOption {
  let href: string | undefined;
  return Object.defineProperty(option, 'href', {
    get: () => (href ??= makeHref()),
    enumerable: true,
  }) as FilterOption;
}

function priceLabel(value: string, format: FilterGroupOptions['formatPriceRange']): string {
  const [from, to] = value.split(/[_-]/).map(Number);
  if (from === undefined || !Number.isFinite(from)) return value;
  return format(from, to !== undefined && Number.isFinite(to) ? to : null);
}

export function buildFilterGroups(
  aggregations: ReadonlyArray<ListingAggregation | null> | null | undefined,
  state: ListingLocationState,
  options: FilterGroupOptions,
): FilterGroup[] {
  const hidden = new Set(options.hidden ?? []);
  const groups: FilterGroup[] = [];
  for (const aggregation of aggregations ?? []) {
    if (!aggregation || hidden.has(aggregation.attribute_code)) continue;
    const code = aggregation.attribute_code;
    const isPrice = code === PRICE_FILTER;
    const chosen = state.filters[code] ?? [];
    const list: FilterOption[] = [];
    for (const option of aggregation.options ?? []) {
      if (!option || option.value === '') continue;
      const label = isPrice
        ? priceLabel(option.value, options.formatPriceRange)
        : option.label?.trim() || option.value;
      const value = option.value;
      list.push(
        withHref(
          {
            value,
            label,
            count: option.count ?? null,
            checked: isPrice ? isPriceRangeSelected(state.filters, value) : chosen.includes(value),
          },
          () => (isPrice ? priceToggleHref(state, value) : filterToggleHref(state, code, value)),
        ),
      );
    }
    if (isPrice) {
      const numbers = priceNumbers(chosen);
      if (numbers.length > 0 && !list.some((option) => option.checked)) {
        const value = `${Math.min(...numbers)}_${Math.max(...numbers)}`;
        const to = numbers.length > 1 ? Math.max(...numbers) : null;
        list.push(
          withHref(
            { value, label: options.formatPriceRange(Math.min(...numbers), to), count: null, checked: true },
            () => priceToggleHref(state, value),
          ),
        );
      }
    } else {
      for (const value of chosen) {
        if (list.some((option) => option.value === value)) continue;
        list.push(
          withHref(
            {
              value,
              label: options.knownLabels?.get(`${code}:${value}`) ?? value,
              count: null,
              checked: true,
            },
            () => filterToggleHref(state, code, value),
          ),
        );
      }
    }
    if (SIZE_FILTERS.includes(code)) list.sort((a, b) => compareSizeTitles(a.label, b.label));
    if (list.length === 0) continue;
    // One option that every product has narrows nothing (e.g. "Women" on a women's category).
    const only = list[0];
    if (
      list.length === 1 &&
      only &&
      !only.checked &&
      options.total !== undefined &&
      only.count === options.total
    )
      continue;
    groups.push({
      code,
      label: aggregation.label?.trim() || code,
      kind: isPrice ? 'price' : 'options',
      options: list,
    });
  }
  return groups;
}

export interface ActiveFilter {
  code: string;
  groupLabel: string;
  label: string;
  href: string;
}

/** The chosen filters as removable chips. */
export function activeFilters(groups: readonly FilterGroup[]): ActiveFilter[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => option.checked)
      .map((option) => ({
        code: group.code,
        groupLabel: group.label,
        label: option.label,
        href: option.href,
      })),
  );
}

/** Remembers option labels so a chosen value keeps its name when the server stops listing it. */
export function rememberLabels(
  known: Map<string, string>,
  aggregations: ReadonlyArray<ListingAggregation | null> | null | undefined,
): void {
  for (const aggregation of aggregations ?? []) {
    if (!aggregation || aggregation.attribute_code === PRICE_FILTER) continue;
    for (const option of aggregation.options ?? []) {
      if (option?.label) known.set(`${aggregation.attribute_code}:${option.value}`, option.label);
    }
  }
}
