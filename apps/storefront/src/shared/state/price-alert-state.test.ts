import { describe, expect, it } from 'vitest';
import { initialPriceAlertState, priceAlertActions, priceAlertReducer } from './price-alert-state.ts';

describe('price alerts slice', () => {
  it('sets the whole list, adds one and removes by sku', () => {
    let state = priceAlertReducer(initialPriceAlertState, priceAlertActions.set(['A', 'B', 'A']));
    expect(state.skus).toEqual(['A', 'B']);
    state = priceAlertReducer(state, priceAlertActions.add('C'));
    expect(priceAlertReducer(state, priceAlertActions.add('C'))).toBe(state);
    state = priceAlertReducer(state, priceAlertActions.remove('A'));
    expect(state.skus).toEqual(['B', 'C']);
  });
});
