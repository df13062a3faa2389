/**
 * Authorization everywhere, over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): signed in as
 * customer A, every customer-scoped operation and field is tried on customer B's cart, saved
 * address and saved card. Each attempt is refused with Magento's text and category (or the web
 * API's status and body), and the database is the same after it as before (every row of the
 * tables these operations write, compared whole). Expired and revoked tokens are refused too.
 *
 * The table is meant to grow: a module that adds customer-scoped operations (addresses, orders…)
 * appends its attempts to ATTEMPTS and, if it writes other tables, their names to WATCHED_TABLES.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, fixtures, okData, type Fixtures } from './cart-helpers.ts';
import { createCustomer, createSavedAddress, expireTokens, type TestCustomer } from './customer-fixtures.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let f: Fixtures;

/** What the attempts act on: A is signed in; B's things are what A must never reach. */
interface World {
  a: TestCustomer;
  b: TestCustomer;
  /** A's own active cart (one line, delivery chosen), so customerCart as A makes nothing. */
  aCart: string;
  /** B's active cart: one line, a coupon, address, delivery and payment: placeOrder would succeed. */
  bCart: string;
  bItemUid: string;
  bAddressId: number;
  bCardHash: string;
  /** The number of an order B placed (a one-click order with B's token). */
  bOrderNumber: string;
  /** A guest's cart with a line (mergeCarts' source when B's cart is the destination). */
  guestCart: string;
  /** A shopper without a token (its cart is guestCart). */
  guest: TestCustomer;
}

/** What came back: a GraphQL error (message, category), a REST answer, or data to check. */
type Outcome =
  | { graphql: { message: string; category: string | undefined } }
  | { rest: { status: number; body: unknown } }
  | { data: unknown };

interface Attempt {
  name: string;
  run(w: World): Promise<Outcome>;
  /** The refusal expected, or a check of an answer that must be A's own. */
  expected: (w: World) => Outcome | ((o: Outcome) => void);
}

/** Tables whose rows must be the same before and after each attempt. */
export const WATCHED_TABLES = [
  'cart',
  'cart_item',
  'cart_address',
  'customer_address',
  'customer_payment_token',
  'sales_order',
  'customer_token',
  'customer',
  'newsletter_subscriber',
];

const post = (query: string, variables: Record<string, unknown>, auth: Record<string, string>) =>
  s.gql(query, { method: 'POST', variables, headers: auth });

