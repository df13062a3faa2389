/**
 * The cart lifecycle of spec §4, framework-free (the hooks in use-cart.ts bind it to the app's client and
 * store): a cart id created when there is none and kept (the persisted store writes it to storage under
 * `cartId`), the details fetched after each add, update and remove, and the invalid-cart recovery: a
 * signed-in shopper is signed out, a guest's cart cleared, the cart's data forgotten, a new cart made, the
 * details fetched again and the add or update tried once more.
 *
 * Mutations go through the app's GraphQL transport, which sends them one at a time (mutation-queue.ts)
 * and drops the out-of-stock errors with their items (out-of-stock.ts) before they get here.
 */
import type { Client, CombinedError } from '@urql/core';
import { trackAddToCart, trackRemoveFromCart, type AnalyticsProduct } from '../analytics/analytics.ts';
import type { AppStore } from '../state/app-store.tsx';
import { cartActions, type CartRequest } from '../state/cart-state.ts';
import { checkoutActions } from '../state/checkout-state.ts';
import { userActions } from '../state/user-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { readFragment } from '../graphql/graphql.ts';
import {
  ADD_ITEM,
  APPLY_COUPON,
  CART_DETAILS_FRAGMENT,
  CREATE_CART,
  GET_CART_DETAILS,
  REMOVE_COUPON,
  REMOVE_ITEM,
  UPDATE_ITEM,
} from './cart-documents.ts';
import {
  CartError,
  cartErrorMessage,
  isInvalidCartError,
  isInvalidCartMessage,
  UNABLE_TO_CREATE_CART,
} from './cart-errors.ts';
import type { AddItemRequest, CartDetails, CartItemInput } from './cart-types.ts';
import type { CartLine } from './cart-view.ts';

/** What an action ended with: ok, or the message to show (null when there is nothing to say, e.g. offline). */
export type CartOutcome = { ok: true } | { ok: false; message: string | null; error: unknown };

const OK: CartOutcome = { ok: true };

export interface CartService {
  /** The cart id, creating a cart when there is none ('Unable to create cart' when that fails). */
  ensureCart(): Promise<string>;
  getCartDetails(): Promise<void>;
  addItem(request: AddItemRequest, analytics?: AnalyticsProduct): Promise<CartOutcome>;
  /** A configurable line is removed then added again with the new quantity; others are updated. */
  updateItem(
    line: Pick<CartLine, 'uid' | 'productSku' | 'isConfigurable' | 'selectedOptions'>,
    quantity: number,
  ): Promise<CartOutcome>;
  removeItem(uid: string, analytics?: AnalyticsProduct): Promise<CartOutcome>;
  applyCoupon(code: string): Promise<CartOutcome>;
  removeCoupon(): Promise<CartOutcome>;
  /** After an order: forget the cart and create a new one; failures are silently ignored (spec §8). */
  startNewCart(): Promise<void>;
}

export interface CartServiceDeps {
  client: Pick<Client, 'query' | 'mutation'>;
  store: AppStore;
}

/** The slice keeps the server's answer as given (cart-view.ts reads it back as CartDetails). */
const asSliceDetails = (details: CartDetails) => details as unknown as Record<string, unknown>;

function failed(error: unknown): CartOutcome {
  return { ok: false, message: cartErrorMessage(error), error };
}

