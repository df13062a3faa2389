/**
 * The product page's logic: the getProductDetail query (cache-and-network), the missing-product
 * rule, the page loading flag, the product slice (item and images), the product view event and
 * the head tags.
 */
import { useContext, useEffect, useMemo, useRef, useEffectEvent } from 'react';
import { useQuery } from 'urql';
import { useSetHttpStatus } from '../../shared/page/http-status.tsx';
import { useAppStoreApi, useDispatch } from '../../shared/state/app-store.tsx';
import { trackProductView } from '../../shared/analytics/analytics.ts';
import { useAnalytics } from '../../shared/analytics/use-analytics.ts';
import { FETCH_POLICIES } from '../../shared/graphql/fetch-policies.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';
import { appActions } from '../../shared/state/app-state.ts';
import { productActions } from '../../shared/state/product-state.ts';
import { InsideMissingProductLookup } from './missing-product.ts';
import {
  findProductByUrlKey,
  galleryImages,
  productBreadcrumbs,
  productHead,
  type Crumb,
  type GalleryImage,
} from './product-detail.ts';
import { PRODUCT_DETAIL_QUERY, type ProductDetail } from './product-detail-query.ts';

export type ProductPageState =
  | { kind: 'loading' }
  | { kind: 'error' }
  /** No item's url_key matches: the route lookup decides (redirect or 404). */
  | { kind: 'missing' }
  /** Missing again after the route lookup sent us here: 404. */
  | { kind: 'not-found' }
  | {
      kind: 'ready';
      product: ProductDetail;
      images: GalleryImage[];
      head: ReturnType<typeof productHead>;
      crumbs: Crumb[];
    };

export function useProductPage(urlKey: string): ProductPageState {
  useAnalytics();
  const requestPolicy = useSessionPolicy(`getProductDetail:${urlKey}`, FETCH_POLICIES.getProductDetail);
  const [{ data, fetching, error }] = useQuery({
    query: PRODUCT_DETAIL_QUERY,
    variables: { urlKey },
    requestPolicy,
  });
  const insideLookup = useContext(InsideMissingProductLookup);
  const product = findProductByUrlKey(data?.products?.items, urlKey);
  const images = useMemo(
    () => (product ? galleryImages(product.media_gallery, product.small_image) : []),
    [product],
  );

  // The page loading flag: set while the detail data loads with nothing cached (spec section 2).
  const dispatch = useDispatch();
  const loadingWithoutData = fetching && !data;
  useEffect(() => {
    dispatch(appActions.setPageLoading(loadingWithoutData));
  }, [dispatch, loadingWithoutData]);
  useEffect(() => () => dispatch(appActions.setPageLoading(false)), [dispatch]);

  // The product slice: a new product (by uid) starts with fresh options; a refreshed result of
  // the same product (cache-and-network) keeps the shopper's choices.
  const store = useAppStoreApi();
  const uid = product?.uid ?? null;
  const takeProduct = useEffectEvent(() => {
    if (!product) return;
    const current = store.getState().product.item as { uid?: string } | null;
    if (current?.uid !== product.uid) dispatch(productActions.setItem(product));
  });
  useEffect(() => takeProduct(), [uid]);

  // The product view analytics event, once per product shown.
  const tracked = useRef<string | null>(null);
  const trackView = useEffectEvent(() => {
    if (!product || tracked.current === product.uid) return;
    tracked.current = product.uid;
    trackProductView(product);
  });
  useEffect(() => trackView(), [uid]);

  const setHttpStatus = useSetHttpStatus();
  if (product) {
    const crumbs = productBreadcrumbs(product.categories, product.name ?? '');
    return { kind: 'ready', product, images, head: productHead(product), crumbs };
  }
  if (data) {
    if (!insideLookup) return { kind: 'missing' };
    setHttpStatus(404);
    return { kind: 'not-found' };
  }
  if (error) {
    setHttpStatus(500);
    return { kind: 'error' };
  }
  return { kind: 'loading' };
}
