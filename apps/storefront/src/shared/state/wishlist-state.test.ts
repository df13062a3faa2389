import { describe, expect, it } from 'vitest';
import {
  initialWishlistState,
  wishlistActions,
  wishlistReducer,
  type WishlistItem,
} from './wishlist-state.ts';

const item = (id: string, sku = `sku-${id}`): WishlistItem => ({ id, sku });
const skus = (state: { items: readonly WishlistItem[] }) => state.items.map((entry) => entry.sku);

describe('wishlistReducer', () => {
  it('page 1 replaces the list, later pages are appended', () => {
    let state = wishlistReducer(initialWishlistState, wishlistActions.setList([item('1'), item('2')], 1));
    state = wishlistReducer(state, wishlistActions.setList([item('3')], 2));
    expect(skus(state)).toEqual(['sku-1', 'sku-2', 'sku-3']);
    state = wishlistReducer(state, wishlistActions.setList([item('9')], 1));
    expect(skus(state)).toEqual(['sku-9']);
  });

  it('does not append an item a later page repeats', () => {
    let state = wishlistReducer(initialWishlistState, wishlistActions.setList([item('1'), item('2')], 1));
    state = wishlistReducer(state, wishlistActions.setList([item('2'), item('3')], 2));
    expect(state.items.map((entry) => entry.id)).toEqual(['1', '2', '3']);
  });

  it('drops items without a sku', () => {
    const state = wishlistReducer(
      initialWishlistState,
      wishlistActions.setList([item('1'), { id: '2', sku: '' }, { id: '3' } as unknown as WishlistItem], 1),
    );
    expect(state.items.map((entry) => entry.id)).toEqual(['1']);
    expect(wishlistReducer(state, wishlistActions.addItem({ id: '4', sku: '' }))).toBe(state);
  });

  it('a loaded list clears loading and error', () => {
    let state = wishlistReducer(initialWishlistState, wishlistActions.setLoading(true));
    state = wishlistReducer(state, wishlistActions.setError(new Error('x')));
    state = wishlistReducer(state, wishlistActions.setLoading(true));
    state = wishlistReducer(state, wishlistActions.setList([item('1')], 1));
    expect(state).toMatchObject({ loading: false, error: null });
  });

  it('stores a failed load as an error and stops loading', () => {
    const error = new Error('failed');
    let state = wishlistReducer(initialWishlistState, wishlistActions.setLoading(true));
    state = wishlistReducer(state, wishlistActions.setError(error));
    expect(state).toMatchObject({ loading: false, error });
  });

  it('adds an item at the end or at a given position, never twice for one sku', () => {
    let state = wishlistReducer(initialWishlistState, wishlistActions.setList([item('1'), item('2')], 1));
    state = wishlistReducer(state, wishlistActions.addItem(item('3')));
    state = wishlistReducer(state, wishlistActions.addItem(item('0'), 0));
    expect(skus(state)).toEqual(['sku-0', 'sku-1', 'sku-2', 'sku-3']);
    expect(wishlistReducer(state, wishlistActions.addItem(item('other-id', 'sku-1')))).toBe(state);
  });

  it('removes an item by id', () => {
    const state = wishlistReducer(initialWishlistState, wishlistActions.setList([item('1'), item('2')], 1));
    expect(skus(wishlistReducer(state, wishlistActions.removeItem('1')))).toEqual(['sku-2']);
    expect(wishlistReducer(state, wishlistActions.removeItem('missing'))).toBe(state);
  });
});