export function createCartService({ client, store }: CartServiceDeps): CartService {
  const { dispatch } = store;
  const cartId = () => store.getState().cart.cartId;
  let creating: Promise<string> | null = null;
  /** The latest details request: an older answer arriving after a newer one is dropped. */
  let detailsAsked = 0;
  /** Removals on their way, by line: a second ask for the same line (two screens listening) joins it. */
  const removing = new Map<string, Promise<CartOutcome>>();

  async function createCart(): Promise<string> {
    dispatch(cartActions.request('getCart'));
    const result = await client.mutation(CREATE_CART, {}).toPromise();
    const id = result.data?.cartId;
    if (result.error || typeof id !== 'string' || id === '') {
      const error = new CartError(UNABLE_TO_CREATE_CART);
      dispatch(cartActions.receive('getCart', { error }));
      throw error;
    }
    dispatch(cartActions.receive('getCart', { cartId: id }));
    return id;
  }

  function ensureCart(): Promise<string> {
    const id = cartId();
    if (id) return Promise.resolve(id);
    // Two adds at once share one new cart.
    creating ??= createCart().finally(() => {
      creating = null;
    });
    return creating;
  }

  async function getCartDetails(): Promise<void> {
    const id = cartId();
    if (!id) return;
    const asked = ++detailsAsked;
    dispatch(cartActions.request('getDetails'));
    const result = await client
      .query(GET_CART_DETAILS, { cartId: id }, { requestPolicy: 'network-only' })
      .toPromise();
    // Stale: a newer request was sent meanwhile, or the cart changed (recovery, another tab).
    if (asked !== detailsAsked || cartId() !== id) return;
    const details = readFragment(CART_DETAILS_FRAGMENT, result.data?.cart);
    if (result.error || !details) {
      // A failed fetch resets the cart (spec §4); a network failure says nothing about the cart, so its id stays.
      const error = result.error ?? new CartError('Could not find a cart');
      dispatch(cartActions.receive('getDetails', { error }));
      if (result.error?.networkError) dispatch(cartActions.receive('getCart', { cartId: id }));
      return;
    }
    dispatch(cartActions.receive('getDetails', { details: asSliceDetails(details) }));
  }

  /** Spec §4 recovery, up to the new cart with its details. */
  async function recover(): Promise<void> {
    if (store.getState().user.isSignedIn) {
      // Signed out: the token and the customer's data go (the customer's wishlist with them).
      dispatch(userActions.clearToken());
      dispatch(wishlistActions.setList([]));
    }
    // The cart's data lives in this slice (cart queries are never kept by urql's cache nor persisted),
    // and the saved checkout steps belong to the lost cart.
    dispatch(cartActions.reset());
    dispatch(checkoutActions.reset());
    await ensureCart();
    await getCartDetails();
  }

  /** One cart mutation with the request flags, the recovery and a single retry; details fetched after. */
  async function run(
    request: CartRequest,
    send: (id: string) => Promise<{ error?: CombinedError | null; userError?: string | null }>,
    retry: 'again' | 'none',
  ): Promise<CartOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      dispatch(cartActions.request(request));
      let outcome: { error?: CombinedError | null; userError?: string | null };
      try {
        outcome = await send(await ensureCart());
      } catch (error) {
        dispatch(cartActions.receive(request, { error }));
        return failed(error);
      }
      const invalid = isInvalidCartError(outcome.error) || isInvalidCartMessage(outcome.userError);
      if (invalid && attempt === 0) {
        try {
          await recover();
        } catch (error) {
          dispatch(cartActions.receive(request, { error }));
          return failed(error);
        }
        if (retry === 'again') continue;
        dispatch(cartActions.receive(request));
        return OK;
      }
      const error = outcome.error ?? (outcome.userError ? outcome.userError : null);
      if (error) {
        dispatch(cartActions.receive(request, { error }));
        // A partly applied change (e.g. a configurable line removed but not added back) shows as it is.
        if (!outcome.error?.networkError) await getCartDetails();
        return failed(error);
      }
      dispatch(cartActions.receive(request));
      await getCartDetails();
      return OK;
    }
  }

  async function add(id: string, request: AddItemRequest) {
    const item: CartItemInput = { sku: request.sku, quantity: request.quantity };
    if (request.parentSku) item.parent_sku = request.parentSku;
    if (request.selectedOptions?.length) item.selected_options = [...request.selectedOptions];
    const result = await client.mutation(ADD_ITEM, { cartId: id, cartItems: [item] }).toPromise();
    const userErrors = result.data?.addProductsToCart?.user_errors ?? [];
    return { error: result.error, userError: userErrors[0]?.message ?? null };
  }

  return {
    ensureCart,
    getCartDetails,

    async addItem(request, analytics) {
      const outcome = await run('addItem', (id) => add(id, request), 'again');
      if (outcome.ok && analytics) trackAddToCart(analytics);
      return outcome;
    },

    updateItem(line, quantity) {
      let sentOnce = false;
      return run(
        'updateItem',
        async (id) => {
          const readd = { sku: line.productSku, quantity, selectedOptions: line.selectedOptions };
          // Retried on a new cart the old line is not there: the retry puts it there with the new quantity.
          if (sentOnce) return add(id, readd);
          sentOnce = true;
          if (!line.isConfigurable) {
            const result = await client
              .mutation(UPDATE_ITEM, { cartId: id, itemId: line.uid, quantity })
              .toPromise();
            return { error: result.error };
          }
          const removed = await client.mutation(REMOVE_ITEM, { cartId: id, itemId: line.uid }).toPromise();
          if (removed.error) return { error: removed.error };
          return add(id, readd);
        },
        'again',
      );
    },

    removeItem(uid, analytics) {
      const pending = removing.get(uid);
      if (pending) return pending;
      const removal = run(
        'removeItem',
        async (id) => ({
          error: (await client.mutation(REMOVE_ITEM, { cartId: id, itemId: uid }).toPromise()).error,
        }),
        'none',
      ).then((outcome) => {
        if (outcome.ok && analytics) trackRemoveFromCart(analytics);
        return outcome;
      });
      removing.set(uid, removal);
      void removal.finally(() => removing.delete(uid));
      return removal;
    },

    async applyCoupon(code) {
      const id = cartId();
      if (!id) return failed(new CartError('Missing required information: cartId'));
      const result = await client.mutation(APPLY_COUPON, { cartId: id, couponCode: code }).toPromise();
      const cart = readFragment(CART_DETAILS_FRAGMENT, result.data?.applyCouponToCart?.cart);
      if (result.error || !cart) return failed(result.error);
      dispatch(cartActions.receive('getDetails', { details: asSliceDetails(cart) }));
      return OK;
    },

    async removeCoupon() {
      const id = cartId();
      if (!id) return failed(new CartError('Missing required information: cartId'));
      const result = await client.mutation(REMOVE_COUPON, { cartId: id }).toPromise();
      const cart = readFragment(CART_DETAILS_FRAGMENT, result.data?.removeCouponFromCart?.cart);
      if (result.error || !cart) return failed(result.error);
      dispatch(cartActions.receive('getDetails', { details: asSliceDetails(cart) }));
      return OK;
    },

    async startNewCart() {
      dispatch(cartActions.reset());
      try {
        await ensureCart();
        await getCartDetails();
      } catch {
        // Spec §8: failing to create a new cart after an order is silently ignored; the next add tries again.
      }
    },
  };
}
