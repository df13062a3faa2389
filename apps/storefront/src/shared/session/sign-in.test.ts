import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubClient, type SentOperation } from '../../testing/harness.tsx';
import {
  configureAnalytics,
  resetAnalytics,
  trackPageView,
  type DataLayerEntry,
} from '../analytics/analytics.ts';
import { cartFixture, cartItemFixture } from '../cart/cart-fixtures.ts';
import { createAppStore } from '../state/app-store.tsx';
import { cartActions } from '../state/cart-state.ts';
import { wishlistActions } from '../state/wishlist-state.ts';
import { createAccount, signIn } from './sign-in.ts';

const gqlError = (message: string, category: string) => ({ error: { message, category } });
const BAD_LOGIN =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** The guest's cart (2 items) and the customer's (`customer-cart`, 1 item from an earlier visit). */
const guestCart = cartFixture('guest-cart', [cartItemFixture({ uid: 'g1', quantity: 2 })]);
const mergedCart = cartFixture('customer-cart', [
  cartItemFixture({ uid: 'c1', quantity: 2 }),
  cartItemFixture({ uid: 'c2', size: null, quantity: 1 }),
]);

let dataLayer: DataLayerEntry[];
beforeEach(() => {
  dataLayer = [];
  const host = { dataLayer };
  resetAnalytics(() => host);
  configureAnalytics({ enabled: true });
});
afterEach(() => resetAnalytics());

/** A Magento in miniature; `log` interleaves the operations sent with what the store went through. */
function setup(
  overrides: Record<string, unknown> = {},
  guest: ReturnType<typeof cartFixture> | null = guestCart,
) {
  const log: string[] = [];
  const sent: SentOperation[] = [];
  const detailsLoadingAtCreate: boolean[] = [];
  const answers: Record<string, unknown> = {
    GetCartDetails: (v: Record<string, unknown>) => ({ cart: cartFixture(String(v.cartId)) }),
    SignIn: { generateCustomerToken: { token: 'customer-token' } },
    GetCustomerAccessTokenLifetime: gqlError(
      'Cannot query field "customer_access_token_lifetime"',
      'graphql',
    ),
    CreateCartAfterSignIn: { cartId: 'customer-cart' },
    MergeCartsAfterSignIn: { mergeCarts: mergedCart },
    EvictCachedData: { __typename: 'Mutation' },
    createCart: { cartId: 'customer-cart' },
    GetCustomerAfterSignIn: {
      customer: { email: 'olena@example.com', firstname: 'Olena', lastname: 'Koval', is_subscribed: true },
    },
    GetCartDetailsAfterSignIn: { cart: mergedCart },
    ...overrides,
  };
  const client = stubClient((name, variables) => {
    log.push(`op:${name}`);
    if (name === 'createCart') detailsLoadingAtCreate.push(store.getState().cart.loading.getDetails);
    const answer = answers[name ?? ''];
    return typeof answer === 'function' ? (answer as (v: unknown) => unknown)(variables) : answer;
  }, sent);
  const store = createAppStore({ saved: { token: null, cartId: guest?.id ?? null, checkout: {} } });
  if (guest) store.dispatch(cartActions.receive('getDetails', { details: guest as never }));
  store.dispatch(wishlistActions.setList([{ id: 'w1', sku: 'GUEST-SKU' }]));
  store.subscribe((s, p) => {
    if (s.user.token !== p.user.token) log.push(s.user.token ? 'token:set' : 'token:cleared');
    if (s.cart.cartId !== p.cart.cartId) log.push(`cart:${s.cart.cartId ?? 'none'}`);
    if (s.wishlist.items !== p.wishlist.items && s.wishlist.items.length === 0) log.push('wishlist:cleared');
  });
  return { log, sent, store, client, detailsLoadingAtCreate, deps: { client, store, now: () => 1_000_000 } };
}

