/**
 * The logic of a listing page's body: filter groups and chips from the aggregations, the
 * small-screen filter panel, navigation on a filter change, and what the grid and pagination
 * need.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useStoreView } from '../store-view/store-view.tsx';
import { formatAmount, formatMoney } from '../catalog/price.ts';
import { toBcp47 } from '../i18n/locales.ts';
import { readFragment } from '../graphql/graphql.ts';
import { activeFilters, buildFilterGroups, rememberLabels } from './filter-groups.ts';
import type { ListingProductsData } from './listing-fragment.ts';
import { clearFiltersHref, type ListingLocationState } from './listing-location.ts';
import { PRODUCT_CARD_FRAGMENT } from '../product-card/product-card-fragment.ts';

export interface UseListingViewOptions {
  products: ListingProductsData | null;
  state: ListingLocationState;
  hiddenFilters?: readonly string[];
}

export function useListingView({ products, state, hiddenFilters }: UseListingViewOptions) {
  const { locale } = useStoreView();
  const [, navigate] = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Labels of every option seen so far, so a chosen filter keeps its label when the answer no longer lists it.
  const [knownLabels] = useState(() => new Map<string, string>());

  // Price ranges are shown in the listing's currency (UAH unless the store says otherwise).
  const currency = useMemo(() => {
    const first = products?.items?.find(Boolean);
    return first
      ? (readFragment(PRODUCT_CARD_FRAGMENT, first).price_range?.minimum_price?.final_price?.currency ?? null)
      : null;
  }, [products]);

  const formatPriceRange = useCallback(
    (from: number, to: number | null) => {
      if (to === null) return `${formatMoney(from, currency, locale)}+`;
      return `${formatAmount(Math.round(from), toBcp47(locale))} – ${formatMoney(to, currency, locale)}`;
    },
    [locale, currency],
  );

  const groups = useMemo(() => {
    rememberLabels(knownLabels, products?.aggregations);
    return buildFilterGroups(products?.aggregations, state, {
      hidden: hiddenFilters,
      formatPriceRange,
      knownLabels,
      total: products?.total_count ?? undefined,
    });
  }, [products?.aggregations, products?.total_count, state, hiddenFilters, formatPriceRange, knownLabels]);
  const chips = useMemo(() => activeFilters(groups), [groups]);
  const hasFilters = Object.keys(state.filters).length > 0;

  const go = useCallback((href: string) => navigate(href), [navigate]);
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  const items = products?.items ?? [];
  const pageSize = products?.page_info?.page_size ?? items.length;
  return {
    groups,
    chips,
    clearHref: hasFilters ? clearFiltersHref(state) : null,
    go,
    filtersOpen,
    openFilters,
    closeFilters,
    items,
    total: products?.total_count ?? 0,
    totalPages: products?.page_info?.total_pages ?? 0,
    firstIndex: Math.max(0, (state.page - 1) * pageSize),
  };
}
