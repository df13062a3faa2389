// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { appActions } from '../../shared/state/app-state.ts';
import { Header } from './Header.tsx';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';
import { Client, getOperationName, makeResult, type Exchange } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { FIRST_VIEW_CUT } from '../../shared/graphql/first-view-cut.ts';
import { cutMenuToOutline } from '../graphql/first-view-cuts.ts';
import { MENU_DATA } from './menu-fixture.ts';
import { PENDING, renderInShell, type Responder } from '../../testing/harness.tsx';
import { resetSessionPolicies } from '../../shared/graphql/session-policy.ts';
import { loadLocale } from '../../shared/i18n/load-locale.ts';

const cartCount = vi.hoisted(() => ({ value: 0 }));
vi.mock('../../features/cart/use-cart-count.ts', () => ({ useCartItemCount: () => cartCount.value }));
// DOMPurify does not sanitise under happy-dom; a stand-in proves the banner goes through sanitizeHtml.
vi.mock('../../shared/html/sanitize.ts', () => ({
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, ''),
}));

const respond: Responder = (name, variables) => {
  if (name === 'getMainMenu') return MENU_DATA;
  if (name === 'GetCmsBlocks' && (variables.identifiers as string[]).includes('pwa-header-banner')) {
    return {
      cmsBlocks: {
        items: [
          {
            identifier: 'pwa-header-banner',
            content: '<p>Free delivery <a href="/faq#3">details</a><script>window.hacked = 1</script></p>',
          },
        ],
      },
    };
  }
  return undefined;
};

function setViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  cartCount.value = 0;
  setViewport(false);
  resetSessionPolicies();
});
afterEach(cleanup);

describe('Header', () => {
  it('sends a guest to sign in from the account control and the wishlist heart', () => {
    renderInShell(<Header />, { respond });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('link', { name: /Loyalty|Bonus/ })).toBeNull();
  });

  it('sends a signed-in shopper to the account home and the wishlist, and shows the loyalty block', async () => {
    renderInShell(<Header />, { respond, signedIn: true });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/customer/account');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    // The block's code loads after the first render, for signed-in shoppers only.
    expect((await screen.findByRole('link', { name: 'Bonuses' })).getAttribute('href')).toBe(
      '/customer/account/loyaltyProgram',
    );
  });

  it("shows the signed-in shopper's first name on the account control once the details are loaded", () => {
    const store = createAppStore({ isSignedIn: true });
    store.dispatch(userActions.getDetailsReceive({ email: 'o@k.ua', firstname: 'Olena', lastname: 'Koval' }));
    renderInShell(<Header />, { respond, store });
    const account = screen.getByRole('link', { name: 'My account, Olena' });
    expect(account.getAttribute('href')).toBe('/customer/account');
    expect(account.textContent).toBe('Olena');
  });

  it('links the cart to /cart on small screens with the badge capped at 99+ (its name tells the count)', () => {
    cartCount.value = 150;
    renderInShell(<Header />, { respond });
    const cart = screen.getByRole('link', { name: 'Cart, items: 150' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(within(cart).getByText('99+')).toBeTruthy();
  });

  it('shows the exact count up to 99 and no badge for an empty cart', () => {
    cartCount.value = 99;
    const { unmount } = renderInShell(<Header />, { respond });
    expect(screen.getByRole('link', { name: 'Cart, items: 99' })).toBeTruthy();
    unmount();
    cartCount.value = 0;
    renderInShell(<Header />, { respond });
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });
  it('names the cart and the bonus points with the plural forms of the store language', async () => {
    const messages = await loadLocale('uk_UA');
    for (const [count, name] of [
      [1, 'Кошик, 1 товар'],
      [3, 'Кошик, 3 товари'],
      [5, 'Кошик, 5 товарів'],
      [21, 'Кошик, 21 товар'],
    ] as const) {
      cartCount.value = count;
      const { unmount } = renderInShell(<Header />, { respond, messages });
      expect(screen.getByRole('link', { name })).toBeTruthy();
      unmount();
    }
  });

  it('opens the mini-cart drawer from the cart trigger on wider screens', async () => {
    setViewport(true);
    renderInShell(<Header />, { respond });
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeTruthy();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });

  it('hides the cart trigger on the checkout path', () => {
    renderInShell(<Header />, { respond, path: '/checkout' });
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
  });

  it('opens the navigation drawer and the search panel through the app store', () => {
    const { store } = renderInShell(<Header />, { respond });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(store.getState().app.drawer).toBe('nav');
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(store.getState().app.searchOpen).toBe(true);
  });

  it('renders the header banner block sanitised, with its internal link under the store prefix', () => {
    renderInShell(<Header />, { respond });
    const link = screen.getByRole('link', { name: 'details' });
    expect(link.getAttribute('href')).toBe('/ua/faq#3');
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the mega-menu shimmer while the menu loads', () => {
    renderInShell(<Header />, { respond: (name) => (name === 'getMainMenu' ? PENDING : undefined) });
    expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('draws the top-level menu (sale in red markup) and opens the mega panel on focus', () => {
    renderInShell(<Header />, { respond });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const women = within(nav).getByRole('link', { name: 'Women' });
    expect(within(nav).getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe(
      '/women/clothing?sale=true',
    );
    expect(women.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(women);
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe(
      '/women/clothing/dresses',
    );
    fireEvent.keyDown(women, { key: 'Escape' });
    expect(within(nav).queryByRole('link', { name: 'Dresses' })).toBeNull();
  });

  it('with the outline the server embedded, asks for the whole menu on focus and opens the panel then', async () => {
    const outline = JSON.parse(JSON.stringify(MENU_DATA)) as typeof MENU_DATA;
    cutMenuToOutline(outline);
    const policies: string[] = [];
    const menuExchange: Exchange = () => (ops$) =>
      pipe(
        ops$,
        filter((op) => op.kind === 'query'),
        map((op) => {
          if (getOperationName(op.query) !== 'getMainMenu') return makeResult(op, { data: null });
          policies.push(op.context.requestPolicy);
          return op.context.requestPolicy === 'network-only'
            ? makeResult(op, { data: MENU_DATA })
            : makeResult(op, { data: outline, extensions: { [FIRST_VIEW_CUT]: true } });
        }),
      );
    const client = new Client({ url: '/graphql', exchanges: [menuExchange] });
    renderInShell(<Header />, { client });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const women = within(nav).getByRole('link', { name: 'Women' });
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(policies).not.toContain('network-only');
    fireEvent.focus(women);
    expect(await within(nav).findByRole('link', { name: 'Dresses' })).toBeTruthy();
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(policies.filter((p) => p === 'network-only')).toHaveLength(1);
  });

  it('marks the section of the current path, not a sale link to the same url', () => {
    renderInShell(<Header />, { respond, path: '/women/clothing' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Women' }).className).toMatch(/topLinkActive/);
    expect(within(nav).getByRole('link', { name: 'Sale' }).className).not.toMatch(/topLinkActive/);
  });

  it('shows the offline indicator only while offline after having been offline', () => {
    const { store } = renderInShell(<Header />, { respond });
    expect(screen.queryByRole('status', { name: /Offline/ })).toBeNull();
    act(() => store.dispatch(appActions.setOffline()));
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => store.dispatch(appActions.setOnline()));
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
