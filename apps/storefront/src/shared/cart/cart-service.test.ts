import { describe, expect, it } from 'vitest';
import { stubClient, type SentOperation } from '../../testing/harness.tsx';
import { createAppStore } from '../state/app-store.tsx';
import { userActions } from '../state/user-state.ts';
import { checkoutActions } from '../state/checkout-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { createCartService } from './cart-service.ts';
import { cartFixture, cartItemFixture } from './cart-fixtures.ts';
import { asCartDetails, cartItems, cartLine, cartSummary } from './cart-view.ts';

type Answers = Record<string, unknown>;

/** A service over a stub client: `answers` by operation name, each a value or a function of the variables. */
function setup(answers: Answers, init: { cartId?: string | null; signedIn?: boolean } = {}) {
  const sent: SentOperation[] = [];
  const client = stubClient(answers, sent);
  const store = createAppStore({
    saved: {
      token: init.signedIn ? { value: 'tok', ttl: 3600, timeStored: Date.now() } : null,
      cartId: init.cartId ?? null,
      checkout: {},
    },
  });
  const service = createCartService({ client, store });
  const names = () => sent.map((op) => op.name);
  return { service, store, sent, names };
}

const details = (id: string) => ({ cart: cartFixture(id) });
const gqlError = (message: string, category = 'graphql-input') => ({ error: { message, category } });

/** A cart server in miniature: `stale` ids answer with `invalid`; new carts are numbered. */
function server(invalid: unknown, stale = new Set(['old'])) {
  let next = 0;
  const ok = { addProductsToCart: { cart: { id: 'x' }, user_errors: [] } };
  const answer = (id: unknown, good: unknown) => (stale.has(String(id)) ? invalid : good);
  return {
    createCart: () => ({ cartId: `new-${++next}` }),
    GetCartDetails: (v: Record<string, unknown>) => answer(v.cartId, details(String(v.cartId))),
    AddItemToCart: (v: Record<string, unknown>) => answer(v.cartId, ok),
    UpdateCartItem: (v: Record<string, unknown>) =>
      answer(v.cartId, { updateCartItems: { cart: { id: 'x' } } }),
    RemoveItemFromCart: (v: Record<string, unknown>) =>
      answer(v.cartId, { removeItemFromCart: { cart: { id: 'x' } } }),
  };
}

