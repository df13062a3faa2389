import { describe, expect, it } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { createAppStore } from './app-store.tsx';
import { cartActions } from './cart-state.ts';
import { checkoutActions } from './checkout-state.ts';
import { CHECKOUT_STORAGE_KEYS, createPersistedAppStore } from './persisted-slices.ts';
import { userActions } from './user-state.ts';

function setup(now = { ms: 1_000_000 }) {
  const backing = createMemoryStorage();
  const storage = createBrowserStorage({ storage: backing, now: () => now.ms });
  return { now, backing, storage };
}

describe('persisted slices', () => {
  it('writes the token with its ttl, the cart id and the checkout data, and reads them back', () => {
    const { storage } = setup();
    const store = createPersistedAppStore(storage);
    store.dispatch(userActions.setToken('tok', 3600, 1_000_000));
    store.dispatch(cartActions.receive('getCart', { cartId: 'cart-1' }));
    store.dispatch(checkoutActions.accept('shippingMethod', { code: 'np_np', title: 'NP' }));
    expect(storage.getRecord('signin_token')).toMatchObject({ value: 'tok', ttl: 3600 });
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingMethod)).toEqual({ code: 'np_np', title: 'NP' });

    const next = createPersistedAppStore(storage).getState();
    expect(next.user).toMatchObject({ isSignedIn: true, token: { value: 'tok', ttl: 3600 } });
    expect(next.cart.cartId).toBe('cart-1');
    expect(next.checkout).toMatchObject({ shippingMethod: 'np_np', shippingTitle: 'NP' });
  });

  it('reads an expired token as signed out, and removes what is cleared', () => {
    const { storage, now } = setup();
    const store = createPersistedAppStore(storage);
    store.dispatch(userActions.setToken('tok', 3600, now.ms));
    store.dispatch(cartActions.receive('getCart', { cartId: 'cart-1' }));
    store.dispatch(cartActions.reset());
    expect(storage.getItem('cartId')).toBeUndefined();
    now.ms += 3_600_001;
    expect(createPersistedAppStore(storage).getState().user).toMatchObject({
      isSignedIn: false,
      token: null,
    });
  });

  it('writes the cart hint on start and whenever holding a cart or a token changes, not otherwise', () => {
    const { storage } = setup();
    const hints: boolean[] = [];
    const store = createPersistedAppStore(storage, {}, (holds) => hints.push(holds));
    expect(hints).toEqual([false]);
    store.dispatch(cartActions.receive('getCart', { cartId: 'cart-1' }));
    store.dispatch(checkoutActions.accept('shippingMethod', { code: 'np_np', title: 'NP' }));
    store.dispatch(userActions.setToken('tok', 3600, 1_000_000));
    expect(hints).toEqual([false, true]);
    store.dispatch(cartActions.reset());
    expect(hints).toEqual([false, true]);
    store.dispatch(userActions.clearToken());
    expect(hints).toEqual([false, true, false]);
    createPersistedAppStore(storage, {}, (holds) => hints.push(holds));
    expect(hints).toEqual([false, true, false, false]);
  });

  it('keeps nothing without storage (the server)', () => {
    const state = createAppStore().getState();
    expect(state.user.token).toBeNull();
    expect(state.cart.cartId).toBeNull();
  });
});
