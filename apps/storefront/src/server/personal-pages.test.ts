import { describe, expect, it } from 'vitest';
import { CART_HINT_COOKIE } from '../shared/session/cart-hint.ts';
import { carriesCustomerState, hasCartHint, isPersonalRequest, isPersonalRoute } from './personal-pages.ts';

describe('personal pages', () => {
  it("knows the spec's personal routes, with or without the store prefix", () => {
    for (const path of [
      '/ua/cart',
      '/ru/checkout',
      '/ua/order-success?id=1',
      '/ua/customer/account',
      '/ua/customer/account/login',
      '/ua/wishlist',
      '/ua/sign-in',
      '/ua/forgot-password',
      '/ua/create-account?email=a',
      '/ua/address-book',
      '/ua/account-information',
      '/ua/order-history',
      '/ua/saved-payments',
      '/ua/communications',
      '/cart',
      '/ua/Cart/',
    ])
      expect(isPersonalRoute(path), path).toBe(true);
    for (const path of ['/ua/', '/ua/women', '/ua/cart-bag.html', '/ua/all/p:1?q=cart', '/ua/carts', '/'])
      expect(isPersonalRoute(path), path).toBe(false);
  });

  it('knows a request that carries a token or a cart', () => {
    expect(carriesCustomerState({ authorization: 'Bearer abc' })).toBe(true);
    expect(carriesCustomerState({ cookie: '_ga=1; signin_token=abc' })).toBe(true);
    expect(carriesCustomerState({ cookie: 'cartId=xyz' })).toBe(true);
    expect(carriesCustomerState({ cookie: 'vitryna_cart_hint=1' })).toBe(false);
    expect(carriesCustomerState({ cookie: 'PHPSESSID=1' })).toBe(true);
    expect(carriesCustomerState({ cookie: '_ga=GA1.1; _fbp=fb.1' })).toBe(false);
    expect(carriesCustomerState({})).toBe(false);
    expect(isPersonalRequest('/ua/women', { cookie: 'cartId=1' })).toBe(true);
    expect(isPersonalRequest('/ua/women', {})).toBe(false);
  });

  describe('the cart hint', () => {
    it('is read from a Cookie header among others, and only with its value', () => {
      expect(hasCartHint(undefined)).toBe(false);
      expect(hasCartHint('')).toBe(false);
      expect(hasCartHint(`a=b; ${CART_HINT_COOKIE}=1; c=d`)).toBe(true);
      expect(hasCartHint(['a=b', `${CART_HINT_COOKIE}=1`])).toBe(true);
      expect(hasCartHint(`${CART_HINT_COOKIE}=`)).toBe(false);
      expect(hasCartHint(`${CART_HINT_COOKIE}=0`)).toBe(false);
      expect(hasCartHint(`x${CART_HINT_COOKIE}=1`)).toBe(false);
    });
  });
});
