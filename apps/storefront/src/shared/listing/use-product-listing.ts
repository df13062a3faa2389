/**
 * A listing without a category (brand catalogue, search results): one getProductListing query
 * with the page's own filter, the shopper's filters, sort and page from the URL.
 */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../graphql/graphql.ts';
import { useSessionPolicy } from '../graphql/session-policy.ts';
import { listingFilter } from './filter-mapping.ts';
import {
  LISTING_PRODUCTS_FRAGMENT,
  PRODUCT_LISTING_QUERY,
  type ProductFilterInput,
  type ProductListingVariables,
} from './listing-fragment.ts';
import { toSortInput } from './listing-location.ts';
import { useListingLocation } from './use-listing-location.ts';
import { usePageLoading } from './use-page-loading.ts';
import { usePageSize } from './use-page-size.ts';

export interface UseProductListingOptions {
  /** What the page itself is (brand, gender); the URL's filters are added. */
  filter: ProductFilterInput;
  search?: string | null;
  /** Nothing to ask (e.g. an empty search). */
  pause?: boolean;
}

export function useProductListing({ filter, search = null, pause = false }: UseProductListingOptions) {
  const state = useListingLocation();
  const pageSize = usePageSize();
  const variables: ProductListingVariables = useMemo(
    () => ({
      search: search || null,
      filter: listingFilter(filter, state.filters),
      sort: toSortInput(state.sort),
      pageSize,
      currentPage: state.page,
    }),
    [filter, search, state.filters, state.sort, state.page, pageSize],
  );
  const requestPolicy = useSessionPolicy(`getProductListing:${JSON.stringify(variables)}`);
  const [result] = useQuery({ query: PRODUCT_LISTING_QUERY, variables, pause, requestPolicy });
  const products = result.data?.products
    ? readFragment(LISTING_PRODUCTS_FRAGMENT, result.data.products)
    : null;
  const fetching = result.fetching;
  usePageLoading(fetching && !result.data);
  return {
    state,
    products,
    suggestions: (result.data?.products?.suggestions ?? []).flatMap((s) => (s?.search ? [s.search] : [])),
    fetching,
    error: result.data ? null : (result.error ?? null),
  };
}
