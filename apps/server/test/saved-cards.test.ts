/**
 * Saved cards over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): the test gateway keeps a
 * card when a signed-in customer asks (is_active_payment_token_enabler) and the order is paid;
 * customerPaymentTokens lists what may be shown (type, last four digits, expiry: never a card
 * number nor the gateway's token); a later order pays with the saved card by public hash
 * (vitryna_card_vault), by GraphQL and by the REST carts/mine form; deletePaymentToken; all of it
 * only for the card's owner.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, fixtures, okData, type Fixtures } from './cart-helpers.ts';
import { createCustomer, type TestCustomer } from './customer-fixtures.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let f: Fixtures;
beforeAll(async () => {
  s = await testServer();
  f = await fixtures(s);
});

const post = <T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  s.gql<T>(query, { method: 'POST', variables, headers });

const ADDRESS = {
  firstname: 'Олена',
  lastname: 'Коваль',
  street: ['вул. Хрещатик, 1'],
  city: 'Київ',
  country_code: 'UA',
  telephone: '+380501234567',
  nova_poshta_warehouse_ref: 'wh-kyiv-1',
};

/** A cart with one line, a Nova Poshta branch and its delivery chosen: ready for a payment. */
async function readyCart(c: TestCustomer | null): Promise<string> {
  const auth = c?.auth;
  const id = c
    ? okData(await post<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, auth)).customerCart
        .id
    : okData(
        await post<{ createGuestCart: { cart: { id: string } } }>(
          'mutation { createGuestCart { cart { id } } }',
        ),
      ).createGuestCart.cart.id;
  okData(
    await post(
      'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
      { id, sku: f.simple.sku },
      auth,
    ),
  );
  if (!c) {
    okData(
      await post(
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { id } } }',
        { id },
      ),
    );
  }
  okData(
    await post(
      'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
      { input: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] } },
      auth,
    ),
  );
  okData(
    await post(
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "novaposhta", method_code: "warehouse" }] }) { cart { id } } }',
      { id },
      auth,
    ),
  );
  return id;
}