const userIdOfNextEvent = () => {
  trackPageView({ path: '/', title: 'Home' });
  return dataLayer.at(-1)?.user_id;
};

describe('sign-in with cart merge', () => {
  it('runs the seven steps in the spec order', async () => {
    const { log, sent, store, deps, detailsLoadingAtCreate } = setup();
    const outcome = await signIn(deps, { email: 'olena@example.com', password: 'correct horse' });
    // The new cart's details count as loading from step 6 (the shell's cart sync waits for step 7).
    expect(detailsLoadingAtCreate).toEqual([true]);
    expect(store.getState().cart.loading.getDetails).toBe(false);
    expect(log).toEqual([
      'op:SignIn',
      'op:GetCustomerAccessTokenLifetime',
      'token:set', // 1
      'op:CreateCartAfterSignIn', // 2
      'op:MergeCartsAfterSignIn', // 3
      'wishlist:cleared', // 5 (4 is analytics: checked below)
      'op:EvictCachedData',
      'cart:none', // 6
      'op:createCart',
      'cart:customer-cart',
      'op:GetCustomerAfterSignIn', // 7
      'op:GetCartDetailsAfterSignIn',
    ]);
    expect(sent.find((o) => o.name === 'SignIn')!.variables).toEqual({
      email: 'olena@example.com',
      password: 'correct horse',
    });
    expect(sent.find((o) => o.name === 'MergeCartsAfterSignIn')!.variables).toEqual({
      sourceCartId: 'guest-cart',
      destinationCartId: 'customer-cart',
    });
    expect(sent.find((o) => o.name === 'GetCartDetailsAfterSignIn')!.variables).toEqual({
      cartId: 'customer-cart',
    });
    const state = store.getState();
    // The server did not answer the lifetime: 3600 s.
    expect(state.user.token).toEqual({ value: 'customer-token', ttl: 3600, timeStored: 1_000_000 });
    expect(state.user).toMatchObject({
      isSignedIn: true,
      currentUser: { email: 'olena@example.com', firstname: 'Olena', lastname: 'Koval', is_subscribed: true },
    });
    expect(state.cart.cartId).toBe('customer-cart');
    expect(state.cart.details).toEqual(mergedCart);
    // 2 guest items + 1 from the customer's earlier visit = 3.
    expect(outcome).toEqual({ itemsFromEarlierVisit: 1 });
    expect(userIdOfNextEvent()).toBe('customer-cart');
  });

  it('evicts customer, wishlist and dynamic-block data from the client cache (step 5)', async () => {
    const { client, deps } = setup();
    await signIn(deps, { email: 'a@b.ua', password: 'password1' });
    const evict = (client as ReturnType<typeof stubClient>).operations.find(
      (op) => op.kind === 'mutation' && op.context.localOnly === true,
    );
    expect(evict?.context.additionalTypenames).toEqual(['Customer', 'Wishlist', 'DynamicBlocks']);
  });

  it("keeps the token for Magento's customer_access_token_lifetime (hours) when the server answers it", async () => {
    const { store, deps } = setup({
      GetCustomerAccessTokenLifetime: { storeConfig: { customer_access_token_lifetime: 2 } },
    });
    await signIn(deps, { email: 'a@b.ua', password: 'password1' });
    expect(store.getState().user.token?.ttl).toBe(7200);
  });

  it('does not merge an empty guest cart, nor when there is none', async () => {
    const empty = cartFixture('guest-cart', []);
    for (const guest of [empty, null]) {
      const { log, deps } = setup({}, guest);
      const outcome = await signIn(deps, { email: 'a@b.ua', password: 'password1' });
      expect(log).not.toContain('op:MergeCartsAfterSignIn');
      expect(log).toContain('op:GetCartDetailsAfterSignIn');
      expect(outcome.itemsFromEarlierVisit).toBe(0);
    }
  });

  it('reads a guest cart the page has not loaded yet before deciding to merge', async () => {
    const { log, store, deps } = setup({}, null);
    store.dispatch(cartActions.receive('getCart', { cartId: 'guest-cart' }));
    log.length = 0;
    await signIn(deps, { email: 'a@b.ua', password: 'password1' });
    expect(log.slice(0, 2)).toEqual(['op:GetCartDetails', 'op:SignIn']);
    expect(log).toContain('op:MergeCartsAfterSignIn');
  });

  it("rethrows a refused sign-in with Magento's message and stores no token", async () => {
    const { log, store, deps } = setup({ SignIn: gqlError(BAD_LOGIN, 'graphql-authentication') });
    await expect(signIn(deps, { email: 'a@b.ua', password: 'wrong-password' })).rejects.toThrow(BAD_LOGIN);
    expect(log).not.toContain('token:set');
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(store.getState().cart.cartId).toBe('guest-cart');
  });

  it.each([
    ['CreateCartAfterSignIn', gqlError("The current customer isn't authorized.", 'graphql-authorization')],
    ['MergeCartsAfterSignIn', gqlError("The cart isn't active.", 'graphql-no-such-entity')],
    ['createCart', new Error('Failed to fetch')],
    ['GetCustomerAfterSignIn', gqlError("The current customer isn't authorized.", 'graphql-authorization')],
    [
      'GetCartDetailsAfterSignIn',
      gqlError('Could not find a cart with ID "customer-cart"', 'graphql-no-such-entity'),
    ],
  ])('clears the token and rethrows when %s fails', async (step, failure) => {
    const { log, store, deps } = setup({ [step]: failure });
    await expect(signIn(deps, { email: 'a@b.ua', password: 'password1' })).rejects.toThrow();
    expect(log).toContain('token:set');
    expect(log.indexOf('token:cleared')).toBeGreaterThan(log.indexOf('token:set'));
    expect(log.filter((entry) => entry.startsWith('op:')).at(-1)).toBe(`op:${step}`);
    expect(store.getState().user).toMatchObject({ token: null, isSignedIn: false, currentUser: null });
    expect(store.getState().cart.loading.getDetails).toBe(false);
  });

  it('shows the server message of a failed step', async () => {
    const { deps } = setup({
      MergeCartsAfterSignIn: gqlError("The cart isn't active.", 'graphql-no-such-entity'),
    });
    await expect(signIn(deps, { email: 'a@b.ua', password: 'password1' })).rejects.toThrow(
      "The cart isn't active.",
    );
  });
});

