/**
 * Logic of Products: the cards of the listed SKUs (in the content's order, missing ones
 * skipped) and the carousel's paging by scroll position.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../shared/graphql/graphql.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../../shared/product-card/product-card-fragment.ts';
import { useSessionPolicy } from '../../../shared/graphql/session-policy.ts';
import type { ProductsNode } from './types.ts';

export const PAGE_BUILDER_PRODUCTS = graphql(
  `
    query GetPageBuilderProducts($skus: [String], $pageSize: Int!) {
      products(filter: { sku: { in: $skus } }, pageSize: $pageSize, currentPage: 1) {
        items {
          uid
          sku
          ...ProductCard
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
);

/** Most SKUs a product list asks for. */
export const MAX_PRODUCTS = 40;

/** Items in the order of `skus`; SKUs the catalogue does not return are skipped. */
export function orderBySkus<T extends { sku?: string | null }>(
  items: readonly (T | null | undefined)[],
  skus: readonly string[],
): T[] {
  const bySku = new Map<string, T>();
  for (const item of items) if (item?.sku) bySku.set(item.sku, item);
  return skus.map((sku) => bySku.get(sku)).filter((item): item is T => item !== undefined);
}

export function useProducts(node: ProductsNode) {
  const skus = node.skus.slice(0, MAX_PRODUCTS);
  const key = skus.join(',');
  const requestPolicy = useSessionPolicy(`GetPageBuilderProducts:${key}`);
  const [{ data, fetching }] = useQuery({
    query: PAGE_BUILDER_PRODUCTS,
    variables: { skus, pageSize: Math.max(1, skus.length) },
    requestPolicy,
    pause: skus.length === 0,
  });
  const items = orderBySkus(data?.products?.items ?? [], skus);
  const state: 'loading' | 'ready' | 'empty' =
    skus.length === 0 ? 'empty' : !data && fetching ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  const trackRef = useRef<HTMLUListElement>(null);
  const [paging, setPaging] = useState({ page: 0, pages: 1 });
  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const pages = Math.max(1, Math.ceil((track.scrollWidth - 1) / track.clientWidth));
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    const page = atEnd ? pages - 1 : Math.round(track.scrollLeft / track.clientWidth);
    setPaging((p) => (p.page === page && p.pages === pages ? p : { page, pages }));
  }, []);
  useEffect(() => {
    // Measured in the next frame, once the browser has laid the page out anyway: measuring here
    // would force that layout inside the task that mounts (or hydrates) the whole page.
    const frame = window.requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [measure, items.length]);
  const goTo = useCallback((page: number) => {
    const track = trackRef.current;
    if (track) track.scrollTo({ left: page * track.clientWidth, behavior: 'smooth' });
  }, []);

  return {
    state,
    items,
    keys: items.map((item, i) => item.uid ?? String(i)),
    placeholders: Array.from({ length: Math.min(skus.length, 4) }, () => null),
    list: { id: `page-builder-${key.slice(0, 60)}`, name: 'Page Builder products' },
    trackRef,
    onScroll: measure,
    page: paging.page,
    pages: paging.pages,
    goTo,
    previous: () => goTo(Math.max(0, paging.page - 1)),
    next: () => goTo(Math.min(paging.pages - 1, paging.page + 1)),
  };
}
