// @vitest-environment happy-dom
/** The wishlist page: pages of items (page 1, then "Show more" appended), remove, move to cart, failures. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartFixture } from '../../shared/cart/cart-fixtures.ts';
import { cardProduct } from '../../shared/product-card/fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { createToastStore } from '../../shared/toasts/toast-store.ts';
import en from './i18n/en_US.json' with { type: 'json' };
import { harness, type Answer, type Responder } from '../../testing/harness.tsx';
import WishlistPage from './WishlistPage.tsx';
import { WISHLIST_PAGE_SIZE } from './useWishlistPage.ts';

afterEach(cleanup);

const simpleItem = (n: number) => ({
  __typename: 'SimpleWishlistItem',
  id: String(n),
  quantity: 1,
  added_at: '2026-11-25 10:00:00',
  product: cardProduct({ uid: `P${n}`, sku: `SKU-${n}`, name: `Dress ${n}`, url_key: `dress-${n}` }),
});

const sizedItem = (n: number, size: string | null) => ({
  __typename: 'ConfigurableWishlistItem',
  id: String(n),
  quantity: 1,
  added_at: '2026-11-25 10:00:00',
  product: cardProduct({
    __typename: 'ConfigurableProduct',
    uid: `P${n}`,
    sku: `PARENT-${n}`,
    name: `Boots ${n}`,
    url_key: `boots-${n}`,
    configurable_options: [],
    variants: [],
  }),
  configured_variant: size ? { uid: `V${n}`, sku: `PARENT-${n}-${size}`, stock_status: 'IN_STOCK' } : null,
  configurable_options: size
    ? [
        {
          configurable_product_option_uid: 'opt',
          configurable_product_option_value_uid: `size-${size}`,
          option_label: 'Size',
          value_label: size,
        },
      ]
    : [],
});

function pageAnswer(items: unknown[], page: number, total: number, count: number) {
  return {
    customer: {
      wishlists: [
        {
          id: '7',
          items_count: count,
          items_v2: {
            items,
            page_info: { current_page: page, page_size: WISHLIST_PAGE_SIZE, total_pages: total },
          },
        },
      ],
    },
  };
}

function renderPage(
  answers: Record<string, Answer> | Responder,
  store = createAppStore({ isSignedIn: true }),
) {
  const toastStore = createToastStore<unknown>();
  const h = harness({ path: '/wishlist', signedIn: true, answers, store, toastStore, messages: en });
  render(<WishlistPage />, { wrapper: h.Wrapper });
  return { ...h, toastStore };
}

const toastsOf = (h: { toastStore: ReturnType<typeof createToastStore> }) =>
  h.toastStore.getState().toasts.map((t) => ({ type: t.type, message: t.message, timeout: t.timeout }));

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the wishlist page', () => {
  it('shows page 1, then appends the next page with "Show more"', async () => {
    const first = Array.from({ length: WISHLIST_PAGE_SIZE }, (_, i) => simpleItem(i + 1));
    const h = renderPage({
      GetWishlistItems: (v: { currentPage: number }) =>
        v.currentPage === 1 ? pageAnswer(first, 1, 2, 13) : pageAnswer([simpleItem(13)], 2, 2, 13),
    });
    await waitFor(() => expect(names()).toHaveLength(WISHLIST_PAGE_SIZE));
    expect(screen.getByText('13 products')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(names()).toHaveLength(13));
    expect(names()[0]).toContain('Dress 1');
    expect(names()[12]).toContain('Dress 13');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const pages = h.sent.filter((o) => o.name === 'GetWishlistItems');
    expect(pages.map((o) => o.variables)).toEqual([
      { currentPage: 1, pageSize: WISHLIST_PAGE_SIZE },
      { currentPage: 2, pageSize: WISHLIST_PAGE_SIZE },
    ]);
    expect(pages.every((o) => o.requestPolicy === 'network-only')).toBe(true);
  });

  it('says so when the wishlist is empty', async () => {
    renderPage({ GetWishlistItems: pageAnswer([], 1, 0, 0) });
    await screen.findByText(/Your wishlist is empty/);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
  });

  it('removes an item by its id and reloads the hearts', async () => {
    const h = renderPage({
      GetWishlistItems: pageAnswer([simpleItem(1), sizedItem(2, 'M')], 1, 1, 2),
      RemoveProductsFromWishlist: { removeProductsFromWishlist: { user_errors: [] } },
      GetWishlist: { wishlist: { id: '7', products: [{ uid: 'P2', sku: 'PARENT-2' }] } },
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.getByText('Size: M')).toBeTruthy();
    fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(h.sent.find((o) => o.name === 'RemoveProductsFromWishlist')!.variables).toEqual({
      wishlistId: '7',
      ids: ['1'],
    });
    await waitFor(() => expect(h.store.getState().wishlist.items).toEqual([{ id: 'P2', sku: 'PARENT-2' }]));
    expect(screen.getByText('1 product')).toBeTruthy();
  });

  it('keeps the item and shows the wishlist failure toast when removing fails', async () => {
    const h = renderPage({
      GetWishlistItems: pageAnswer([simpleItem(1)], 1, 1, 1),
      RemoveProductsFromWishlist: {
        error: { message: 'The wishlist was not found.', category: 'graphql-input' },
      },
    });
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toastsOf(h)).toEqual([
        {
          type: 'error',
          message: 'Something went wrong adding the Product to your wishlist.',
          timeout: 5000,
        },
      ]),
    );
    expect(names()).toHaveLength(1);
  });

  it('moves a kept size to the cart through the cart flow, then removes it from the wishlist', async () => {
    const store = createAppStore({ isSignedIn: true });
    const cartId = 'c'.repeat(32);
    const h = renderPage(
      {
        GetWishlistItems: pageAnswer([sizedItem(2, 'M')], 1, 1, 1),
        createCart: { cartId },
        AddItemToCart: { addProductsToCart: { cart: { id: cartId }, user_errors: [] } },
        GetCartDetails: { cart: cartFixture(cartId) },
        RemoveProductsFromWishlist: { removeProductsFromWishlist: { user_errors: [] } },
        GetWishlist: { wishlist: { id: '7', products: [] } },
      },
      store,
    );
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Move to cart' }));
    await waitFor(() =>
      expect(toastsOf(h)).toEqual([
        { type: 'success', message: 'The product is in your cart.', timeout: 5000 },
      ]),
    );
    const add = h.sent.find((o) => o.name === 'AddItemToCart')!;
    expect(add.variables.cartItems).toEqual([{ sku: 'PARENT-2', quantity: 1, selected_options: ['size-M'] }]);
    const order = h.sent.map((o) => o.name);
    expect(order.indexOf('RemoveProductsFromWishlist')).toBeGreaterThan(order.indexOf('AddItemToCart'));
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0));
  });

  it('keeps the item and says why when the cart refuses it', async () => {
    const cartId = 'd'.repeat(32);
    const h = renderPage({
      GetWishlistItems: pageAnswer([simpleItem(1)], 1, 1, 1),
      createCart: { cartId },
      AddItemToCart: {
        addProductsToCart: {
          cart: { id: cartId },
          user_errors: [
            { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
          ],
        },
      },
      GetCartDetails: { cart: cartFixture(cartId) },
    });
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Move to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(h.sent.some((o) => o.name === 'RemoveProductsFromWishlist')).toBe(false);
    expect(names()).toHaveLength(1);
  });

  it('opens the product page to choose a size when none was kept', async () => {
    const h = renderPage({ GetWishlistItems: pageAnswer([sizedItem(3, null)], 1, 1, 1) });
    await waitFor(() => expect(names()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Choose a size' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/boots-3.html'));
    expect(h.sent.some((o) => o.name === 'AddItemToCart')).toBe(false);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    renderPage({
      GetWishlistItems: () =>
        ++calls === 1
          ? {
              error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' },
            }
          : pageAnswer([simpleItem(1)], 1, 1, 1),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toHaveLength(1));
  });
});
