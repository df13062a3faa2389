import { describe, expect, it } from 'vitest';
import { checkoutActions, checkoutReducer, initialCheckoutState } from './checkout-state.ts';

const address = { firstname: 'Оля', city: 'Київ' };

describe('checkout slice', () => {
  it('begins from the saved data, defaults for the rest', () => {
    const state = checkoutReducer(initialCheckoutState, checkoutActions.begin({ shippingAddress: address }));
    expect(state).toMatchObject({ shippingAddress: address, billingAddress: null, isSubmitting: false });
  });

  it('submits a step (isSubmitting, its error cleared), then accepts or rejects it', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutActions.reject('shippingAddress', 'bad'));
    state = checkoutReducer(state, checkoutActions.submit('shippingAddress'));
    expect(state.isSubmitting).toBe(true);
    expect(state.errors.shippingAddress).toBeNull();
    state = checkoutReducer(state, checkoutActions.accept('shippingAddress', address));
    expect(state).toMatchObject({ isSubmitting: false, shippingAddress: address });
    state = checkoutReducer(state, checkoutActions.submit('paymentMethod'));
    state = checkoutReducer(state, checkoutActions.reject('paymentMethod', 'declined'));
    expect(state).toMatchObject({
      isSubmitting: false,
      errors: { paymentMethod: 'declined', shippingAddress: null },
    });
  });

  it('stores the payment and shipping methods', () => {
    let state = checkoutReducer(
      initialCheckoutState,
      checkoutActions.accept('paymentMethod', { code: 'applepay', data: { nonce: 'n' } }),
    );
    state = checkoutReducer(
      state,
      checkoutActions.accept('shippingMethod', { code: 'np_np', title: 'Нова пошта' }),
    );
    expect(state).toMatchObject({
      paymentCode: 'applepay',
      paymentData: { nonce: 'n' },
      shippingMethod: 'np_np',
      shippingTitle: 'Нова пошта',
    });
  });

  it('keeps only the receipt once the order is accepted', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutActions.accept('shippingAddress', address));
    state = checkoutReducer(state, checkoutActions.accept('order', { order: { id: '0001' } }));
    expect(state).toEqual({ ...initialCheckoutState, receipt: { order: { id: '0001' } } });
    expect(checkoutReducer(state, checkoutActions.resetReceipt()).receipt).toBeNull();
  });

  it('tracks getting the shipping methods', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutActions.getShippingMethodsRequest());
    expect(state.isGettingShippingMethods).toBe(true);
    state = checkoutReducer(state, checkoutActions.getShippingMethodsReceive([{ code: 'np', title: 'NP' }]));
    expect(state).toMatchObject({
      isGettingShippingMethods: false,
      availableShippingMethods: [{ code: 'np', title: 'NP' }],
    });
  });
});
