// @vitest-environment happy-dom
/** The account's routes in the app: the signed-in guard, the tabs and the routes left to the sign-in pages. */
import { Suspense } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Answer } from '../testing/harness.tsx';
import { AppRoutes } from './routes.tsx';

afterEach(cleanup);

describe('the account routes', () => {
  async function visit(path: string, signedIn: boolean, answers: Record<string, Answer> = {}) {
    const h = harness({ path, signedIn, answers });
    render(
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>,
      { wrapper: h.Wrapper },
    );
    await act(async () => undefined);
    return h;
  }

  it.each([
    '/customer/account',
    '/customer/account/orderHistory',
    '/customer/account/delete',
    '/order-history',
    '/address-book',
    '/account-information',
    '/saved-payments',
    '/communications',
    '/wishlist',
  ])('sends a signed-out visitor of %s to sign in, keeping the path', async (path) => {
    const h = await visit(path, false);
    await waitFor(() =>
      expect(h.location.history.at(-1)).toBe(`/sign-in?redirect=${encodeURIComponent(path)}`),
    );
  });

  it.each([
    ['/customer/account', 'My account'],
    ['/customer/account/home', 'My account'],
    ['/customer/account/orderHistory', 'Order history'],
    ['/order-history', 'Order history'],
    ['/customer/account/addressBook', 'Address book'],
    ['/address-book', 'Address book'],
    ['/customer/account/personalInformation', 'Personal information'],
    ['/account-information', 'Personal information'],
    ['/saved-payments', 'Saved payment methods'],
    ['/communications', 'Communications'],
    ['/customer/account/loyaltyProgram', 'Loyalty programme'],
    ['/customer/account/help', 'Help'],
    ['/customer/account/delete', 'Delete account'],
    ['/customer/account/wishlist', 'Wishlist'],
    ['/customer/account/unknownTab', 'My account'],
  ])('shows %s to a signed-in customer as "%s"', async (path, title) => {
    await visit(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it.each(['/customer/account/login', '/customer/account/signOut', '/customer/account/changePassword'])(
    'leaves %s to the sign-in pages',
    async (path) => {
      // A signed-in shopper on the sign-in page is sent on to the account, so sign-in is visited as a guest.
      await visit(path, !path.endsWith('/login'), { ResolveURL: { route: null } });
      expect(screen.queryByRole('navigation', { name: 'Account sections' })).toBeNull();
    },
  );
});
