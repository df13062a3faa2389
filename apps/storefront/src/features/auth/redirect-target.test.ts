import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirectPath, withRedirect } from './redirect-target.ts';

describe('the redirect after sign-in', () => {
  it.each([
    ['/order-history', '/order-history'],
    ['/checkout', '/checkout'],
    ['/address-book?tab=2#new', '/address-book?tab=2#new'],
    ['/women/dresses.html', '/women/dresses.html'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/sign-in',
    '/customer/account/login?redirect=/x',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('goes to account home without a usable redirect', () => {
    expect(redirectTarget('?redirect=%2Forder-history')).toBe('/order-history');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/customer/account');
    expect(redirectTarget('')).toBe('/customer/account');
  });

  it('carries the redirect to a sibling page', () => {
    expect(withRedirect('/create-account', '?redirect=%2Fcheckout')).toBe(
      '/create-account?redirect=%2Fcheckout',
    );
    expect(withRedirect('/create-account', '?redirect=https%3A%2F%2Fevil')).toBe('/create-account');
  });
});
