/**
 * Sign-in with cart merge (cart-account spec §4), in the spec's seven steps and order:
 *   1. store the token; 2. fetch a fresh cart id (the customer's cart); 3. merge the guest cart
 *   (source, when it holds items) into it (destination); 4. track the user by cart id; 5. clear
 *   cached customer, wishlist and dynamic-block data; 6. remove the old cart and create a new one
 *   (with the token, Magento's createEmptyCart answers the customer's cart); 7. reload the user's
 *   and the cart's details.
 * On any failure after the token is stored the token is cleared and the error rethrown (spec §8).
 *
 * Create account is createCustomerV2 followed by the same sign-in.
 */
import { setAnalyticsUser } from '../analytics/analytics.ts';
import { CART_DETAILS_FRAGMENT } from '../cart/cart-documents.ts';
import { cartServiceFor } from '../cart/use-cart.ts';
import { readFragment } from '../graphql/graphql.ts';
import { cartActions } from '../state/cart-state.ts';
import { userActions } from '../state/user-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { loadCustomerDetails } from './customer-details.ts';
import {
  CREATE_ACCOUNT,
  CREATE_CART_AFTER_SIGN_IN,
  GET_CART_DETAILS_AFTER_SIGN_IN,
  MERGE_CARTS_AFTER_SIGN_IN,
  SIGN_IN,
} from './session-documents.ts';
import {
  CUSTOMER_TYPENAMES,
  evictCachedData,
  fetchFresh,
  mutate,
  sessionErrorOf,
  type SessionDeps,
} from './session-client.ts';
import { tokenLifetimeSeconds } from './token-lifetime.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInOutcome {
  /** Items (sum of quantities) the customer's cart held from an earlier visit, now beside the guest's. */
  itemsFromEarlierVisit: number;
}

export interface NewAccount extends Credentials {
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
}

const quantityOf = (details: Readonly<Record<string, unknown>>): number => {
  const total = details.total_quantity;
  return typeof total === 'number' && Number.isFinite(total) ? total : 0;
};

/** The guest cart to merge: its id when it holds items (its details fetched first if the page has not). */
async function guestCartToMerge(deps: SessionDeps): Promise<{ id: string; quantity: number } | null> {
  const { store } = deps;
  const id = store.getState().cart.cartId;
  if (!id) return null;
  if (store.getState().cart.details.id !== id) {
    // A cart the page has not read yet; an unknown or closed one is reset by the cart service.
    await cartServiceFor(deps.client, store).getCartDetails();
  }
  const { cartId, details } = store.getState().cart;
  const quantity = quantityOf(details);
  return cartId === id && details.id === id && quantity > 0 ? { id, quantity } : null;
}

export async function signIn(deps: SessionDeps, credentials: Credentials): Promise<SignInOutcome> {
  const guest = await guestCartToMerge(deps);
  const [answer, ttl] = await Promise.all([
    mutate(deps, SIGN_IN, { email: credentials.email, password: credentials.password }),
    tokenLifetimeSeconds(deps),
  ]);
  const token = answer.data?.generateCustomerToken?.token;
  if (answer.error || !token) throw sessionErrorOf(answer.error, 'Unable to sign in');
  return completeSignIn(deps, token, ttl, guest);
}

/**
 * Sign-in with a token another way handed out (social sign-in's callback, cart-account spec §4
 * "Social login"): the same seven steps from the token on, the guest cart merged.
 */
export async function signInWithToken(deps: SessionDeps, token: string): Promise<SignInOutcome> {
  const [guest, ttl] = await Promise.all([guestCartToMerge(deps), tokenLifetimeSeconds(deps)]);
  return completeSignIn(deps, token, ttl, guest);
}

/** Steps 1–7 once a token is in hand. */
async function completeSignIn(
  deps: SessionDeps,
  token: string,
  ttl: number,
  guest: { id: string; quantity: number } | null,
): Promise<SignInOutcome> {
  const { store } = deps;
  const { dispatch } = store;
  const now = deps.now ?? Date.now;
  try {
    // 1. The token: every request from here carries it.
    dispatch(userActions.setToken(token, ttl, now()));

    // 2. The customer's cart id, fresh from the server.
    const created = await mutate(deps, CREATE_CART_AFTER_SIGN_IN, {}, { requestPolicy: 'network-only' });
    const destination = created.data?.cartId;
    if (created.error || !destination) throw sessionErrorOf(created.error, 'Unable to create cart');

    // 3. The guest's lines join the customer's cart.
    let itemsFromEarlierVisit = 0;
    if (guest && guest.id !== destination) {
      const merged = await mutate(deps, MERGE_CARTS_AFTER_SIGN_IN, {
        sourceCartId: guest.id,
        destinationCartId: destination,
      });
      const mergedCart = readFragment(CART_DETAILS_FRAGMENT, merged.data?.mergeCarts);
      if (merged.error || !mergedCart) throw sessionErrorOf(merged.error, 'Unable to merge carts');
      itemsFromEarlierVisit = Math.max(0, quantityOf(mergedCart) - guest.quantity);
    }

    // 4. Analytics know the signed-in shopper by cart id (spec §6).
    setAnalyticsUser(destination);

    // 5. Nothing cached from before the sign-in is shown as the customer's.
    dispatch(wishlistActions.setList([]));
    await evictCachedData(deps, CUSTOMER_TYPENAMES);

    // 6. The old cart goes; the new one (the customer's) is made through the cart service.
    dispatch(cartActions.reset());
    // Marked as loading from here, so the shell's cart sync does not fetch them a second time.
    dispatch(cartActions.request('getDetails'));
    const cartId = await cartServiceFor(deps.client, store).ensureCart();

    // 7. The user's and the cart's details.
    await loadCustomerDetails(deps);
    await loadCartDetailsAfterSignIn(deps, cartId);
    return { itemsFromEarlierVisit };
  } catch (error) {
    dispatch(userActions.clearToken());
    // The customer's cart is out of reach without the token: a details request left open ends here.
    if (store.getState().cart.loading.getDetails) dispatch(cartActions.receive('getDetails', { error }));
    throw error;
  }
}

async function loadCartDetailsAfterSignIn(deps: SessionDeps, cartId: string): Promise<void> {
  const { dispatch } = deps.store;
  dispatch(cartActions.request('getDetails'));
  const result = await fetchFresh(deps, GET_CART_DETAILS_AFTER_SIGN_IN, { cartId });
  const cart = readFragment(CART_DETAILS_FRAGMENT, result.data?.cart);
  if (result.error || !cart) {
    const error = sessionErrorOf(result.error, 'Could not find a cart');
    dispatch(cartActions.receive('getDetails', { error }));
    throw error;
  }
  dispatch(cartActions.receive('getDetails', { details: cart }));
}

/** createCustomerV2, then signed in with the same e-mail and password (and the cart merged). */
export async function createAccount(deps: SessionDeps, account: NewAccount): Promise<SignInOutcome> {
  const created = await mutate(deps, CREATE_ACCOUNT, {
    input: {
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      password: account.password,
      is_subscribed: account.is_subscribed ?? false,
    },
  });
  if (created.error || !created.data?.createCustomerV2?.customer)
    throw sessionErrorOf(created.error, 'Unable to create the account');
  return signIn(deps, account);
}
