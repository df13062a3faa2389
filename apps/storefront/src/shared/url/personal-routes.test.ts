import { describe, expect, it } from 'vitest';
import { isPersonalPath } from './personal-routes.ts';

describe('isPersonalPath', () => {
  it.each([
    '/ua/cart',
    '/ru/checkout',
    '/ua/checkout/',
    '/ua/order-success?order=1',
    '/ua/sign-in?redirect=%2Fua%2Fwishlist',
    '/ua/customer/account/login',
    '/ru/customer/account/orderHistory',
    '/ua/wishlist',
    '/ua/address-book',
    '/cart',
  ])('%s is personal', (path) => expect(isPersonalPath(path)).toBe(true));

  it.each([
    '/ua/',
    '/ua/women',
    '/ua/cartier.html',
    '/ua/brands/cart',
    '/ru/customers-faq',
    '/ua/all?q=cart',
  ])('%s is not', (path) => expect(isPersonalPath(path)).toBe(false));
});
