// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { resetAnalytics, configureAnalytics, type DataLayerEntry } from '../../shared/analytics/analytics.ts';
import { cartFixture, cartItemFixture } from '../../shared/cart/cart-fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { cartActions } from '../../shared/state/cart-state.ts';
import { harness, ModalHost, type Answer } from '../../testing/harness.tsx';
import CartPage from './CartPage.tsx';
import MiniCart from './MiniCart.tsx';

afterEach(cleanup);

let dataLayer: DataLayerEntry[];
beforeEach(() => {
  dataLayer = [];
  const host = { dataLayer };
  resetAnalytics(() => host);
  configureAnalytics({ enabled: true });
});
afterEach(() => resetAnalytics());

const twoLines = () =>
  cartFixture('cart-1', [
    cartItemFixture({ uid: 'line-1', quantity: 2 }),
    cartItemFixture({
      uid: 'line-2',
      size: null,
      product: { ...cartItemFixture().product, name: 'Leather belt', sku: 'BELT', url_key: 'leather-belt' },
      errors: [{ code: 'ITEM_QTY', message: 'Only 1 left in stock' }],
    }),
  ]);

function renderWithCart(ui: React.ReactElement, answers: Record<string, Answer> = {}, details = twoLines()) {
  const store = createAppStore({ saved: { token: null, cartId: 'cart-1', checkout: {} } });
  store.dispatch(cartActions.receive('getDetails', { details: details as never }));
  const h = harness({ store, answers: { GetCartDetails: { cart: details }, ...answers } });
  const view = render(
    <>
      {ui}
      <ModalHost />
    </>,
    { wrapper: h.Wrapper },
  );
  return { ...h, view };
}

const cartOps = (sent: { name: string }[]) =>
  sent.map((op) => op.name).filter((n) => n !== 'getStoreConfigs');

