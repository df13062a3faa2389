/**
 * The wishlist's requests for the hearts (loaded on demand by the shell, never in the first load):
 * the signed-in load of the products kept, AddWishlistItem / RemoveWishlistItem by sku, and the heart
 * a shopper tapped before signing in.
 */
import type { Client } from 'urql';
import type { AppStore } from '../../shared/state/app-store.tsx';
import { takePendingWishlistSku } from '../../shared/state/wishlist-pending.ts';
import { wishlistActions, type WishlistItem } from '../../shared/state/wishlist-state.ts';
import { toggleWishlistItem, type WishlistMutationResult } from '../../shared/state/wishlist-toggle.ts';
import { ADD_WISHLIST_ITEM, GET_WISHLIST, REMOVE_WISHLIST_ITEM } from './wishlist-documents.ts';

export type WishlistClient = Pick<Client, 'query' | 'mutation'>;

/** Every product kept, as the slice's items (id: the product's uid, sku). */
export async function fetchWishlistProducts(client: WishlistClient): Promise<WishlistItem[]> {
  const answer = await client.query(GET_WISHLIST, {}, { requestPolicy: 'network-only' }).toPromise();
  if (answer.error) throw answer.error;
  return (answer.data?.wishlist?.products ?? []).map((p) => ({ id: p.uid, sku: p.sku ?? '' }));
}

/** The spec's load: signed in only; the list is set whole (page 1), a failure is stored as the error. */
export async function loadWishlist(client: WishlistClient, store: Pick<AppStore, 'dispatch'>): Promise<void> {
  store.dispatch(wishlistActions.setLoading(true));
  try {
    store.dispatch(wishlistActions.setList(await fetchWishlistProducts(client), 1));
  } catch (error) {
    store.dispatch(wishlistActions.setError(error));
  }
}

/** Magento's user_errors list may hold nulls: only the errors count. */
function resultOf(
  answer: { user_errors: ReadonlyArray<{ message: string; code: string } | null> } | null | undefined,
): WishlistMutationResult | null {
  return answer ? { user_errors: answer.user_errors.filter((e) => e !== null) } : null;
}

export async function addWishlistItem(
  client: WishlistClient,
  sku: string,
): Promise<WishlistMutationResult | null> {
  const answer = await client.mutation(ADD_WISHLIST_ITEM, { sku }).toPromise();
  if (answer.error) throw answer.error;
  return resultOf(answer.data?.addWishlistItem);
}

export async function removeWishlistItem(
  client: WishlistClient,
  sku: string,
): Promise<WishlistMutationResult | null> {
  const answer = await client.mutation(REMOVE_WISHLIST_ITEM, { sku }).toPromise();
  if (answer.error) throw answer.error;
  return resultOf(answer.data?.removeWishlistItem);
}

/**
 * After sign-in (or on a signed-in page load): the products kept, then the heart tapped while signed
 * out, added the way a heart adds (optimistically, reverted with the failure toast).
 */
export async function syncWishlist(
  client: WishlistClient,
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  onError: (error: unknown) => void,
): Promise<void> {
  await loadWishlist(client, store);
  const pending = takePendingWishlistSku();
  if (!pending) return;
  const items = store.getState().wishlist.items;
  if (items.some((item) => item.sku === pending)) return;
  await toggleWishlistItem({
    sku: pending,
    isSignedIn: true,
    items,
    dispatch: store.dispatch,
    addItem: (sku) => addWishlistItem(client, sku),
    removeItem: (sku) => removeWishlistItem(client, sku),
    onError,
  });
}