describe('create account', () => {
  it('creates the customer with createCustomerV2, then signs in with the same credentials', async () => {
    const { log, sent, store, deps } = setup({
      CreateAccount: {
        createCustomerV2: {
          customer: {
            email: 'olena@example.com',
            firstname: 'Olena',
            lastname: 'Koval',
            is_subscribed: false,
          },
        },
      },
    });
    await createAccount(deps, {
      email: 'olena@example.com',
      password: 'correct horse',
      firstname: 'Olena',
      lastname: 'Koval',
    });
    expect(log[0]).toBe('op:CreateAccount');
    expect(sent[0]!.variables).toEqual({
      input: {
        email: 'olena@example.com',
        firstname: 'Olena',
        lastname: 'Koval',
        password: 'correct horse',
        is_subscribed: false,
      },
    });
    expect(log).toContain('op:SignIn');
    expect(store.getState().user.isSignedIn).toBe(true);
  });

  it("rethrows Magento's refusal and does not sign in", async () => {
    const taken = 'A customer with the same email address already exists in an associated website.';
    const { log, store, deps } = setup({ CreateAccount: gqlError(taken, 'graphql-input') });
    await expect(
      createAccount(deps, { email: 'a@b.ua', password: 'password1', firstname: 'A', lastname: 'B' }),
    ).rejects.toThrow(taken);
    expect(log).not.toContain('op:SignIn');
    expect(store.getState().user.isSignedIn).toBe(false);
  });
});