async function gqlAs(
  c: TestCustomer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Outcome> {
  const r = await post(query, variables, c.auth);
  return r.body.errors ? { graphql: errorOf(r) } : { data: r.body.data };
}

async function restAs(
  c: TestCustomer,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<Outcome> {
  const res = await fetch(`${s.url}/rest${route}`, {
    method,
    headers: { ...c.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { rest: { status: res.status, body: text ? JSON.parse(text) : null } };
}

const graphql = (message: string, category: string): Outcome => ({ graphql: { message, category } });
const notOwner = (id: string) =>
  graphql(`The current user cannot perform operations on cart "${id}"`, 'graphql-authorization');
const restNotOwner = (id: string): Outcome => ({
  rest: {
    status: 401,
    body: { message: `The current user cannot perform operations on cart "${id}"`, parameters: [] },
  },
});
const notAuthorized = graphql("The current customer isn't authorized.", 'graphql-authorization');
const addressRefused = (id: number) =>
  graphql(`Current customer does not have permission to address with ID "${id}"`, 'graphql-authorization');
const cardNotFound = (hash: string) =>
  graphql(`Could not find a token using public hash: ${hash}`, 'graphql-no-such-entity');

const ADDRESS = {
  firstname: 'Андрій',
  lastname: 'Мельник',
  street: ['вул. Чужа, 1'],
  city: 'Київ',
  country_code: 'UA',
  telephone: '+380501112233',
  nova_poshta_warehouse_ref: 'wh-a-1',
};

export const ATTEMPTS: Attempt[] = [
  {
    name: "cart: B's cart",
    run: (w) =>
      gqlAs(w.a, 'query($id: String!) { cart(cart_id: $id) { id total_quantity } }', { id: w.bCart }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "customerCart answers A's own cart, never B's",
    run: (w) => gqlAs(w.a, '{ customerCart { id total_quantity } }'),
    expected: (w) => (o) => expect(o).toEqual({ data: { customerCart: { id: w.aCart, total_quantity: 1 } } }),
  },
  {
    name: "addProductsToCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
        { id: w.bCart, sku: f.simple.sku },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "updateCartItems on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 5 }] }) { cart { id } } }',
        { id: w.bCart, uid: w.bItemUid },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "removeItemFromCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }',
        { id: w.bCart, uid: w.bItemUid },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "applyCouponToCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "VITRYNA10" }) { cart { id } } }',
        { id: w.bCart },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "removeCouponFromCart on B's cart",
    run: (w) =>
      gqlAs(w.a, 'mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }', {
        id: w.bCart,
      }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setGuestEmailOnCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "a@example.com" }) { cart { id } } }',
        { id: w.bCart },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setShippingAddressesOnCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: w.bCart, shipping_addresses: [{ address: ADDRESS }] } },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setBillingAddressOnCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: w.bCart, billing_address: { address: ADDRESS } } },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setShippingMethodsOnCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "novaposhta", method_code: "courier" }] }) { cart { id } } }',
        { id: w.bCart },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setPaymentMethodOnCart on B's cart",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "vitryna_card", vitryna_card: { payment_method_nonce: "tok_visa_ok" } } }) { cart { id } } }',
        { id: w.bCart },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "placeOrder of B's cart",
    run: (w) =>
      gqlAs(w.a, 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', {
        id: w.bCart,
      }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "mergeCarts with B's cart as the source",
    run: (w) =>
      gqlAs(w.a, 'mutation($src: String!) { mergeCarts(source_cart_id: $src) { id } }', { src: w.bCart }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "mergeCarts with B's cart as the destination",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($src: String!, $dst: String) { mergeCarts(source_cart_id: $src, destination_cart_id: $dst) { id } }',
        { src: w.guestCart, dst: w.bCart },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "assignCustomerToGuestCart of B's cart",
    run: (w) =>
      gqlAs(w.a, 'mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id } }', {
        id: w.bCart,
      }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "setShippingAddressesOnCart with B's customer_address_id",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: w.aCart, shipping_addresses: [{ customer_address_id: w.bAddressId }] } },
      ),
    expected: (w) => addressRefused(w.bAddressId),
  },
  {
    name: "setBillingAddressOnCart with B's customer_address_id",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: w.aCart, billing_address: { customer_address_id: w.bAddressId } } },
      ),
    expected: (w) => addressRefused(w.bAddressId),
  },
  {
    name: "setPaymentMethodOnCart paying with B's saved card",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: String!, $hash: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "vitryna_card", vitryna_card_vault: { public_hash: $hash } } }) { cart { id } } }',
        { id: w.aCart, hash: w.bCardHash },
      ),
    expected: (w) => cardNotFound(w.bCardHash),
  },
  {
    name: "deletePaymentToken of B's card",
    run: (w) =>
      gqlAs(w.a, 'mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result } }', {
        hash: w.bCardHash,
      }),
    expected: (w) => cardNotFound(w.bCardHash),
  },
  {
    name: "customerPaymentTokens lists A's cards only (none), never B's",
    run: (w) => gqlAs(w.a, '{ customerPaymentTokens { items { public_hash } } }'),
    expected: () => (o) => expect(o).toEqual({ data: { customerPaymentTokens: { items: [] } } }),
  },
  {
    name: "REST GET guest-carts/{B's cart}/payment-information",
    run: (w) => restAs(w.a, 'GET', `/V1/guest-carts/${w.bCart}/payment-information`),
    expected: (w) => restNotOwner(w.bCart),
  },
  {
    name: "REST POST guest-carts/{B's cart}/shipping-information",
    run: (w) =>
      restAs(w.a, 'POST', `/V1/guest-carts/${w.bCart}/shipping-information`, {
        addressInformation: {
          shipping_address: { ...ADDRESS, country_id: 'UA' },
          shipping_carrier_code: 'novaposhta',
          shipping_method_code: 'warehouse',
        },
      }),
    expected: (w) => restNotOwner(w.bCart),
  },
  {
    name: "REST POST guest-carts/{B's cart}/payment-information",
    run: (w) =>
      restAs(w.a, 'POST', `/V1/guest-carts/${w.bCart}/payment-information`, {
        email: 'a@example.com',
        paymentMethod: { method: 'cashondelivery' },
      }),
    expected: (w) => restNotOwner(w.bCart),
  },
  {
    name: "REST carts/mine/shipping-information with B's customer_address_id",
    run: (w) =>
      restAs(w.a, 'POST', '/V1/carts/mine/shipping-information', {
        addressInformation: {
          shipping_address: { customer_address_id: w.bAddressId },
          shipping_carrier_code: 'novaposhta',
          shipping_method_code: 'warehouse',
        },
      }),
    expected: (w) => ({
      rest: { status: 404, body: { message: 'Invalid customer address id %1', parameters: [w.bAddressId] } },
    }),
  },
  {
    name: "REST carts/mine/payment-information naming B's cart in the body works on A's cart only",
    run: (w) =>
      restAs(w.a, 'POST', '/V1/carts/mine/payment-information', {
        cartId: w.bCart,
        paymentMethod: { method: 'checkmo' },
      }),
    // A method A's cart does not offer: A's cart is refused; B's ready cart is not ordered.
    expected: () => ({
      rest: {
        status: 400,
        body: { message: 'The requested Payment Method is not available.', parameters: [] },
      },
    }),
  },
  {
    name: "REST GET carts/mine/payment-information answers A's cart",
    run: (w) => restAs(w.a, 'GET', '/V1/carts/mine/payment-information'),
    expected: () => (o) => {
      expect(o).toMatchObject({
        rest: { status: 200, body: { totals: { items_qty: 1, items: [{ qty: 1 }] } } },
      });
    },
  },
  {
    name: "updateCustomerAddress of B's address",
    run: (w) =>
      gqlAs(
        w.a,
        'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Одеса", default_shipping: true }) { id } }',
        { id: w.bAddressId },
      ),
    expected: (w) => addressRefused(w.bAddressId),
  },
  {
    name: "deleteCustomerAddress of B's address",
    run: (w) => gqlAs(w.a, 'mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id: w.bAddressId }),
    expected: (w) => addressRefused(w.bAddressId),
  },
  {
    name: "customer answers A's own account: A's e-mail, none of B's addresses or orders",
    run: (w) =>
      gqlAs(
        w.a,
        '{ customer { email addresses { id } orders(scope: WEBSITE) { total_count items { number } } } }',
      ),
    expected: (w) => (o) =>
      expect(o).toEqual({
        data: { customer: { email: w.a.email, addresses: [], orders: { total_count: 0, items: [] } } },
      }),
  },
  {
    name: "customer.orders filtered by B's order number finds nothing",
    run: (w) =>
      gqlAs(
        w.a,
        'query($n: String!) { customer { orders(filter: { number: { eq: $n } }, scope: WEBSITE) { total_count } } }',
        { n: w.bOrderNumber },
      ),
    expected: () => (o) => expect(o).toEqual({ data: { customer: { orders: { total_count: 0 } } } }),
  },
  // The same from a shopper without a token.
  {
    name: "a guest: cart of B's cart",
    run: (w) => gqlAs(w.guest, 'query($id: String!) { cart(cart_id: $id) { id } }', { id: w.bCart }),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "a guest: placeOrder of B's cart",
    run: (w) =>
      gqlAs(
        w.guest,
        'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
        {
          id: w.bCart,
        },
      ),
    expected: (w) => notOwner(w.bCart),
  },
  {
    name: "a guest: REST POST guest-carts/{B's cart}/payment-information",
    run: (w) =>
      restAs(w.guest, 'POST', `/V1/guest-carts/${w.bCart}/payment-information`, {
        email: 'guest@example.com',
        paymentMethod: { method: 'cashondelivery' },
      }),
    expected: (w) => restNotOwner(w.bCart),
  },
  {
    name: "a guest: B's customer_address_id on the guest's own cart",
    run: (w) =>
      gqlAs(
        w.guest,
        'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
        { input: { cart_id: w.guestCart, shipping_addresses: [{ customer_address_id: w.bAddressId }] } },
      ),
    expected: () => notAuthorized,
  },
  {
    name: "a guest: mergeCarts into B's cart",
    run: (w) =>
      gqlAs(
        w.guest,
        'mutation($src: String!, $dst: String) { mergeCarts(source_cart_id: $src, destination_cart_id: $dst) { id } }',
        { src: w.guestCart, dst: w.bCart },
      ),
    expected: () => notAuthorized,
  },
  {
    name: "a guest: assignCustomerToGuestCart of the guest's cart",
    run: (w) =>
      gqlAs(w.guest, 'mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id } }', {
        id: w.guestCart,
      }),
    expected: () => notAuthorized,
  },
  {
    name: 'a guest: customerPaymentTokens',
    run: (w) => gqlAs(w.guest, '{ customerPaymentTokens { items { public_hash } } }'),
    expected: () => notAuthorized,
  },
  {
    name: "a guest: deletePaymentToken of B's card",
    run: (w) =>
      gqlAs(w.guest, 'mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result } }', {
        hash: w.bCardHash,
      }),
    expected: () => notAuthorized,
  },
];

