/**
 * Sign-out (cart-account spec §4): revoke the token if possible (errors ignored, spec §8), then clear
 * the token, the user state, the checkout storage, the cached cart and customer data (urql's cache
 * and the cache id), remove the cart and start a new guest one (failures ignored, as after an order).
 * Clearing the token also cancels the expiry timers (session-expiry.ts follows the token).
 */
import { setAnalyticsUser } from '../analytics/analytics.ts';
import { cartServiceFor } from '../cart/use-cart.ts';
import { forgetCacheId } from '../graphql/headers.ts';
import { createBrowserStorage, type BrowserStorage } from '../storage/browser-storage.ts';
import { checkoutActions } from '../state/checkout-state.ts';
import { tokenExpired, userActions } from '../state/user-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { REVOKE_CUSTOMER_TOKEN } from './session-documents.ts';
import {
  CART_TYPENAMES,
  CUSTOMER_TYPENAMES,
  evictCachedData,
  mutate,
  type SessionDeps,
} from './session-client.ts';

export interface SignOutDeps extends SessionDeps {
  /** Where the cache id is kept (the browser's storage by default). */
  storage?: BrowserStorage;
}

export async function signOut(deps: SignOutDeps): Promise<void> {
  const { store } = deps;
  const { dispatch } = store;
  const now = deps.now ?? Date.now;
  const token = store.getState().user.token;
  // An expired token is refused anyway: asking would only cost a request.
  if (token && !tokenExpired(token, now())) {
    try {
      await mutate(deps, REVOKE_CUSTOMER_TOKEN, {});
    } catch {
      // Spec §8: a failed revocation does not keep anyone signed in.
    }
  }
  dispatch(userActions.clearToken());
  forgetCacheId(deps.storage ?? createBrowserStorage());
  setAnalyticsUser(null);
  dispatch(checkoutActions.reset());
  dispatch(wishlistActions.setList([]));
  try {
    await evictCachedData(deps, [...CUSTOMER_TYPENAMES, ...CART_TYPENAMES]);
  } catch {
    // The cache only holds answers that are asked again anyway (personal queries are network-only).
  }
  // Removes the customer's cart from the page and makes a guest one; failures are ignored.
  await cartServiceFor(deps.client, store).startNewCart();
}
