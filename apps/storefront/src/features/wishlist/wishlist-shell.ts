/** What the shell's WishlistRoot calls, loaded on demand: the hearts' mutations, the failure toast, the sync. */
import type { AppStore } from '../../shared/state/app-store.tsx';
import { wishlistFailureToast } from '../../shared/toasts/standard-toasts.ts';
import type { ToastsApi } from '../../shared/toasts/toasts-context.tsx';
import { addWishlistItem, removeWishlistItem, syncWishlist, type WishlistClient } from './wishlist-client.ts';

export interface ShellDeps {
  client: WishlistClient;
  store: Pick<AppStore, 'dispatch' | 'getState'>;
  toasts: Pick<ToastsApi, 'addToast'>;
  t: (id: string, defaultMessage: string) => string;
}

export const addItem = (deps: ShellDeps, sku: string) => addWishlistItem(deps.client, sku);
export const removeItem = (deps: ShellDeps, sku: string) => removeWishlistItem(deps.client, sku);

/** The spec's toast: 'Something went wrong adding the Product to your wishlist.', 5 s. */
export function showFailure(deps: ShellDeps): void {
  deps.toasts.addToast(wishlistFailureToast((m) => deps.t(m.id, m.defaultMessage)));
}

/** Once the signed-in customer is known: the products kept, then the heart tapped before sign-in. */
export const sync = (deps: ShellDeps) => syncWishlist(deps.client, deps.store, () => showFailure(deps));
