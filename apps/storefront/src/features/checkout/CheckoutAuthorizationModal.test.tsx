// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { cartFixture } from '../../shared/cart/cart-fixtures.ts';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost, renderInShell } from '../../testing/harness.tsx';

afterEach(cleanup);

const answers = {
  SignIn: { generateCustomerToken: { token: 'customer-token' } },
  GetCustomerAccessTokenLifetime: { storeConfig: { customer_access_token_lifetime: 1 } },
  CreateCartAfterSignIn: { cartId: 'customer-cart' },
  EvictCachedData: {},
  createCart: { cartId: 'customer-cart' },
  GetCustomerAfterSignIn: {
    customer: { email: 'olena@example.com', firstname: 'Olena', lastname: 'Koval', is_subscribed: false },
  },
  GetCartDetailsAfterSignIn: { cart: cartFixture('customer-cart') },
};

describe('the checkout-authorization modal', () => {
  it('signs in for real and continues the checkout as the customer', async () => {
    const view = renderInShell(<ModalHost />, { path: '/cart', answers });
    act(() => view.store.dispatch(modalActions.openModal('checkout-authorization')));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'How would you like to check out?' },
      { timeout: 5000 },
    );
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'olena@example.com' },
    });
    fireEvent.input(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'password1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.memory.history.at(-1)).toBe('/checkout'));
    expect(view.store.getState().modal.type).toBeNull();
    expect(view.store.getState().user).toMatchObject({
      isSignedIn: true,
      currentUser: { firstname: 'Olena' },
    });
    expect(view.store.getState().cart.cartId).toBe('customer-cart');
  });

  it('keeps the modal open with the server message when the sign-in is refused', async () => {
    const message = 'The account is locked.';
    const view = renderInShell(<ModalHost />, {
      path: '/cart',
      answers: { ...answers, SignIn: { error: { message, category: 'graphql-authentication' } } },
    });
    act(() => view.store.dispatch(modalActions.openModal('checkout-authorization')));
    await screen.findByRole('dialog', { name: 'How would you like to check out?' }, { timeout: 5000 });
    fireEvent.input(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'olena@example.com' },
    });
    fireEvent.input(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'password1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(view.store.getState().modal.type).toBe('checkout-authorization');
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/checkout');
  });

  it('closes when the shopper leaves for the forgotten-password page', async () => {
    const view = renderInShell(<ModalHost />, { path: '/cart', answers });
    act(() => view.store.dispatch(modalActions.openModal('checkout-authorization')));
    await screen.findByRole('dialog', { name: 'How would you like to check out?' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(view.store.getState().modal.type).toBeNull();
    expect(view.memory.history.at(-1)).toBe('/forgot-password');
  });
});
