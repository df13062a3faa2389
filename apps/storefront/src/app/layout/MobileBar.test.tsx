// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MobileBar } from './MobileBar.tsx';
import { renderInShell } from '../../testing/harness.tsx';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';

afterEach(cleanup);

describe('MobileBar', () => {
  it('links home, wishlist, brands and profile for a guest, and opens the catalog drawer', () => {
    const { store } = renderInShell(<MobileBar />, { path: '/stores' });
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(bar).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/brands');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(store.getState().app.drawer).toBe('nav');
  });

  it('leads a signed-in shopper to the account pages and to the brands of the current section', () => {
    renderInShell(<MobileBar />, { path: '/men/shoes', signedIn: true });
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe(
      '/customer/account/wishlist',
    );
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/customer/account');
    expect(screen.getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe('/brands/men');
  });

  it("shows the signed-in shopper's first name on the profile entry", () => {
    const store = createAppStore({ isSignedIn: true });
    store.dispatch(userActions.getDetailsReceive({ email: 'o@k.ua', firstname: 'Olena', lastname: 'Koval' }));
    renderInShell(<MobileBar />, { store });
    const profile = screen.getByRole('link', { name: 'Profile, Olena' });
    expect(profile.getAttribute('href')).toBe('/customer/account');
    expect(profile.textContent).toBe('Olena');
  });
});
