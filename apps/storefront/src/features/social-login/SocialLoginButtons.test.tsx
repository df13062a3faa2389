// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { cartFixture } from '../../shared/cart/cart-fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { renderInApp, TEST_STORE_CONFIG, type Answer } from '../../testing/harness.tsx';
import SocialLoginButtons from './SocialLoginButtons.tsx';
import { REDIRECT_RESULT_KEY } from './social-rules.ts';

const SHOP = 'https://shop.test';
const GOOGLE_URL = `${SHOP}/amsociallogin/social/login?type=google&store=ua`;

const config = (overrides: Record<string, unknown> = {}) => ({
  storeConfig: {
    ...TEST_STORE_CONFIG,
    amsociallogin_general_enabled: true,
    login_position: 'customer_login,customer_create',
    button_shape: 1,
    popup_enabled: true,
    button_position: 'top',
    redirect_type: 0,
    custom_url: '',
    ...overrides,
  },
});

/** The answers of a whole social sign-in: the buttons, then the session's steps from the token on. */
const answers = (overrides: Record<string, unknown> = {}): Record<string, Answer> => ({
  getStoreConfigs: config(overrides),
  AmSocialLoginButtonConfig: {
    amSocialLoginButtonConfig: [
      { type: 'google', label: 'Google', url: GOOGLE_URL },
      { type: 'apple', label: 'Apple', url: `${SHOP}/amsociallogin/social/login?type=apple&store=ua` },
    ],
  },
  GetCustomerAccessTokenLifetime: { storeConfig: { customer_access_token_lifetime: 1 } },
  CreateCartAfterSignIn: { cartId: 'customer-cart' },
  EvictCachedData: {},
  createCart: { cartId: 'customer-cart' },
  GetCustomerAfterSignIn: {
    customer: { email: 'taras@example.com', firstname: 'Taras', lastname: 'Shevchuk', is_subscribed: false },
  },
  GetCartDetailsAfterSignIn: { cart: cartFixture('customer-cart') },
});

const result = (data: unknown, origin = SHOP) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

let popup: { closed: boolean };
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  popup = { closed: false };
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastPath = (view: { memory: { history: string[] } }) => view.memory.history.at(-1);

describe('social sign-in buttons', () => {
  it('show each configured provider on a page login_position names, shaped by button_shape', async () => {
    const view = renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers(),
    });
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeTruthy();
    expect(google.className).toMatch(/rectangle/);
    const audit = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('stay away from a page login_position does not name, from the other slot, and when switched off', async () => {
    const cases = [
      {
        page: 'customer_create' as const,
        placement: 'top' as const,
        overrides: { login_position: 'customer_login' },
      },
      { page: 'customer_login' as const, placement: 'bottom' as const, overrides: {} },
      {
        page: 'customer_login' as const,
        placement: 'top' as const,
        overrides: { amsociallogin_general_enabled: false },
      },
    ];
    for (const c of cases) {
      const view = renderInApp(<SocialLoginButtons page={c.page} placement={c.placement} />, {
        path: '/sign-in',
        answers: answers(c.overrides),
      });
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('button')).toBeNull();
      expect(view.sent.map((o) => o.name)).not.toContain('AmSocialLoginButtonConfig');
      cleanup();
    }
  });

  it('open the provider in a popup; result 1 signs in with the cart merge and goes to account home', async () => {
    const onStart = vi.fn();
    const view = renderInApp(<SocialLoginButtons page="customer_login" placement="top" onStart={onStart} />, {
      path: '/sign-in',
      answers: answers(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(open).toHaveBeenCalledWith(GOOGLE_URL, 'amsociallogin', expect.stringContaining('popup=yes'));

    // Another origin's message is not ours.
    await result(
      { result: 1, token: 'forged', messages: [], redirect_data: { action: 'login' } },
      'https://evil.test',
    );
    expect(view.store.getState().user.isSignedIn).toBe(false);

    await result({
      result: 1,
      token: 'social-token',
      messages: ['Signed in'],
      redirect_data: { action: 'login' },
    });
    await waitFor(() => expect(lastPath(view)).toBe('/customer/account/home'));
    expect(onStart).toHaveBeenCalled();
    expect(view.store.getState().user.token?.value).toBe('social-token');
    const names = view.sent.map((o) => o.name);
    expect(names.indexOf('CreateCartAfterSignIn')).toBeLessThan(names.indexOf('GetCartDetailsAfterSignIn'));
    expect(names).toContain('GetCustomerAfterSignIn');
  });

  it('go to the custom url after sign-in when redirect_type is 1', async () => {
    const view = renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers({ redirect_type: 1, custom_url: '/wishlist' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await result({ result: 1, token: 'social-token', messages: [], redirect_data: { action: 'login' } });
    await waitFor(() => expect(lastPath(view)).toBe('/wishlist'));
  });

  it('show the first message of result 0 and stay', async () => {
    const view = renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await result({ result: 0, messages: ['Google did not confirm the sign-in.', 'second'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Google did not confirm the sign-in.');
    expect(view.memory.history).toEqual(['/sign-in']);
    expect(view.store.getState().user.isSignedIn).toBe(false);
  });

  it('ignore a result while already signed in, and any result when no popup of theirs is open', async () => {
    const store = createAppStore({ isSignedIn: true });
    const signedIn = renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers(),
      store,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await result({ result: 1, token: 'other', messages: [], redirect_data: { action: 'login' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(signedIn.sent.map((o) => o.name)).not.toContain('CreateCartAfterSignIn');
    cleanup();

    const guest = renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers(),
    });
    await screen.findByRole('button', { name: 'Sign in with Google' });
    await result({ result: 1, token: 'unasked', messages: [], redirect_data: { action: 'login' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(guest.store.getState().user.isSignedIn).toBe(false);
  });

  it('go to the provider in this tab without popup_enabled, and read the result the callback page left', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: `${SHOP}/ua/sign-in`, origin: SHOP });
    renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers({ popup_enabled: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(GOOGLE_URL);
    cleanup();

    window.sessionStorage.setItem(REDIRECT_RESULT_KEY, JSON.stringify({ result: 0, messages: ['Expired.'] }));
    renderInApp(<SocialLoginButtons page="customer_login" placement="top" />, {
      path: '/sign-in',
      answers: answers({ popup_enabled: false }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Expired.');
    expect(window.sessionStorage.getItem(REDIRECT_RESULT_KEY)).toBeNull();
  });
});