describe('the cart page', () => {
  it('shows each line: picture, name, size, price and old price, quantity, total, per-item errors', async () => {
    renderWithCart(<CartPage />);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const first = within(lines[0]!);
    expect(first.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('/linen-shirt.html');
    expect(first.getByText('Size: M')).toBeTruthy();
    expect(lines[0]!.querySelector('s')!.textContent).toMatch(/^Old price 1\D599/);
    expect(lines[0]!.querySelector('img')!.getAttribute('src')).toBe('https://shop.test/media/shirt-m.jpg');
    expect(first.getByRole('group', { name: 'Quantity of Linen shirt' }).textContent).toContain('2');
    expect(within(lines[1]!).getByText('Only 1 left in stock')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Items: 3');
    expect(screen.getByText('Total')).toBeTruthy();
  });

  it('changes a quantity: a configurable line is removed and added again, then the details are fetched', async () => {
    const { sent } = renderWithCart(<CartPage />, {
      RemoveItemFromCart: { removeItemFromCart: { cart: { id: 'cart-1' } } },
      AddItemToCart: { addProductsToCart: { cart: { id: 'cart-1' }, user_errors: [] } },
    });
    const first = within(screen.getAllByTestId('cart-line')[0]!);
    fireEvent.click(first.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(cartOps(sent)).toEqual(['RemoveItemFromCart', 'AddItemToCart', 'GetCartDetails']),
    );
    expect(sent.find((op) => op.name === 'AddItemToCart')!.variables).toMatchObject({
      cartItems: [{ sku: 'SHIRT', quantity: 3, selected_options: ['size-M'] }],
    });
  });

  it('removes a line after the remove-from-cart modal is confirmed, and tracks remove_from_cart', async () => {
    const { sent, store } = renderWithCart(<CartPage />, {
      RemoveItemFromCart: { removeItemFromCart: { cart: { id: 'cart-1' } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Leather belt from the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    expect(within(dialog).getByText('Leather belt will be removed from your cart.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cartOps(sent)).toEqual(['RemoveItemFromCart', 'GetCartDetails']));
    expect(sent.find((op) => op.name === 'RemoveItemFromCart')!.variables).toEqual({
      cartId: 'cart-1',
      itemId: 'line-2',
    });
    expect(store.getState().modal.type).toBeNull();
    await waitFor(() => expect(dataLayer.some((e) => e.event === 'remove_from_cart')).toBe(true));
    const removed = dataLayer.find((e) => e.event === 'remove_from_cart') as {
      ecommerce: { items: unknown[] };
    };
    expect(removed.ecommerce.items).toEqual([expect.objectContaining({ item_id: 'BELT', quantity: 1 })]);
  });

  it('shows the line error when a change fails', async () => {
    renderWithCart(<CartPage />, {
      UpdateCartItem: { error: { message: 'The most you may purchase is 5.', category: 'graphql-input' } },
    });
    const second = within(screen.getAllByTestId('cart-line')[1]!);
    fireEvent.click(second.getByRole('button', { name: 'Increase quantity' }));
    expect(await second.findByText('The most you may purchase is 5.')).toBeTruthy();
  });

  it("applies a coupon, shows the server's refusal, and removes an applied one", async () => {
    const withCoupon = { ...twoLines(), applied_coupons: [{ code: 'SPRING10' }] };
    renderWithCart(<CartPage />, {
      ApplyCouponToCart: (v: Record<string, unknown>) =>
        v.couponCode === 'SPRING10'
          ? { applyCouponToCart: { cart: withCoupon } }
          : { error: { message: 'The coupon code "NOPE" is not valid.', category: 'graphql-input' } },
      RemoveCouponFromCart: { removeCouponFromCart: { cart: twoLines() } },
    });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.input(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByText('The coupon code "NOPE" is not valid.')).getAttribute('role')).toBe(
      'alert',
    );
    fireEvent.input(field, { target: { value: 'SPRING10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SPRING10 applied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeTruthy();
  });

  it('tracks view_cart once, and begin_checkout: a guest is asked how to check out', async () => {
    const { store } = renderWithCart(<CartPage />);
    await waitFor(() => expect(dataLayer.filter((e) => e.event === 'view_cart')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(dataLayer.some((e) => e.event === 'begin_checkout')).toBe(true);
    expect(store.getState().modal.type).toBe('checkout-authorization');
  });

  it('shows a pleasant empty cart with the way back to shopping (the state keeps USD, 0, 0)', () => {
    renderWithCart(<CartPage />, {}, cartFixture('cart-1', []));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('is axe-clean with lines', async () => {
    const { view } = renderWithCart(<CartPage />);
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});

describe('the mini-cart', () => {
  it('lists the lines with totals, the ways to checkout and the cart page', async () => {
    const { location } = renderWithCart(<MiniCart />);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByText('Items: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    act(() => undefined);
    expect(location.history.at(-1)).toBe('/');
  });

  it('holds the place while a stored cart loads (no layout jump), then shows it', async () => {
    const store = createAppStore({ saved: { token: null, cartId: 'cart-1', checkout: {} } });
    const h = harness({ store, answers: {} });
    const { container } = render(<MiniCart />, { wrapper: h.Wrapper });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    act(() => store.dispatch(cartActions.receive('getDetails', { details: twoLines() as never })));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('is axe-clean', async () => {
    const { view } = renderWithCart(<MiniCart />);
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('loading the cart', () => {
  it('keeps the cart when its details fail for a network error, and lets the shopper try again', async () => {
    let online = false;
    const store = createAppStore({ saved: { token: null, cartId: 'cart-1', checkout: {} } });
    const h = harness({
      store,
      answers: { GetCartDetails: () => (online ? { cart: twoLines() } : new Error('offline')) },
    });
    render(<CartPage />, { wrapper: h.Wrapper });
    const { cartServiceFor } = await import('../../shared/cart/use-cart.ts');
    await act(() => cartServiceFor(h.client, store).getCartDetails());
    expect(store.getState().cart.cartId).toBe('cart-1');
    online = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
  });
});
