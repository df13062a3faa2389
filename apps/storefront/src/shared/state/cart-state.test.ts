import { describe, expect, it } from 'vitest';
import { cartActions, cartReducer, createInitialCartState } from './cart-state.ts';

describe('cart slice', () => {
  it('sets the loading flag of one request and clears its error', () => {
    const failed = cartReducer(createInitialCartState('c1'), cartActions.receive('addItem', { error: 'x' }));
    const state = cartReducer(failed, cartActions.request('addItem'));
    expect(state.loading).toMatchObject({ addItem: true, getDetails: false });
    expect(state.errors.addItem).toBeNull();
  });

  it('stores the cart id and details a request received', () => {
    let state = cartReducer(createInitialCartState(), cartActions.request('getCart'));
    state = cartReducer(state, cartActions.receive('getCart', { cartId: 'abc' }));
    state = cartReducer(state, cartActions.receive('getDetails', { details: { total_quantity: 2 } }));
    expect(state).toMatchObject({ cartId: 'abc', details: { total_quantity: 2 } });
    expect(state.loading.getCart).toBe(false);
  });

  it('keeps an error per request', () => {
    const state = cartReducer(
      createInitialCartState('c1'),
      cartActions.receive('removeItem', { error: 'gone' }),
    );
    expect(state.errors).toMatchObject({ removeItem: 'gone', addItem: null });
    expect(state.cartId).toBe('c1');
  });

  it('resets the cart when fetching its details fails', () => {
    const full = cartReducer(
      createInitialCartState('c1'),
      cartActions.receive('getDetails', { details: { id: 'c1' } }),
    );
    const state = cartReducer(full, cartActions.receive('getDetails', { error: 'down' }));
    expect(state).toMatchObject({ cartId: null, details: {}, errors: { getDetails: 'down' } });
  });
});