describe('the cart lifecycle', () => {
  it('creates a cart when there is none, keeps its id, adds, then fetches the details', async () => {
    const { service, store, sent, names } = setup(server(null));
    const outcome = await service.addItem({ sku: 'SHIRT', quantity: 1, selectedOptions: ['size-M'] });
    expect(outcome).toEqual({ ok: true });
    expect(names()).toEqual(['createCart', 'AddItemToCart', 'GetCartDetails']);
    expect(sent[1]!.variables).toEqual({
      cartId: 'new-1',
      cartItems: [{ sku: 'SHIRT', quantity: 1, selected_options: ['size-M'] }],
    });
    expect(sent[2]!.requestPolicy).toBe('network-only');
    expect(store.getState().cart.cartId).toBe('new-1');
    expect(cartSummary(asCartDetails(store.getState().cart.details))).toEqual({
      currency: 'UAH',
      numItems: 1,
      subtotal: 1299,
    });
  });

  it('reuses a stored cart id', async () => {
    const { service, names } = setup(server(null), { cartId: 'kept' });
    await service.addItem({ sku: 'BAG', quantity: 2 });
    expect(names()).toEqual(['AddItemToCart', 'GetCartDetails']);
  });

  it("answers 'Unable to create cart' when creating one fails, and records it", async () => {
    const { service, store, names } = setup({ createCart: gqlError('Boom', 'graphql') });
    const outcome = await service.addItem({ sku: 'BAG', quantity: 1 });
    expect(outcome).toMatchObject({ ok: false, message: 'Unable to create cart' });
    expect(names()).toEqual(['createCart']);
    expect(String(store.getState().cart.errors.getCart)).toContain('Unable to create cart');
    expect(store.getState().cart.loading.addItem).toBe(false);
  });

  const invalidErrors = [
    ['an authorization-category error', gqlError('Anything at all', 'graphql-authorization')],
    ["'Could not find a cart'", gqlError('Could not find a cart with ID "old"', 'graphql-no-such-entity')],
    ["'The cart isn't active'", gqlError("The cart isn't active.", 'graphql-no-such-entity')],
    [
      "'The current user cannot perform operations on cart'",
      gqlError('The current user cannot perform operations on cart "old"', 'graphql-authorization'),
    ],
  ] as const;

  it.each(invalidErrors)(
    'recovers from %s on add: new cart, details, the add retried once',
    async (_n, error) => {
      const { service, store, sent, names } = setup(server(error), { cartId: 'old' });
      store.dispatch(checkoutActions.accept('shippingMethod', { code: 'np', title: 'Nova Poshta' }));
      const outcome = await service.addItem({ sku: 'BAG', quantity: 1 });
      expect(outcome).toEqual({ ok: true });
      expect(names()).toEqual([
        'AddItemToCart',
        'createCart',
        'GetCartDetails',
        'AddItemToCart',
        'GetCartDetails',
      ]);
      expect(sent[3]!.variables.cartId).toBe('new-1');
      expect(store.getState().cart.cartId).toBe('new-1');
      expect(store.getState().checkout.shippingMethod).toBeNull();
      expect(store.getState().user.isSignedIn).toBe(false);
    },
  );

  it('signs a signed-in shopper out when the cart is invalid', async () => {
    const { service, store } = setup(server(invalidErrors[0][1]), { cartId: 'old', signedIn: true });
    store.dispatch(wishlistActions.setList([{ id: '1', sku: 'BAG' }]));
    expect(store.getState().user.isSignedIn).toBe(true);
    await service.addItem({ sku: 'BAG', quantity: 1 });
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().cart.cartId).toBe('new-1');
  });

  it('retries only once: a second invalid answer is the error', async () => {
    const error = gqlError("The cart isn't active.");
    const { service, store, names } = setup({ ...server(null), AddItemToCart: error }, { cartId: 'old' });
    const outcome = await service.addItem({ sku: 'BAG', quantity: 1 });
    expect(outcome).toMatchObject({ ok: false, message: "The cart isn't active." });
    expect(names().filter((n) => n === 'AddItemToCart')).toHaveLength(2);
    expect(store.getState().cart.errors.addItem).toBeTruthy();
  });

  it('records a network error on a cart action without any recovery', async () => {
    const { service, store, names } = setup(
      { ...server(null), AddItemToCart: new Error('Failed to fetch') },
      { cartId: 'kept' },
    );
    const outcome = await service.addItem({ sku: 'BAG', quantity: 1 });
    expect(outcome).toMatchObject({ ok: false, message: null });
    expect(names()).toEqual(['AddItemToCart']);
    expect(store.getState().cart.cartId).toBe('kept');
    expect(store.getState().cart.errors.addItem).toBeTruthy();
  });

  it("shows the server's user error of an add (e.g. not enough stock)", async () => {
    const { service } = setup(
      {
        ...server(null),
        AddItemToCart: {
          addProductsToCart: {
            cart: { id: 'kept' },
            user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Only 2 left' }],
          },
        },
      },
      { cartId: 'kept' },
    );
    expect(await service.addItem({ sku: 'BAG', quantity: 3 })).toMatchObject({
      ok: false,
      message: 'Only 2 left',
    });
  });

  it('updates a configurable line by removing it and adding it again', async () => {
    const { service, sent, names } = setup(server(null), { cartId: 'kept' });
    const line = cartLine(cartItemFixture({ uid: 'line-9', size: 'L' }));
    expect(await service.updateItem(line, 3)).toEqual({ ok: true });
    expect(names()).toEqual(['RemoveItemFromCart', 'AddItemToCart', 'GetCartDetails']);
    expect(sent[0]!.variables).toEqual({ cartId: 'kept', itemId: 'line-9' });
    expect(sent[1]!.variables).toEqual({
      cartId: 'kept',
      cartItems: [{ sku: 'SHIRT', quantity: 3, selected_options: ['size-L'] }],
    });
  });

  it('updates any other line with the new quantity', async () => {
    const { service, sent, names } = setup(server(null), { cartId: 'kept' });
    const line = cartLine(cartItemFixture({ uid: 'line-2', size: null }));
    await service.updateItem(line, 2);
    expect(names()).toEqual(['UpdateCartItem', 'GetCartDetails']);
    expect(sent[0]!.variables).toEqual({ cartId: 'kept', itemId: 'line-2', quantity: 2 });
  });

  it('retries an update on an invalid cart by putting the line in the new cart', async () => {
    const { service, sent, names } = setup(server(gqlError("The cart isn't active.")), { cartId: 'old' });
    const line = cartLine(cartItemFixture({ uid: 'line-2', size: null }));
    expect(await service.updateItem(line, 2)).toEqual({ ok: true });
    expect(names()).toEqual([
      'UpdateCartItem',
      'createCart',
      'GetCartDetails',
      'AddItemToCart',
      'GetCartDetails',
    ]);
    expect(sent[3]!.variables).toEqual({ cartId: 'new-1', cartItems: [{ sku: 'SHIRT', quantity: 2 }] });
  });

  it('falls back to a new cart when removing from an invalid one (no retry)', async () => {
    const { service, store, names } = setup(server(gqlError('Could not find a cart with ID "old"')), {
      cartId: 'old',
    });
    expect(await service.removeItem('line-1')).toEqual({ ok: true });
    expect(names()).toEqual(['RemoveItemFromCart', 'createCart', 'GetCartDetails']);
    expect(store.getState().cart.cartId).toBe('new-1');
  });

  it('resets the cart when its details cannot be fetched', async () => {
    const { service, store } = setup(
      { GetCartDetails: gqlError('Could not find a cart with ID "gone"', 'graphql-no-such-entity') },
      { cartId: 'gone' },
    );
    await service.getCartDetails();
    expect(store.getState().cart.cartId).toBeNull();
    expect(store.getState().cart.details).toEqual({});
    expect(store.getState().cart.errors.getDetails).toBeTruthy();
  });

  it('keeps the cart id when the details fail for a network error (the cart may be fine)', async () => {
    const { service, store } = setup({ GetCartDetails: new Error('offline') }, { cartId: 'kept' });
    await service.getCartDetails();
    expect(store.getState().cart.cartId).toBe('kept');
    expect(store.getState().cart.errors.getDetails).toBeTruthy();
  });

  it('startNewCart forgets the cart and makes a new one; a failure is silently ignored', async () => {
    const good = setup(server(null), { cartId: 'ordered' });
    await good.service.startNewCart();
    expect(good.names()).toEqual(['createCart', 'GetCartDetails']);
    expect(good.store.getState().cart.cartId).toBe('new-1');

    const bad = setup({ createCart: new Error('offline') }, { cartId: 'ordered' });
    await expect(bad.service.startNewCart()).resolves.toBeUndefined();
    expect(bad.store.getState().cart.cartId).toBeNull();
  });

  it('applies and removes a coupon, keeping the cart the server answers, or its message', async () => {
    const withCoupon = { ...cartFixture('kept'), applied_coupons: [{ code: 'SPRING10' }] };
    const { service, store } = setup(
      {
        ApplyCouponToCart: (v: Record<string, unknown>) =>
          v.couponCode === 'SPRING10'
            ? { applyCouponToCart: { cart: withCoupon } }
            : gqlError(`The coupon code "${String(v.couponCode)}" is not valid.`),
        RemoveCouponFromCart: { removeCouponFromCart: { cart: cartFixture('kept') } },
      },
      { cartId: 'kept' },
    );
    expect(await service.applyCoupon('NOPE')).toMatchObject({
      ok: false,
      message: 'The coupon code "NOPE" is not valid.',
    });
    expect(await service.applyCoupon('SPRING10')).toEqual({ ok: true });
    expect(asCartDetails(store.getState().cart.details)?.applied_coupons).toEqual([{ code: 'SPRING10' }]);
    expect(await service.removeCoupon()).toEqual({ ok: true });
    expect(asCartDetails(store.getState().cart.details)?.applied_coupons).toBeNull();
  });

  it('two adds at once without a cart share one new cart', async () => {
    const { service, names } = setup(server(null));
    await Promise.all([
      service.addItem({ sku: 'A', quantity: 1 }),
      service.addItem({ sku: 'B', quantity: 1 }),
    ]);
    expect(names().filter((n) => n === 'createCart')).toHaveLength(1);
  });
});

