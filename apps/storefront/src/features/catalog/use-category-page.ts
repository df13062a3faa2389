/**
 * The category page's logic: one getCategoryListing query (the category and its products with
 * the URL's filters, sort and page), the catalog state of its children, head tags, breadcrumbs,
 * the page loading flag and the category view event.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useAnalytics } from '../../shared/analytics/use-analytics.ts';
import { trackCategoryView } from '../../shared/analytics/analytics.ts';
import { sortCategoryChildren } from '../../shared/catalog/category-tree.ts';
import { readFragment } from '../../shared/graphql/graphql.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';
import type { Crumb } from '../../shared/listing/Breadcrumbs.tsx';
import { listingFilter } from '../../shared/listing/filter-mapping.ts';
import { LISTING_PRODUCTS_FRAGMENT } from '../../shared/listing/listing-fragment.ts';
import { toSortInput } from '../../shared/listing/listing-location.ts';
import { useListingLocation } from '../../shared/listing/use-listing-location.ts';
import { usePageLoading } from '../../shared/listing/use-page-loading.ts';
import { usePageSize } from '../../shared/listing/use-page-size.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';
import { catalogActions, childCategories, needsChildren } from '../../shared/state/catalog-state.ts';
import { useAppStoreApi } from '../../shared/state/app-store.tsx';
import { CATEGORY_LISTING_QUERY, type CategoryListingVariables } from './category-listing.ts';
import { isMissingPageError, listingHead } from './listing-head.ts';

export interface Subcategory {
  uid: string;
  name: string;
  href: string;
}

const categoryHref = (urlPath: string | null | undefined, suffix: string) =>
  `/${(urlPath ?? '').replace(/^\/+/, '')}${suffix}`;

/**
 * How category addresses end: the suffix the current address actually uses after the
 * category's url_path (the truth for this store), else the url_suffix the API reports.
 */
export function categorySuffix(
  basePath: string,
  urlPath: string | null | undefined,
  apiSuffix: string | null | undefined,
) {
  const own = `/${(urlPath ?? '').replace(/^\/+/, '')}`;
  if (urlPath && basePath.startsWith(own)) {
    const rest = basePath.slice(own.length);
    if (!rest.includes('/')) return rest;
  }
  return apiSuffix ?? '';
}

export function useCategoryPage(uid: string) {
  const t = useT();
  const state = useListingLocation();
  const pageSize = usePageSize();
  const variables: CategoryListingVariables = useMemo(
    () => ({
      uid,
      filter: listingFilter({ category_uid: { eq: uid } }, state.filters),
      sort: toSortInput(state.sort),
      pageSize,
      currentPage: state.page,
    }),
    [uid, state.filters, state.sort, state.page, pageSize],
  );
  const requestPolicy = useSessionPolicy(`getCategoryListing:${JSON.stringify(variables)}`);
  const [result] = useQuery({ query: CATEGORY_LISTING_QUERY, variables, requestPolicy });
  const { data, fetching, error } = result;
  usePageLoading(fetching && !data);

  const category = data?.categories?.items?.find((item) => item?.uid === uid) ?? null;
  const products = data?.products ? readFragment(LISTING_PRODUCTS_FRAGMENT, data.products) : null;

  // Catalog state: the category's children, sorted by position then uid, taken in once. The page
  // reads the store without subscribing: a category's entry never changes once taken in, and the
  // first render sorts the same children itself, so taking them in must not render the whole
  // listing again (synchronously, in the middle of hydration, as a store update would).
  const store = useAppStoreApi();
  useEffect(() => {
    if (!category || !needsChildren(store.getState().catalog, uid)) return;
    const children = (category.children ?? []).flatMap((child) => (child ? [child] : []));
    store.dispatch(catalogActions.receiveChildren(category, children));
  }, [category, store, uid]);
  const suffix = categorySuffix(state.basePath, category?.url_path, category?.url_suffix);
  const subcategories: Subcategory[] = useMemo(() => {
    const taken = store.getState().catalog;
    const stored = needsChildren(taken, uid)
      ? sortCategoryChildren((category?.children ?? []).flatMap((child) => (child ? [child] : [])))
      : childCategories(taken, uid);
    return stored.map((child) => ({
      uid: child.uid,
      name: String(child.name ?? ''),
      href: categoryHref(child.url_path as string | null | undefined, suffix),
    }));
  }, [store, uid, category, suffix]);

  const breadcrumbs: Crumb[] = useMemo(() => {
    if (!category) return [];
    const trail = [...(category.breadcrumbs ?? [])]
      .flatMap((crumb) => (crumb ? [crumb] : []))
      .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
      .map((crumb) => ({
        label: crumb.category_name ?? '',
        href: categoryHref(crumb.category_url_path, suffix),
      }));
    return [...trail, { label: category.name ?? '' }];
  }, [category, suffix]);

  // Category view, once per category.
  useAnalytics();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!category || !products || viewed.current === uid) return;
    viewed.current = uid;
    const items = (products.items ?? []).flatMap((item) =>
      item ? [readFragment(PRODUCT_CARD_FRAGMENT, item)] : [],
    );
    trackCategoryView({ uid, name: category.name }, items);
  }, [category, products, uid]);

  const head = listingHead(state);
  const missingPage = !fetching && isMissingPageError(error);
  return {
    state,
    category,
    products,
    fetching,
    subcategories,
    breadcrumbs,
    head: {
      ...head,
      title: category?.name ?? '',
      description: category?.meta_description ?? null,
    },
    /** No such category, or a page past the last one: the 404 page. */
    notFound: missingPage || (!fetching && Boolean(data) && !category),
    failed: !fetching && !data && Boolean(error) && !missingPage,
    list: { id: uid, name: category?.name ?? '' },
    emptyText: t('category.empty', 'There are no products in this category.'),
  };
}
