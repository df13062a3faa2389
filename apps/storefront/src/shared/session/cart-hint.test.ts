import { describe, expect, it } from 'vitest';
import { CART_HINT_COOKIE, cartHintCookie } from './cart-hint.ts';

describe('cart hint cookie', () => {
  it('is set for a year on the whole site, and deleted when nothing is held', () => {
    expect(cartHintCookie(true, false)).toBe(`${CART_HINT_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(cartHintCookie(true, true)).toMatch(/; Secure$/);
    expect(cartHintCookie(false, false)).toBe(`${CART_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});
