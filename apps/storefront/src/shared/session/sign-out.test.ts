import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubClient, type SentOperation } from '../../testing/harness.tsx';
import {
  configureAnalytics,
  resetAnalytics,
  setAnalyticsUser,
  trackPageView,
  type DataLayerEntry,
} from '../analytics/analytics.ts';
import { cartFixture } from '../cart/cart-fixtures.ts';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { createPersistedAppStore, CHECKOUT_STORAGE_KEYS } from '../state/persisted-slices.ts';
import { cartActions } from '../state/cart-state.ts';
import { checkoutActions } from '../state/checkout-state.ts';
import { userActions } from '../state/user-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { signOut } from './sign-out.ts';

let dataLayer: DataLayerEntry[];
beforeEach(() => {
  dataLayer = [];
  const host = { dataLayer };
  resetAnalytics(() => host);
  configureAnalytics({ enabled: true });
});
afterEach(() => resetAnalytics());

const NOW = 5_000_000;

/** A signed-in shopper with a cart, checkout steps, a wishlist and a cache id, all in (memory) storage. */
function signedInShopper(revoke: unknown = { revokeCustomerToken: { result: true } }) {
  const sent: SentOperation[] = [];
  const client = stubClient(
    {
      RevokeCustomerToken: revoke,
      EvictCachedData: { __typename: 'Mutation' },
      createCart: { cartId: 'guest-cart-2' },
      GetCartDetails: (v: Record<string, unknown>) => ({ cart: cartFixture(String(v.cartId), []) }),
    },
    sent,
  );
  const storage = createBrowserStorage({ storage: createMemoryStorage(), now: () => NOW });
  const store = createPersistedAppStore(storage);
  store.dispatch(userActions.setToken('customer-token', 3600, NOW - 1000));
  store.dispatch(userActions.getDetailsReceive({ email: 'o@k.ua', firstname: 'Olena', lastname: 'Koval' }));
  store.dispatch(cartActions.receive('getCart', { cartId: 'customer-cart' }));
  store.dispatch(cartActions.receive('getDetails', { details: cartFixture('customer-cart') as never }));
  store.dispatch(checkoutActions.accept('shippingAddress', { city: 'Київ', street: ['Хрещатик 1'] }));
  store.dispatch(checkoutActions.accept('shippingMethod', { code: 'novaposhta_warehouse', title: 'NP' }));
  store.dispatch(wishlistActions.setList([{ id: '1', sku: 'BAG' }]));
  storage.setItem(STORAGE_KEYS.cacheId, 'customer-cache-id');
  setAnalyticsUser('customer-cart');
  return { sent, client, storage, store, deps: { client, store, storage, now: () => NOW } };
}

describe('sign-out', () => {
  it('revokes the token first, then clears token, user, checkout storage, cached data, and starts a guest cart', async () => {
    const { sent, client, storage, store, deps } = signedInShopper();
    expect(storage.getItem(STORAGE_KEYS.signinToken)).toBe('customer-token');
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toBeTruthy();
    await signOut(deps);
    expect(sent.map((o) => o.name)).toEqual([
      'RevokeCustomerToken',
      'EvictCachedData',
      'createCart',
      'GetCartDetails',
    ]);
    const state = store.getState();
    expect(state.user).toMatchObject({ token: null, isSignedIn: false, currentUser: null });
    expect(state.checkout.shippingAddress).toBeNull();
    expect(state.checkout.shippingMethod).toBeNull();
    expect(state.wishlist.items).toEqual([]);
    expect(state.cart.cartId).toBe('guest-cart-2');
    expect(state.cart.details.id).toBe('guest-cart-2');
    for (const key of [
      STORAGE_KEYS.signinToken,
      STORAGE_KEYS.cacheId,
      CHECKOUT_STORAGE_KEYS.shippingAddress,
      CHECKOUT_STORAGE_KEYS.shippingMethod,
    ])
      expect(storage.getItem(key), key).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.cartId)).toBe('guest-cart-2');
    const evict = (client as ReturnType<typeof stubClient>).operations.find((o) => o.context.localOnly);
    expect(evict?.context.additionalTypenames).toEqual(['Customer', 'Wishlist', 'DynamicBlocks', 'Cart']);
    trackPageView({ path: '/' });
    expect(dataLayer.at(-1)?.user_id).toBeUndefined();
  });

  it('ignores a failed revocation and still signs out', async () => {
    for (const failure of [
      { error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' } },
      new Error('Failed to fetch'),
    ]) {
      const { store, deps } = signedInShopper(failure);
      await signOut(deps);
      expect(store.getState().user.isSignedIn).toBe(false);
      expect(store.getState().cart.cartId).toBe('guest-cart-2');
    }
  });

  it('does not ask to revoke an expired token', async () => {
    const { sent, store, deps } = signedInShopper();
    await signOut({ ...deps, now: () => NOW + 3600_000 });
    expect(sent.map((o) => o.name)).not.toContain('RevokeCustomerToken');
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('still signs out when no new cart can be made', async () => {
    const { store, deps, client } = signedInShopper();
    void client;
    const failing = stubClient({
      RevokeCustomerToken: { revokeCustomerToken: { result: true } },
      EvictCachedData: {},
      createCart: { error: { message: 'Boom', category: 'graphql' } },
    });
    await signOut({ ...deps, client: failing });
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(store.getState().cart.cartId).toBeNull();
  });
});