/** Every row of the watched tables, in a stable order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of WATCHED_TABLES) {
    out[table] = await s.db.query(`SELECT * FROM ${table} ORDER BY 1`);
  }
  return out;
}

let w: World;

beforeAll(async () => {
  s = await testServer();
  f = await fixtures(s);
  const a = await createCustomer(s.db, 'Андрій');
  const b = await createCustomer(s.db, 'Богдана');
  const as = async <T = unknown>(c: TestCustomer, query: string, variables: Record<string, unknown> = {}) =>
    okData(await post(query, variables, c.auth)) as T;

  const aCart = (await as<{ customerCart: { id: string } }>(a, '{ customerCart { id } }')).customerCart.id;
  await as(
    a,
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id: aCart, sku: f.simple.sku },
  );
  await as(
    a,
    'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
    { input: { cart_id: aCart, shipping_addresses: [{ address: ADDRESS }] } },
  );
  await as(
    a,
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "novaposhta", method_code: "warehouse" }] }) { cart { id } } }',
    { id: aCart },
  );
  const bCart = (await as<{ customerCart: { id: string } }>(b, '{ customerCart { id } }')).customerCart.id;
  const added = await as<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>(
    b,
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { items { uid } } } }',
    { id: bCart, sku: f.simple.sku },
  );
  await as(
    b,
    'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "VITRYNA10" }) { cart { id } } }',
    {
      id: bCart,
    },
  );
  const bAddressId = await createSavedAddress(s.db, b.id, { nova_poshta_warehouse_ref: 'wh-b-1' });
  await as(
    b,
    'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
    { input: { cart_id: bCart, shipping_addresses: [{ customer_address_id: bAddressId }] } },
  );
  await as(
    b,
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "novaposhta", method_code: "warehouse" }] }) { cart { id } } }',
    { id: bCart },
  );
  await as(
    b,
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
    { id: bCart },
  );
  const bCardHash = 'b'.repeat(64);
  await s.db.query(
    `INSERT INTO customer_payment_token (customer_id, public_hash, payment_method_code, gateway_token, details)
     VALUES ($1, $2, 'vitryna_card', 'gw_test_${'0'.repeat(32)}', '{"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}')`,
    [b.id, bCardHash],
  );
  const bOrderNumber = (
    await as<{ placeOneClickOrder: { order_number: string } }>(
      b,
      'mutation($sku: String!) { placeOneClickOrder(input: { sku: $sku, phone: "+380671112233" }) { order_number } }',
      { sku: f.simple.sku },
    )
  ).placeOneClickOrder.order_number;
  const guest = okData(
    await s.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
      {
        method: 'POST',
      },
    ),
  ).createGuestCart.cart.id;
  okData(
    await s.gql(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
      { method: 'POST', variables: { id: guest, sku: f.simple.sku } },
    ),
  );
  w = {
    a,
    b,
    aCart,
    bCart,
    bItemUid: added.addProductsToCart.cart.items[0]!.uid,
    bAddressId,
    bCardHash,
    bOrderNumber,
    guestCart: guest,
    guest: { id: 0, email: '', token: '', auth: {} },
  };
});

describe("customer A (and a guest) on customer B's things", () => {
  it.each(ATTEMPTS.map((a) => [a.name, a] as const))(
    '%s: refused, nothing changed',
    async (_name, attempt) => {
      const before = await snapshot();
      const outcome = await attempt.run(w);
      const expected = attempt.expected(w);
      if (typeof expected === 'function') expected(outcome);
      else expect(outcome).toEqual(expected);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("B's own order is found by B (so A's empty answer above is a refusal, not a missing order)", async () => {
    const r = await post(
      'query($n: String!) { customer { orders(filter: { number: { eq: $n } }, scope: WEBSITE) { total_count } } }',
      { n: w.bOrderNumber },
      w.b.auth,
    );
    expect(r.body).toEqual({ data: { customer: { orders: { total_count: 1 } } } });
  });

  it("B's cart still works for B after all of it (the attempts were refused, not the data broken)", async () => {
    const placed = await post(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
      { id: w.bCart },
      w.b.auth,
    );
    expect(placed.body.errors).toBeUndefined();
  });
});

describe('expired and revoked tokens', () => {
  const refused = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };

  for (const [how, end] of [
    ['past its expiry', (c: TestCustomer) => expireTokens(s.db, c.id)],
    [
      'revoked',
      (c: TestCustomer) =>
        s.db.query('UPDATE customer_token SET revoked_at = now() WHERE customer_id = $1', [c.id]),
    ],
  ] as const) {
    it(`a token ${how} is refused on every cart operation, even where a guest would be served`, async () => {
      const c = await createCustomer(s.db);
      const cart = (
        okData(await post('{ customerCart { id } }', {}, c.auth)) as { customerCart: { id: string } }
      ).customerCart.id;
      await end(c);
      const before = await snapshot();
      for (const [query, variables] of [
        ['{ customerCart { id } }', {}],
        ['query($id: String!) { cart(cart_id: $id) { id } }', { id: cart }],
        // Magento makes a guest cart here (magento/magento2#26112); we refuse.
        ['mutation { createEmptyCart }', {}],
        ['mutation { createGuestCart { cart { id } } }', {}],
        [
          'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
          { id: cart, sku: f.simple.sku },
        ],
        ['mutation($id: String!) { mergeCarts(source_cart_id: $id) { id } }', { id: w.guestCart }],
        ['{ customerPaymentTokens { items { public_hash } } }', {}],
        ['{ customer { email } }', {}],
        ['mutation { revokeCustomerToken { result } }', {}],
        ['mutation { updateCustomerV2(input: { firstname: "Зловмисник" }) { customer { firstname } } }', {}],
      ] as const) {
        expect(errorOf(await post(query, variables, c.auth)), query).toEqual(refused);
      }
      const restAnswer = await restAs(c, 'GET', '/V1/carts/mine/payment-information');
      expect(restAnswer).toEqual({
        rest: {
          status: 401,
          body: {
            message: "The consumer isn't authorized to access %resources.",
            parameters: { resources: 'self' },
          },
        },
      });
      expect(await snapshot()).toEqual(before);
    });
  }
});
