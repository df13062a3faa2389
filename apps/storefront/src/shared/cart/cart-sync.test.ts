import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../state/app-store.tsx';
import { storedCartId, watchCartIdInOtherTabs, type CartTabWindow } from './cart-sync.ts';

function fakeWindow() {
  const listeners = new Set<(event: StorageEvent) => void>();
  const win: CartTabWindow = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    location: { reload: vi.fn() },
  };
  const store = (key: string, value: string | null) => {
    const newValue = value === null ? null : JSON.stringify({ value, timeStored: 1, ttl: 0 });
    for (const listener of listeners) listener({ key, newValue } as StorageEvent);
  };
  return { win, store, listeners };
}

const storeWith = (cartId: string | null) => createAppStore({ saved: { token: null, cartId, checkout: {} } });

describe('the cart id across tabs', () => {
  it('reloads when another tab stores a different cart id', () => {
    const { win, store } = fakeWindow();
    watchCartIdInOtherTabs(storeWith('mine'), win);
    store('cartId', 'theirs');
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for the same id, a removed id or another key', () => {
    const { win, store } = fakeWindow();
    watchCartIdInOtherTabs(storeWith('mine'), win);
    store('cartId', 'mine');
    store('cartId', null);
    store('signin_token', 'x');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('a tab without a cart takes the other tab’s cart without reloading', () => {
    const { win, store } = fakeWindow();
    const app = storeWith(null);
    watchCartIdInOtherTabs(app, win);
    store('cartId', 'theirs');
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(app.getState().cart.cartId).toBe('theirs');
  });

  it('stops listening', () => {
    const { win, listeners } = fakeWindow();
    const stop = watchCartIdInOtherTabs(storeWith('mine'), win);
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('reads the id inside the storage record', () => {
    expect(storedCartId(JSON.stringify({ value: 'abc', timeStored: 1, ttl: 0 }))).toBe('abc');
    expect(storedCartId('not json')).toBeNull();
    expect(storedCartId(null)).toBeNull();
  });
});