describe('the cart view', () => {
  it('shows an empty cart as USD, 0 items, subtotal 0', () => {
    expect(cartSummary(null)).toEqual({ currency: 'USD', numItems: 0, subtotal: 0 });
    expect(cartSummary(cartFixture('c', []))).toEqual({ currency: 'USD', numItems: 0, subtotal: 0 });
  });

  it('counts the quantities and reads a line: size, variant picture, old price only when higher', () => {
    const cart = cartFixture('c', [
      cartItemFixture({ quantity: 2 }),
      cartItemFixture({ uid: 'b', size: null }),
    ]);
    expect(cartSummary(cart).numItems).toBe(3);
    const [first, second] = cartItems(cart).map(cartLine);
    expect(first).toMatchObject({ size: 'M', sku: 'SHIRT-M', productSku: 'SHIRT', isConfigurable: true });
    expect(first!.imageUrl).toBe('https://shop.test/media/shirt-m.jpg');
    expect(first!.oldPrice).toEqual({ value: 1599, currency: 'UAH' });
    expect(second).toMatchObject({ size: null, isConfigurable: false, urlPath: '/linen-shirt.html' });
    const full = cartLine(
      cartItemFixture({
        size: null,
        product: {
          ...cartItemFixture().product,
          price_range: {
            minimum_price: {
              regular_price: { value: 1299, currency: 'UAH' },
              final_price: { value: 1299, currency: 'UAH' },
            },
          },
        },
      }),
    );
    expect(full.oldPrice).toBeNull();
  });
});

