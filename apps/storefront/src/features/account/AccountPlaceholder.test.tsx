// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../../testing/harness.tsx';
import AccountPlaceholder from './AccountPlaceholder.tsx';
import { ACCOUNT_PLACEHOLDER_TITLES } from './useAccountPlaceholder.ts';

afterEach(cleanup);

describe('AccountPlaceholder', () => {
  it('shows the page title, a note and a link home; not indexed', async () => {
    const h = harness({ underStorePrefix: true, path: '/cart' });
    render(<AccountPlaceholder page="cart" />, { wrapper: h.Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping bag' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/ua/');
    await waitFor(() => expect(document.title).toBe('Shopping bag - Vitryna'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('is translated', () => {
    const h = harness({ underStorePrefix: true, messages: { 'accountPlaceholder.title.sign-in': 'Вхід' } });
    render(<AccountPlaceholder page="sign-in" />, { wrapper: h.Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Вхід' })).toBeTruthy();
  });

  it('has a title for every page it stands in for, and a fallback', () => {
    expect(Object.keys(ACCOUNT_PLACEHOLDER_TITLES).sort()).toEqual(
      [
        'sign-in',
        'forgot-password',
        'create-account',
        'social-accounts',
        'cart',
        'checkout',
        'order-success',
        'wishlist',
        'saved-payments',
        'order-history',
        'communications',
        'address-book',
        'account-information',
      ].sort(),
    );
    const h = harness({ underStorePrefix: true });
    render(<AccountPlaceholder page="other" />, { wrapper: h.Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });
});
