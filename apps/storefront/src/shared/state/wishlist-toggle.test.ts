import { describe, expect, it, vi } from 'vitest';
import {
  initialWishlistState,
  wishlistReducer,
  type WishlistAction,
  type WishlistState,
} from './wishlist-state.ts';
import {
  WishlistUserError,
  optimisticWishlistItemId,
  toggleWishlistItem,
  type WishlistToggleInput,
} from './wishlist-toggle.ts';

/** A tiny store so the test sees the state the shopper would see at each moment. */
function harness(initialItems: WishlistState['items'] = []) {
  let state: WishlistState = { ...initialWishlistState, items: initialItems };
  const history: string[][] = [];
  const dispatch = vi.fn((action: WishlistAction) => {
    state = wishlistReducer(state, action);
    history.push(state.items.map((entry) => entry.sku));
  });
  const toggle = (overrides: Partial<WishlistToggleInput> & Pick<WishlistToggleInput, 'sku'>) =>
    toggleWishlistItem({
      isSignedIn: true,
      items: state.items,
      dispatch,
      addItem: async () => ({ user_errors: [] }),
      removeItem: async () => ({ user_errors: [] }),
      ...overrides,
    });
  return {
    toggle,
    dispatch,
    history,
    get state() {
      return state;
    },
  };
}

describe('toggleWishlistItem', () => {
  it('sends a signed-out shopper to login without touching the list or the server', async () => {
    const h = harness();
    const addItem = vi.fn(async () => ({}));
    await expect(h.toggle({ sku: 'A', isSignedIn: false, addItem })).resolves.toBe('login');
    expect(h.dispatch).not.toHaveBeenCalled();
    expect(addItem).not.toHaveBeenCalled();
  });

  it('adds an absent item before the add mutation runs', async () => {
    const h = harness();
    const addItem = vi.fn(async (sku: string) => {
      expect(h.state.items).toEqual([{ id: optimisticWishlistItemId(sku), sku }]);
      return { user_errors: [] };
    });
    await expect(h.toggle({ sku: 'A', addItem })).resolves.toBe('added');
    expect(addItem).toHaveBeenCalledWith('A');
    expect(h.state.items.map((entry) => entry.sku)).toEqual(['A']);
  });

  it('removes a present item before the remove mutation runs', async () => {
    const h = harness([
      { id: '1', sku: 'A' },
      { id: '2', sku: 'B' },
    ]);
    const removeItem = vi.fn(async () => {
      expect(h.state.items.map((entry) => entry.sku)).toEqual(['B']);
      return { user_errors: [] };
    });
    await expect(h.toggle({ sku: 'A', removeItem })).resolves.toBe('removed');
    expect(removeItem).toHaveBeenCalledWith('A');
    expect(h.state.items.map((entry) => entry.sku)).toEqual(['B']);
  });

  it('reverts an optimistic add when the mutation fails and reports the error', async () => {
    const h = harness();
    const failure = new Error('network');
    const onError = vi.fn();
    const outcome = await h.toggle({ sku: 'A', addItem: async () => Promise.reject(failure), onError });
    expect(outcome).toBe('add-failed');
    expect(h.history).toEqual([['A'], []]);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('reverts an optimistic removal to the same place when the mutation fails', async () => {
    const items = [
      { id: '1', sku: 'A' },
      { id: '2', sku: 'B' },
      { id: '3', sku: 'C' },
    ];
    const h = harness(items);
    const outcome = await h.toggle({ sku: 'B', removeItem: async () => Promise.reject(new Error('x')) });
    expect(outcome).toBe('remove-failed');
    expect(h.state.items).toEqual(items);
  });

  it('treats user_errors in the mutation result as a failure', async () => {
    const h = harness();
    const onError = vi.fn();
    const outcome = await h.toggle({
      sku: 'A',
      addItem: async () => ({
        user_errors: [{ message: 'The product is out of stock', code: 'PRODUCT_NOT_FOUND' }],
      }),
      onError,
    });
    expect(outcome).toBe('add-failed');
    expect(h.state.items).toEqual([]);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(WishlistUserError);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('The product is out of stock');
  });

  it('accepts a mutation that resolves with nothing', async () => {
    const h = harness();
    await expect(h.toggle({ sku: 'A', addItem: async () => undefined })).resolves.toBe('added');
  });
});
