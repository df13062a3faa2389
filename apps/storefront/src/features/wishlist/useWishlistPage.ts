/**
 * The wishlist page's logic: its items a page at a time (page 1 replaces the list, later pages are
 * appended: the wishlist slice's rule, spec §4), remove, and move to cart (added through the cart's
 * own flow, then removed from the wishlist; a product kept without its size opens the product page
 * to choose one). After a change the hearts are reloaded, so cards elsewhere agree.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { readFragment } from '../../shared/graphql/graphql.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';
import { useAppStoreApi } from '../../shared/state/app-store.tsx';
import {
  initialWishlistState,
  wishlistActions,
  wishlistReducer,
  type WishlistItem,
} from '../../shared/state/wishlist-state.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { wishlistFailureToast } from '../../shared/toasts/standard-toasts.ts';
import { TOAST_TIMEOUT_DEFAULT } from '../../shared/toasts/toast-model.ts';
import { useToasts } from '../../shared/toasts/toasts-context.tsx';
import { loadWishlist } from './wishlist-client.ts';
import { REMOVE_WISHLIST_ITEMS, WISHLIST_ITEMS, type WishlistPageItem } from './wishlist-documents.ts';

/** Items per page of the wishlist page. */
export const WISHLIST_PAGE_SIZE = 12;

export interface WishlistEntry extends WishlistItem {
  item: WishlistPageItem;
}

/** A configurable kept without its size cannot be bought from the list: its page asks for one. */
export function needsSize(item: WishlistPageItem): boolean {
  const product = readFragment(PRODUCT_CARD_FRAGMENT, item.product);
  return (
    product?.__typename === 'ConfigurableProduct' &&
    !('configured_variant' in item && item.configured_variant)
  );
}

/** The kept size's label ("M", "38"), if any. */
export function keptSize(item: WishlistPageItem): string | null {
  if (!('configurable_options' in item)) return null;
  return item.configurable_options?.[0]?.value_label ?? null;
}

export function productHref(item: WishlistPageItem): string {
  const product = readFragment(PRODUCT_CARD_FRAGMENT, item.product);
  return `/${product?.url_key ?? ''}${product?.url_suffix ?? ''}`;
}

const toEntry = (item: WishlistPageItem): WishlistEntry => ({
  id: item.id,
  sku: readFragment(PRODUCT_CARD_FRAGMENT, item.product)?.sku ?? '',
  item,
});

export function useWishlistPage() {
  const client = useClient();
  const store = useAppStoreApi();
  const toasts = useToasts();
  const t = useT();
  const [, navigate] = useLocation();
  // Loading from the start: the first page is asked for at once.
  const [list, dispatch] = useReducer(wishlistReducer, { ...initialWishlistState, loading: true });
  const [wishlistId, setWishlistId] = useState<string | null>(null);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(0);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const loadingPage = useRef(false);

  const fetchPage = useCallback(
    (next: number) =>
      client
        .query(
          WISHLIST_ITEMS,
          { currentPage: next, pageSize: WISHLIST_PAGE_SIZE },
          { requestPolicy: 'network-only' },
        )
        .toPromise(),
    [client],
  );

  const applyPage = useCallback((next: number, answer: Awaited<ReturnType<typeof fetchPage>>) => {
    const wishlist = answer.data?.customer?.wishlists?.[0];
    if (answer.error || !wishlist) {
      dispatch(wishlistActions.setError(answer.error ?? new Error('No wishlist')));
      return;
    }
    const items = (wishlist.items_v2?.items ?? []).filter((i) => i !== null).map(toEntry);
    setWishlistId(wishlist.id == null ? null : String(wishlist.id));
    setCount(wishlist.items_count ?? 0);
    setTotalPages(wishlist.items_v2?.page_info?.total_pages ?? 0);
    setPage(next);
    dispatch(wishlistActions.setList(items, next));
  }, []);

  /** A page asked for by the shopper ("Show more", "Try again"); one at a time. */
  const loadPage = useCallback(
    async (next: number) => {
      if (loadingPage.current) return;
      loadingPage.current = true;
      dispatch(wishlistActions.setLoading(true));
      try {
        applyPage(next, await fetchPage(next));
      } finally {
        loadingPage.current = false;
      }
    },
    [fetchPage, applyPage],
  );

  useEffect(() => {
    let live = true;
    void fetchPage(1).then((answer) => {
      if (live) applyPage(1, answer);
    });
    return () => {
      live = false;
    };
  }, [fetchPage, applyPage]);

  const refreshHearts = useCallback(() => void loadWishlist(client, store), [client, store]);

  const removeEntry = useCallback(
    async (entry: WishlistEntry): Promise<boolean> => {
      if (!wishlistId) return false;
      const answer = await client
        .mutation(REMOVE_WISHLIST_ITEMS, { wishlistId, ids: [entry.id] })
        .toPromise();
      const problem = answer.error ?? answer.data?.removeProductsFromWishlist?.user_errors?.[0];
      if (problem || !answer.data?.removeProductsFromWishlist) {
        toasts.addToast(wishlistFailureToast((m) => t(m.id, m.defaultMessage)));
        return false;
      }
      dispatch(wishlistActions.removeItem(entry.id));
      setCount((c) => Math.max(0, c - 1));
      refreshHearts();
      return true;
    },
    [client, wishlistId, toasts, t, refreshHearts],
  );

  const withBusy = useCallback(async (id: string, work: () => Promise<void>) => {
    setBusy((b) => ({ ...b, [id]: true }));
    setProblems((p) => ({ ...p, [id]: null }));
    try {
      await work();
    } finally {
      setBusy((b) => ({ ...b, [id]: false }));
    }
  }, []);

  const remove = useCallback(
    (entry: WishlistEntry) =>
      withBusy(entry.id, async () => {
        await removeEntry(entry);
      }),
    [withBusy, removeEntry],
  );

  const moveToCart = useCallback(
    (entry: WishlistEntry) =>
      withBusy(entry.id, async () => {
        if (needsSize(entry.item)) {
          navigate(productHref(entry.item));
          return;
        }
        const valueUid =
          'configurable_options' in entry.item
            ? entry.item.configurable_options?.[0]?.configurable_product_option_value_uid
            : undefined;
        const { cartServiceFor } = await import('../../shared/cart/use-cart.ts');
        const outcome = await cartServiceFor(client, store).addItem({
          sku: entry.sku,
          quantity: 1,
          selectedOptions: valueUid ? [valueUid] : undefined,
        });
        if (!outcome.ok) {
          setProblems((p) => ({
            ...p,
            [entry.id]:
              outcome.message ??
              t('wishlistPage.moveFailed', 'This product could not be added to your cart.'),
          }));
          return;
        }
        if (await removeEntry(entry)) {
          toasts.addToast({
            type: 'success',
            message: t('wishlistPage.moved', 'The product is in your cart.'),
            timeout: TOAST_TIMEOUT_DEFAULT,
          });
        }
      }),
    [withBusy, navigate, client, store, removeEntry, toasts, t],
  );

  const entries = list.items as readonly WishlistEntry[];
  return {
    entries,
    count,
    loading: list.loading,
    error: list.error,
    hasMore: page > 0 && page < totalPages,
    showMore: () => loadPage(page + 1),
    retry: () => loadPage(page === 0 ? 1 : page + 1),
    busy,
    problems,
    remove,
    moveToCart,
  };
}
