// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import { renderInApp } from '../../testing/harness.tsx';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { createAppStore } from '../state/app-store.tsx';
import { userActions } from '../state/user-state.ts';
import { createPersistedAppStore, CHECKOUT_STORAGE_KEYS } from '../state/persisted-slices.ts';
import { SessionWatcher } from './SessionWatcher.tsx';

afterEach(cleanup);

const guestCartAnswers = {
  EvictCachedData: {},
  createCart: { cartId: 'guest-cart' },
  GetCartDetails: { cart: { id: 'guest-cart', total_quantity: 0, items: [] } },
};

describe('SessionWatcher', () => {
  it('signs out on start when the stored token had outlived its ttl', async () => {
    const now = Date.now();
    const raw = createMemoryStorage();
    const writer = createBrowserStorage({ storage: raw, now: () => now - 3_601_000 });
    writer.setItem(STORAGE_KEYS.signinToken, 'old-token', 3600);
    writer.setItem(STORAGE_KEYS.cartId, 'customer-cart');
    writer.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { city: 'Київ' });
    const store = createPersistedAppStore(createBrowserStorage({ storage: raw }));
    expect(store.getState().user).toMatchObject({ isSignedIn: false, sessionExpired: true });
    const { sent } = renderInApp(<SessionWatcher />, { store, answers: guestCartAnswers });
    await waitFor(() => expect(store.getState().cart.cartId).toBe('guest-cart'));
    // Nothing to revoke: the token is gone; the customer's cart and checkout data went with it.
    expect(sent.map((o) => o.name)).not.toContain('RevokeCustomerToken');
    expect(store.getState().checkout.shippingAddress).toBeNull();
    expect(store.getState().user.sessionExpired).toBe(false);
  });

  it('reads a valid stored token as signed in, and asks for the customer once on start', async () => {
    const raw = createMemoryStorage();
    createBrowserStorage({ storage: raw }).setItem(STORAGE_KEYS.signinToken, 'tok', 3600);
    const store = createPersistedAppStore(createBrowserStorage({ storage: raw }));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, sessionExpired: false });
    const { sent } = renderInApp(<SessionWatcher />, {
      store,
      answers: {
        GetCustomerAfterSignIn: {
          customer: { email: 'o@k.ua', firstname: 'Olena', lastname: 'Koval', is_subscribed: false },
        },
      },
    });
    await waitFor(() => expect(store.getState().user.currentUser?.firstname).toBe('Olena'));
    expect(sent.filter((o) => o.name === 'GetCustomerAfterSignIn')).toHaveLength(1);
  });

  it('signs out when the server no longer accepts the token on start', async () => {
    const store = createAppStore({
      saved: { token: { value: 'revoked', ttl: 3600, timeStored: Date.now() }, cartId: 'c', checkout: {} },
    });
    renderInApp(<SessionWatcher />, {
      store,
      answers: {
        ...guestCartAnswers,
        RevokeCustomerToken: {
          error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
        },
        GetCustomerAfterSignIn: {
          error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
        },
      },
    });
    await waitFor(() => expect(store.getState().user.isSignedIn).toBe(false));
  });

  it('asks nothing for a guest', async () => {
    const { sent } = renderInApp(<SessionWatcher />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((o) => o.name).filter((n) => n !== 'getStoreConfigs')).toEqual([]);
  });

  it('signs out and reloads the page when the token expires while the page is open', async () => {
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      const store = createAppStore({ saved: { token: null, cartId: 'customer-cart', checkout: {} } });
      store.dispatch(userActions.setToken('tok', 1, Date.now()));
      store.dispatch(userActions.getDetailsReceive({ email: 'o@k.ua', firstname: 'O', lastname: 'K' }));
      renderInApp(<SessionWatcher />, { store, answers: guestCartAnswers });
      // One second of lifetime: the 1 s check or the timer ends the session shortly after.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(store.getState().user.isSignedIn).toBe(false);
      expect(store.getState().cart.cartId).toBe('guest-cart');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
