// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductPurchase } from './ProductPurchase.tsx';
import { harness as appHarness, type Answer } from '../../../testing/harness.tsx';
import { cartFixture } from '../../../shared/cart/cart-fixtures.ts';
import { productFixture } from '../product-fixture.ts';

const CART_ANSWERS: Record<string, Answer> = {
  createCart: { cartId: 'cart-1' },
  AddItemToCart: { addProductsToCart: { cart: { id: 'cart-1' }, user_errors: [] } },
  GetCartDetails: { cart: cartFixture('cart-1') },
};

afterEach(cleanup);

function renderPurchase(product = productFixture(), answers: Record<string, Answer> = CART_ANSWERS) {
  const harness = appHarness({ path: '/silk-midi-dress.html', answers });
  render(<ProductPurchase product={product} />, { wrapper: harness.Wrapper });
  return harness;
}

describe('ProductPurchase', () => {
  it('add to cart asks for a size first on a configurable product, then adds that size', async () => {
    const { store, sent } = renderPurchase();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a size');
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    expect(store.getState().modal.type).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().modal.type).toBe('add-to-cart-success'));
    expect((store.getState().modal.props as { product?: unknown }).product).toMatchObject({
      sku: 'DRESS-1',
      variantSku: 'DRESS-1-M',
      size: 'M',
    });
    expect(store.getState().product.cart).toMatchObject({
      ok: true,
      request: { selectedOptions: ['uid-M'] },
    });
    const cartOps = sent.filter((op) => op.name !== 'getStoreConfigs');
    expect(cartOps.map((op) => op.name)).toEqual(['createCart', 'AddItemToCart', 'GetCartDetails']);
    expect(cartOps[1]!.variables).toEqual({
      cartId: 'cart-1',
      cartItems: [{ sku: 'DRESS-1', quantity: 1, selected_options: ['uid-M'] }],
    });
    expect(store.getState().cart.cartId).toBe('cart-1');
  });

  it("shows the server's message when the add fails, and opens no modal", async () => {
    const { store } = renderPurchase(productFixture(), {
      ...CART_ANSWERS,
      AddItemToCart: {
        addProductsToCart: {
          cart: { id: 'cart-1' },
          user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
        },
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The requested qty is not available');
    expect(store.getState().modal.type).toBeNull();
  });

  it('a simple product is added without a size', async () => {
    const { store } = renderPurchase(
      productFixture({
        __typename: 'SimpleProduct',
        product_all: [],
        variants: undefined,
        configurable_options: undefined,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(store.getState().modal.type).toBe('add-to-cart-success'));
  });

  it('buy in one click also needs a size, then opens its modal', () => {
    const { store } = renderPurchase();
    fireEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(store.getState().modal.type).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy in one click' }));
    expect(store.getState().modal).toMatchObject({
      type: 'buy-in-one-click',
      props: { product: { size: 'S' } },
    });
  });

  it('sends a signed-out shopper from the wishlist heart to sign in', () => {
    const { location } = renderPurchase();
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(location.history.at(-1)).toMatch(/^\/sign-in/);
  });

  it('offers no online purchase for a product sold in shops only', () => {
    renderPurchase(productFixture({ only_offline: true }));
    expect(screen.getByText('Available in shops only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy in one click' })).toBeNull();
  });

  it('opens the size chart of the product’s size attribute and the share modal', () => {
    const { store } = renderPurchase();
    fireEvent.click(screen.getByRole('button', { name: 'Size chart' }));
    expect(store.getState().modal).toMatchObject({ type: 'product-size-table', props: { table: 'tops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(store.getState().modal).toMatchObject({
      type: 'share-product',
      props: { url: 'https://shop.test/ua/silk-midi-dress.html', title: 'Silk midi dress' },
    });
  });
});
