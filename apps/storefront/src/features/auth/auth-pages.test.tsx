// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { cartFixture, cartItemFixture } from '../../shared/cart/cart-fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';
import { renderInApp, type Answer } from '../../testing/harness.tsx';
import SignInPage from './SignInPage.tsx';
import CreateAccountPage from './CreateAccountPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import ResetPasswordSuccessPage from './ResetPasswordSuccessPage.tsx';
import ChangePasswordPage from './ChangePasswordPage.tsx';
import SignOutPage from './SignOutPage.tsx';

afterEach(cleanup);

const gqlError = (message: string, category: string) => ({ error: { message, category } });
const BAD_LOGIN =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Magento's answers for a whole sign-in with cart merge (customer's cart: 3 items, guest's: none). */
const signInAnswers: Record<string, Answer> = {
  SignIn: { generateCustomerToken: { token: 'customer-token' } },
  GetCustomerAccessTokenLifetime: gqlError('Cannot query field "customer_access_token_lifetime"', 'graphql'),
  CreateCartAfterSignIn: { cartId: 'customer-cart' },
  MergeCartsAfterSignIn: { mergeCarts: cartFixture('customer-cart') },
  EvictCachedData: {},
  createCart: { cartId: 'customer-cart' },
  GetCustomerAfterSignIn: {
    customer: { email: 'olena@example.com', firstname: 'Olena', lastname: 'Koval', is_subscribed: false },
  },
  GetCartDetailsAfterSignIn: { cart: cartFixture('customer-cart') },
};

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const lastPath = (view: { memory: { history: string[] } }) => view.memory.history.at(-1);
const names = (sent: { name: string }[]) => sent.map((o) => o.name).filter((n) => n !== 'getStoreConfigs');

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('the sign-in page', () => {
  it('validates inline: both fields required, then the e-mail format; focuses the first invalid field', async () => {
    const view = renderInApp(<SignInPage />, { path: '/sign-in', answers: signInAnswers });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(description(field('E-mail'))).toBe('Please enter your e-mail.');
    expect(description(field('Password'))).toBe('Please enter your password.');
    expect(document.activeElement).toBe(field('E-mail'));
    type('E-mail', 'olena@example');
    await waitFor(() =>
      expect(description(field('E-mail'))).toBe('Enter a valid e-mail address, e.g. name@example.com.'),
    );
    expect(names(view.sent)).toEqual([]);
  });

  it("shows Magento's refusal as it comes and stays on the page, signed out", async () => {
    const view = renderInApp(<SignInPage />, {
      path: '/sign-in',
      answers: { ...signInAnswers, SignIn: gqlError(BAD_LOGIN, 'graphql-authentication') },
    });
    type('E-mail', 'olena@example.com');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BAD_LOGIN);
    expect(view.store.getState().user.isSignedIn).toBe(false);
    expect(lastPath(view)).toBe('/sign-in');
  });

  it('signs in, merges the cart and returns to the page the shopper came from', async () => {
    const view = renderInApp(<SignInPage />, {
      path: '/sign-in?redirect=%2Forder-history',
      answers: signInAnswers,
    });
    type('E-mail', ' olena@example.com ');
    type('Password', ' pass word ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(lastPath(view)).toBe('/order-history'));
    expect(view.sent.find((o) => o.name === 'SignIn')!.variables).toEqual({
      email: 'olena@example.com',
      password: ' pass word ',
    });
    expect(view.store.getState().user).toMatchObject({
      isSignedIn: true,
      currentUser: { firstname: 'Olena' },
    });
  });

  it('stays and shows the failure when a late step fails (the token set at step 1 does not send the shopper on)', async () => {
    const view = renderInApp(<SignInPage />, {
      path: '/sign-in?redirect=%2Fcheckout',
      answers: {
        ...signInAnswers,
        GetCartDetailsAfterSignIn: gqlError(
          'Could not find a cart with ID "customer-cart"',
          'graphql-no-such-entity',
        ),
      },
    });
    type('E-mail', 'olena@example.com');
    type('Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not find a cart with ID "customer-cart"',
    );
    expect(view.memory.history).toEqual(['/sign-in?redirect=%2Fcheckout']);
    expect(view.store.getState().user.isSignedIn).toBe(false);
  });

  it('sends a shopper who arrives signed in straight on', async () => {
    const view = renderInApp(<SignInPage />, { path: '/sign-in?redirect=%2Fwishlist', signedIn: true });
    await waitFor(() => expect(lastPath(view)).toBe('/wishlist'));
  });

  it.each([
    ['/sign-in', '/customer/account'],
    ['/customer/account/login?redirect=%2F%2Fevil.example', '/customer/account'],
    ['/sign-in?redirect=https%3A%2F%2Fevil.example%2F', '/customer/account'],
    ['/sign-in?redirect=%2Fcheckout', '/checkout'],
  ])('from %s goes to %s', async (path, expected) => {
    const view = renderInApp(<SignInPage />, { path, answers: signInAnswers });
    type('E-mail', 'olena@example.com');
    type('Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(lastPath(view)).toBe(expected));
  });

  it('tells the shopper when the cart now holds items from an earlier visit', async () => {
    const store = createAppStore({ saved: { token: null, cartId: 'guest-cart', checkout: {} } });
    const guest = cartFixture('guest-cart');
    const customer = cartFixture('customer-cart', [
      cartItemFixture({ uid: 'now', quantity: 1 }),
      cartItemFixture({ uid: 'earlier', size: null, quantity: 2 }),
    ]);
    renderInApp(<SignInPage />, {
      path: '/sign-in',
      store,
      answers: {
        ...signInAnswers,
        GetCartDetails: { cart: guest },
        MergeCartsAfterSignIn: { mergeCarts: customer },
        GetCartDetailsAfterSignIn: { cart: customer },
      },
    });
    type('E-mail', 'olena@example.com');
    type('Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().toasts.toasts).toHaveLength(1));
    expect(store.getState().toasts.toasts[0]).toMatchObject({
      type: 'info',
      message: 'Your bag now also holds 2 items from your previous visit. Check them before you order.',
    });
  });

  it('shows the password on request with a toggle button', () => {
    renderInApp(<SignInPage />, { path: '/sign-in' });
    const password = field('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('leads to account creation (keeping the redirect) and to the forgotten password', () => {
    renderInApp(<SignInPage />, { path: '/sign-in?redirect=%2Fcheckout' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/create-account?redirect=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('is axe-clean, with errors shown too', async () => {
    const view = renderInApp(<SignInPage />, { path: '/sign-in' });
    await axeClean(view.container);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    await axeClean(view.container);
  });
});

describe('the create-account page', () => {
  it('is prefilled from the guest order (?email=&firstName=&lastName=)', () => {
    renderInApp(<CreateAccountPage />, {
      path: '/create-account?email=olena%40example.com&firstName=%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0&lastName=Koval',
    });
    expect((field('E-mail') as HTMLInputElement).value).toBe('olena@example.com');
    expect((field('First name') as HTMLInputElement).value).toBe('Олена');
    expect((field('Last name') as HTMLInputElement).value).toBe('Koval');
    expect((field('Password') as HTMLInputElement).value).toBe('');
  });

  it('asks for every field and a password of at least 8 characters', async () => {
    const view = renderInApp(<CreateAccountPage />, { path: '/create-account' });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(description(field('First name'))).toBe('Please enter your first name.'));
    expect(description(field('Last name'))).toBe('Please enter your last name.');
    expect(description(field('E-mail'))).toBe('Please enter your e-mail.');
    expect(description(field('Password'))).toBe('Please enter your password.');
    type('Password', 'short77');
    await waitFor(() =>
      expect(description(field('Password'))).toBe('The password needs at least 8 characters.'),
    );
    type('Password', 'long enough');
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBeNull());
    expect(names(view.sent)).toEqual([]);
    await axeClean(view.container);
  });

  it("shows Magento's refusal (e-mail taken) as it comes", async () => {
    const taken = 'A customer with the same email address already exists in an associated website.';
    renderInApp(<CreateAccountPage />, {
      path: '/create-account?email=olena%40example.com&firstName=Olena&lastName=Koval',
      answers: { CreateAccount: gqlError(taken, 'graphql-input') },
    });
    type('Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
  });

  it('creates the account with the newsletter choice, signs in and goes to account home', async () => {
    const view = renderInApp(<CreateAccountPage />, {
      path: '/customer/account/create?email=olena%40example.com&firstName=Olena&lastName=Koval',
      answers: {
        ...signInAnswers,
        CreateAccount: {
          createCustomerV2: {
            customer: {
              email: 'olena@example.com',
              firstname: 'Olena',
              lastname: 'Koval',
              is_subscribed: true,
            },
          },
        },
      },
    });
    type('Password', 'long enough');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news about new arrivals and offers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(lastPath(view)).toBe('/customer/account'));
    expect(view.sent.find((o) => o.name === 'CreateAccount')!.variables).toEqual({
      input: {
        email: 'olena@example.com',
        firstname: 'Olena',
        lastname: 'Koval',
        password: 'long enough',
        is_subscribed: true,
      },
    });
    expect(view.store.getState().user.isSignedIn).toBe(true);
  });
});

describe('the forgot-password page', () => {
  const neutral =
    'If an account exists for olena@example.com, we have sent a link to set a new password. It is valid for 2 hours.';

  it.each([
    ['an account', { requestPasswordResetEmail: true }],
    [
      'no account (Magento says so: we do not)',
      gqlError("Cannot reset the customer's password", 'graphql-input'),
    ],
  ])('gives the same neutral answer for %s', async (_case, answer) => {
    const view = renderInApp(<ForgotPasswordPage />, {
      path: '/forgot-password',
      answers: { RequestPasswordResetEmail: answer },
    });
    type('E-mail', 'olena@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByText(neutral)).toBeTruthy());
    expect(view.sent.find((o) => o.name === 'RequestPasswordResetEmail')!.variables).toEqual({
      email: 'olena@example.com',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says something went wrong only when the request did not reach the server', async () => {
    renderInApp(<ForgotPasswordPage />, {
      path: '/forgot-password',
      answers: { RequestPasswordResetEmail: new Error('Failed to fetch') },
    });
    type('E-mail', 'olena@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Sorry about that.');
  });

  it('validates the e-mail and is axe-clean', async () => {
    const view = renderInApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    type('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(description(field('E-mail'))).toBe('Enter a valid e-mail address, e.g. name@example.com.'),
    );
    await axeClean(view.container);
  });
});

describe('the reset-password page (the e-mailed link)', () => {
  const link = '/customer/account/createPassword?token=reset-token&email=olena%40example.com';

  it('resets with the token and the e-mail of the link, then shows the success page', async () => {
    const view = renderInApp(<ResetPasswordPage />, {
      path: link,
      answers: { ResetPassword: { resetPassword: true } },
    });
    type('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(description(field('New password'))).toBe('The password needs at least 8 characters.'),
    );
    type('New password', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(lastPath(view)).toBe('/customer/resetPasswordSuccess'));
    expect(view.store.getState().user).toMatchObject({
      isResettingPassword: false,
      resetPasswordError: null,
    });
    expect(view.sent.find((o) => o.name === 'ResetPassword')!.variables).toEqual({
      email: 'olena@example.com',
      resetPasswordToken: 'reset-token',
      newPassword: 'a much longer one',
    });
  });

  it("shows Magento's refusal of a stale token as it comes", async () => {
    const stale = 'The password token is expired. Reset and try again.';
    const view = renderInApp(<ResetPasswordPage />, {
      path: link,
      answers: { ResetPassword: gqlError(stale, 'graphql-input') },
    });
    type('New password', 'a much longer one');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);
    expect(view.store.getState().user.resetPasswordError).toBeTruthy();
  });

  it('asks for the e-mail when the link lacks it, and offers a new link without a token', async () => {
    const view = renderInApp(<ResetPasswordPage />, { path: '/customer/account/createPassword?token=t' });
    expect(field('E-mail')).toBeTruthy();
    await axeClean(view.container);
    cleanup();
    renderInApp(<ResetPasswordPage />, { path: '/customer/account/createPassword' });
    expect(screen.getByText('This link is incomplete or has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('the success page leads to sign-in', () => {
    renderInApp(<ResetPasswordSuccessPage />, { path: '/customer/resetPasswordSuccess' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});

describe('the change-password page', () => {
  it("changes the password, or shows Magento's refusal as it comes", async () => {
    let refuse = true;
    const view = renderInApp(<ChangePasswordPage />, {
      path: '/customer/account/changePassword',
      signedIn: true,
      answers: {
        ChangeCustomerPassword: () =>
          refuse
            ? gqlError('Invalid login or password.', 'graphql-authentication')
            : { changeCustomerPassword: { email: 'olena@example.com' } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(description(field('Current password'))).toBe('Please enter your password.'));
    type('Current password', 'old password');
    type('New password', 'new password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login or password.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(
        screen.getByText('Your password has been changed. Your other sessions were signed out.'),
      ).toBeTruthy(),
    );
    expect(view.sent.filter((o) => o.name === 'ChangeCustomerPassword').at(-1)!.variables).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password',
    });
    expect((field('Current password') as HTMLInputElement).value).toBe('');
    await axeClean(view.container);
  });
});

describe('the sign-out page', () => {
  it('signs out and goes home', async () => {
    const store = createAppStore({ saved: { token: null, cartId: 'customer-cart', checkout: {} } });
    store.dispatch(userActions.setToken('customer-token', 3600, Date.now()));
    const view = renderInApp(<SignOutPage />, {
      path: '/customer/account/signOut',
      store,
      answers: {
        RevokeCustomerToken: { revokeCustomerToken: { result: true } },
        EvictCachedData: {},
        createCart: { cartId: 'guest-cart' },
        GetCartDetails: { cart: cartFixture('guest-cart', []) },
      },
    });
    await waitFor(() => expect(lastPath(view)).toBe('/'));
    expect(names(view.sent)).toContain('RevokeCustomerToken');
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(store.getState().cart.cartId).toBe('guest-cart');
  });
});
