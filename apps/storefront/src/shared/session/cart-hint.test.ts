import { describe, expect, it } from 'vitest';
import { CART_HINT_COOKIE, cartHintCookie, hasCartHint } from './cart-hint.ts';

describe('cart hint cookie', () => {
  it('is set for a year on the whole site, and deleted when nothing is held', () => {
    expect(cartHintCookie(true, false)).toBe(`${CART_HINT_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(cartHintCookie(true, true)).toMatch(/; Secure$/);
    expect(cartHintCookie(false, false)).toBe(`${CART_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

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