describe('signing out on recovery', () => {
  it('uses the user slice: clearToken signs out', () => {
    const store = createAppStore({ isSignedIn: true });
    store.dispatch(userActions.clearToken());
    expect(store.getState().user.isSignedIn).toBe(false);
  });
});

describe('removing a line', () => {
  it('asked twice at once (two screens listening), removes it once', async () => {
    const { service, names } = setup(server(null), { cartId: 'kept' });
    await Promise.all([service.removeItem('line-1'), service.removeItem('line-1')]);
    expect(names()).toEqual(['RemoveItemFromCart', 'GetCartDetails']);
  });
});

describe('analytics of cart actions', () => {
  it('tracks add_to_cart once an add succeeded, with quantity 1 per item', async () => {
    const { configureAnalytics, resetAnalytics } = await import('../analytics/analytics.ts');
    const dataLayer: Record<string, unknown>[] = [];
    resetAnalytics(() => ({ dataLayer }));
    configureAnalytics({ enabled: true });
    try {
      const { service } = setup(server(null), { cartId: 'kept' });
      await service.addItem({ sku: 'BAG', quantity: 3 }, { sku: 'BAG', name: 'Bag', price: 100 });
      const event = dataLayer.find((e) => e.event === 'add_to_cart') as { ecommerce: { items: unknown[] } };
      expect(event.ecommerce.items).toEqual([expect.objectContaining({ item_id: 'BAG', quantity: 1 })]);

      const failing = setup({ ...server(null), AddItemToCart: new Error('offline') }, { cartId: 'kept' });
      await failing.service.addItem({ sku: 'HAT', quantity: 1 }, { sku: 'HAT', name: 'Hat' });
      expect(dataLayer.filter((e) => e.event === 'add_to_cart')).toHaveLength(1);
    } finally {
      resetAnalytics();
    }
  });
});