const SET_PAYMENT = `mutation P($id: String!, $method: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $method }) { cart { selected_payment_method { code } } } }`;
const setPayment = (id: string, method: Record<string, unknown>, c: TestCustomer | null) =>
  post(SET_PAYMENT, { id, method }, c?.auth);
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number status } } }`;
const place = (id: string, c: TestCustomer | null) =>
  post<{ placeOrder: { orderV2: { number: string } } }>(PLACE, { id }, c?.auth);

/** A paid card order; answers its order number. */
async function payByCard(c: TestCustomer | null, method: Record<string, unknown>): Promise<string> {
  const id = await readyCart(c);
  okData(await setPayment(id, { code: 'vitryna_card', ...method }, c));
  return okData(await place(id, c)).placeOrder.orderV2.number;
}

const keepVisa = {
  vitryna_card: { payment_method_nonce: 'tok_visa_ok', is_active_payment_token_enabler: true },
};

interface Token {
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: string;
}
const TOKENS = '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }';
const tokens = async (c: TestCustomer) =>
  okData(await post<{ customerPaymentTokens: { items: Token[] } }>(TOKENS, {}, c.auth)).customerPaymentTokens
    .items;
const DELETE = `mutation($hash: String!) { deletePaymentToken(public_hash: $hash) {
  result customerPaymentTokens { items { public_hash } } } }`;

async function orderStatus(number: string) {
  const [row] = await s.db.query<{
    status: string;
    payment_transaction_id: string | null;
    customer_id: number | null;
  }>('SELECT status, payment_transaction_id, customer_id FROM sales_order WHERE increment_id = $1', [number]);
  return row!;
}
const tokenRows = (customerId: number) =>
  s.db.query<{ public_hash: string; gateway_token: string; details: unknown }>(
    'SELECT public_hash, gateway_token, details FROM customer_payment_token WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );

const notAuthorized = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};
const notFound = (hash: string) => ({
  message: `Could not find a token using public hash: ${hash}`,
  category: 'graphql-no-such-entity',
});

describe('keeping a card', () => {
  it("a paid customer order with the flag keeps the card: Magento's details, never a number", async () => {
    const c = await createCustomer(s.db);
    const number = await payByCard(c, keepVisa);
    expect(await orderStatus(number)).toMatchObject({ status: 'processing', customer_id: c.id });
    const [token, ...more] = await tokens(c);
    expect(more).toEqual([]);
    expect(token).toEqual({
      public_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      payment_method_code: 'vitryna_card',
      type: 'card',
      details: expect.any(String),
    });
    expect(JSON.parse(token!.details)).toEqual({ type: 'VI', maskedCC: '4242', expirationDate: '12/2030' });
    const [row] = await tokenRows(c.id);
    expect(row!.gateway_token).toMatch(/^gw_test_[0-9a-f]{32}$/);
    expect(JSON.stringify(token)).not.toContain(row!.gateway_token);
  });

  it('no card is kept without the flag, for a guest, or when the card is declined', async () => {
    const c = await createCustomer(s.db);
    await payByCard(c, { vitryna_card: { payment_method_nonce: 'tok_mastercard_ok' } });
    const declinedCart = await readyCart(c);
    okData(
      await setPayment(
        declinedCart,
        {
          code: 'vitryna_card',
          vitryna_card: { payment_method_nonce: 'tok_declined', is_active_payment_token_enabler: true },
        },
        c,
      ),
    );
    expect(errorOf(await place(declinedCart, c)).message).toBe(
      'Unable to place order: The card was declined by the bank.',
    );
    expect(await tokens(c)).toEqual([]);

    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_payment_token');
    const guestOrder = await payByCard(null, keepVisa);
    expect(await orderStatus(guestOrder)).toMatchObject({ status: 'processing', customer_id: null });
    expect(await s.db.query('SELECT count(*)::int AS n FROM customer_payment_token')).toEqual(before);
  });

  it('customerPaymentTokens needs a token and is never kept by the GET cache', async () => {
    expect(errorOf(await post(TOKENS))).toEqual(notAuthorized);
    const c = await createCustomer(s.db);
    const got = await s.gql(TOKENS, { headers: c.auth });
    expect(got.body.errors).toBeUndefined();
    expect(got.headers.get('cache-control')).toBe('no-store');
  });
});

describe('paying with a saved card', () => {
  it('a later order pays by public hash alone', async () => {
    const c = await createCustomer(s.db);
    await payByCard(c, keepVisa);
    const [token] = await tokens(c);
    const number = await payByCard(c, { vitryna_card_vault: { public_hash: token!.public_hash } });
    expect(await orderStatus(number)).toMatchObject({
      status: 'processing',
      payment_transaction_id: expect.stringMatching(/^test_/),
    });
    // Paying with a kept card keeps no second one.
    expect(await tokens(c)).toHaveLength(1);
  });

  it("another customer's card, a guest and a card deleted since it was chosen are refused", async () => {
    const a = await createCustomer(s.db);
    const b = await createCustomer(s.db);
    await payByCard(b, keepVisa);
    const [theirs] = await tokens(b);
    await payByCard(a, keepVisa);
    const [mine] = await tokens(a);
    const cart = await readyCart(a);
    const vault = { code: 'vitryna_card', vitryna_card_vault: { public_hash: theirs!.public_hash } };
    expect(errorOf(await setPayment(cart, vault, a))).toEqual(notFound(theirs!.public_hash));
    const guestCart = await readyCart(null);
    expect(errorOf(await setPayment(guestCart, vault, null))).toEqual(notAuthorized);

    okData(
      await setPayment(
        cart,
        { code: 'vitryna_card', vitryna_card_vault: { public_hash: mine!.public_hash } },
        a,
      ),
    );
    okData(await post(DELETE, { hash: mine!.public_hash }, a.auth));
    expect(errorOf(await place(cart, a))).toMatchObject({
      message: 'Enter a valid payment method and try again.',
    });
  });

  it('the REST carts/mine form keeps a card and pays with it (additional_data)', async () => {
    const c = await createCustomer(s.db);
    const rest = async (body: unknown) => {
      const res = await fetch(`${s.url}/rest/V1/carts/mine/payment-information`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...c.auth },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: JSON.parse(await res.text()) as unknown };
    };
    await readyCart(c);
    const first = await rest({
      paymentMethod: {
        method: 'vitryna_card',
        additional_data: { payment_method_nonce: 'tok_mastercard_ok', is_active_payment_token_enabler: '1' },
      },
    });
    expect(first.status).toBe(200);
    const [token] = await tokens(c);
    expect(JSON.parse(token!.details)).toEqual({ type: 'MC', maskedCC: '4444', expirationDate: '12/2030' });
    await readyCart(c);
    const second = await rest({
      paymentMethod: { method: 'vitryna_card_vault', additional_data: { public_hash: token!.public_hash } },
    });
    expect(second.status).toBe(200);
    const [order] = await s.db.query<{ status: string; payment_method: string }>(
      'SELECT status, payment_method FROM sales_order WHERE id = $1',
      [Number(second.body)],
    );
    expect(order).toEqual({ status: 'processing', payment_method: 'vitryna_card' });
  });
});

describe('deletePaymentToken', () => {
  it("deletes the customer's own card and answers the rest; another's is not found and stays", async () => {
    const a = await createCustomer(s.db);
    const b = await createCustomer(s.db);
    await payByCard(a, keepVisa);
    await payByCard(a, {
      vitryna_card: { payment_method_nonce: 'tok_mastercard_ok', is_active_payment_token_enabler: true },
    });
    await payByCard(b, keepVisa);
    const [first, second] = await tokens(a);
    const [theirs] = await tokens(b);

    expect(errorOf(await post(DELETE, { hash: theirs!.public_hash }, a.auth))).toEqual(
      notFound(theirs!.public_hash),
    );
    expect(errorOf(await post(DELETE, { hash: theirs!.public_hash }))).toEqual(notAuthorized);
    expect(await tokens(b)).toEqual([theirs]);

    const deleted = okData(
      await post<{
        deletePaymentToken: { result: boolean; customerPaymentTokens: { items: { public_hash: string }[] } };
      }>(DELETE, { hash: first!.public_hash }, a.auth),
    );
    expect(deleted.deletePaymentToken).toEqual({
      result: true,
      customerPaymentTokens: { items: [{ public_hash: second!.public_hash }] },
    });
    expect(errorOf(await post(DELETE, { hash: first!.public_hash }, a.auth))).toEqual(
      notFound(first!.public_hash),
    );
  });
});
