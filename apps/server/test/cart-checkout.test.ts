/**
 * Placing a cart's order, by GraphQL placeOrder and by Magento's REST checkout, over real HTTP.
 * The order placement is the sales module's; here a recording placement that keeps the
 * contract (one order per idempotency key, hooks run in its transaction) stands in for it, so
 * what the cart hands over (the OrderDraft) and what it answers are what is tested.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { OrderPlacement } from '../src/graphql-context.ts';
import { buildApp, type App } from '../src/http/app.ts';
import type { OrderDraft, PlacedOrder } from '../src/modules/sales/order-draft.ts';
import { CART_FIELDS, errorOf, fixtures, okData, type CartAnswer, type Fixtures } from './cart-helpers.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let f: Fixtures;
let app: App;
let url: string;
const drafts: OrderDraft[] = [];

/** One order per key, the cart's hook in the same transaction (the contract of sales/order-draft.ts). */
function recordingPlacement(db: TestServer['db']): OrderPlacement {
  const byKey = new Map<string, PlacedOrder>();
  let next = 100;
  return {
    async place(draft, hooks) {
      const known = byKey.get(draft.idempotencyKey);
      if (known) return { ...known, reused: true };
      const order: PlacedOrder = { orderId: ++next, incrementId: `0000${next}`, reused: false };
      await db.transaction(async (tx) => hooks?.onPlaced?.(tx, order));
      byKey.set(draft.idempotencyKey, order);
      drafts.push(draft);
      return order;
    },
  };
}

beforeAll(async () => {
  s = await testServer();
  f = await fixtures(s);
  const config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-cart-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    port: 0,
  };
  app = await buildApp(s.db, config, { orders: recordingPlacement(s.db) });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app?.app.close());

async function gql<T>(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: T;
      errors?: { message: string; extensions?: { category?: string; error_code?: string } }[];
    },
  };
}

async function rest(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/rest${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    cacheControl: res.headers.get('cache-control'),
  };
}

const ADDRESS = {
  firstname: 'Іван',
  lastname: 'Петренко',
  street: ['вул. Сумська, 10'],
  city: 'Харків',
  country_code: 'UA',
  telephone: '+380671112233',
  nova_poshta_warehouse_ref: 'wh-kharkiv-1',
};

async function readyCart(opts: { email?: boolean; method?: [string, string]; payment?: string } = {}) {
  const id = okData(
    await gql<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }'),
  ).createGuestCart.cart.id;
  okData(
    await gql(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }`,
      {
        id,
        items: [
          { sku: f.parentSku, quantity: 2, selected_options: [f.sizeA.uid] },
          { sku: f.simple.sku, quantity: 1 },
        ],
      },
    ),
  );
  if (opts.email !== false) {
    okData(
      await gql(
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ivan@example.com" }) { cart { id } } }',
        { id },
      ),
    );
  }
  okData(
    await gql(
      'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
      {
        input: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] },
      },
    ),
  );
  const [carrier, method] = opts.method ?? ['novaposhta', 'warehouse'];
  okData(
    await gql(
      'mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }',
      {
        input: { cart_id: id, shipping_methods: [{ carrier_code: carrier, method_code: method }] },
      },
    ),
  );
  if (opts.payment) {
    okData(
      await gql(
        'mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }',
        {
          input: { cart_id: id, payment_method: { code: opts.payment } },
        },
      ),
    );
  }
  return id;
}

const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) {
  orderV2 { number status email total { grand_total { value } subtotal { value } total_shipping { value } } }
  order { order_number } errors { code message } } }`;
type Placed = {
  placeOrder: {
    orderV2: {
      number: string;
      status: string;
      email: string;
      total: {
        grand_total: { value: number };
        subtotal: { value: number };
        total_shipping: { value: number };
      };
    };
    order: { order_number: string };
  };
};

describe('placeOrder', () => {
  it('turns the cart into one order draft; a second placeOrder answers the same order', async () => {
    const id = await readyCart({ payment: 'cashondelivery' });
    const before = drafts.length;
    const first = okData(await gql<Placed>(PLACE, { id })).placeOrder;
    expect(first.order.order_number).toBe(first.orderV2.number);
    expect(first.orderV2).toMatchObject({ status: 'pending', email: 'ivan@example.com' });
    const again = okData(await gql<Placed>(PLACE, { id })).placeOrder;
    expect(again.orderV2.number).toBe(first.orderV2.number);
    expect(drafts.length).toBe(before + 1);

    const draft = drafts.at(-1)!;
    const subtotal = Math.round(f.sizeA.price * 100) * 2 + Math.round(f.simple.price * 100);
    expect(draft.idempotencyKey).toMatch(/^cart:\d+$/);
    expect(draft.items).toHaveLength(2);
    const size = draft.items.find((i) => i.sku === f.sizeA.sku)!;
    expect(size).toMatchObject({
      parentSku: f.parentSku,
      qty: 2,
      unitPriceKop: Math.round(f.sizeA.price * 100),
    });
    expect(size.sizeLabel).toBeTruthy();
    expect(draft.totals.subtotalKop).toBe(subtotal);
    expect(draft.totals.grandTotalKop).toBe(subtotal + draft.shipping.amountKop);
    expect(draft.shipping).toMatchObject({ carrierCode: 'novaposhta', methodCode: 'warehouse' });
    expect(draft.shipping.address).toMatchObject({
      city: 'Харків',
      novaPoshtaWarehouseRef: 'wh-kharkiv-1',
      countryId: 'UA',
    });
    expect(draft.payment).toMatchObject({ method: 'cashondelivery', nonce: null });
    expect(first.orderV2.total.grand_total.value * 100).toBeCloseTo(draft.totals.grandTotalKop, 6);

    // The ordered cart is closed for everything else.
    expect(errorOf(await gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id }))).toEqual({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });
  });

  it('refuses a cart that is not ready, with Magento texts, and keeps it', async () => {
    const noEmail = await readyCart({ email: false, payment: 'cashondelivery' });
    const r = await gql(PLACE, { id: noEmail });
    expect(errorOf(r)).toEqual({ message: 'Guest email for cart is missing.', category: 'graphql-input' });
    expect(r.body.errors![0]!.extensions!.error_code).toBe('GUEST_EMAIL_MISSING');
    const noPayment = await readyCart();
    expect(errorOf(await gql(PLACE, { id: noPayment }))).toEqual({
      message: 'Enter a valid payment method and try again.',
      category: 'graphql-input',
    });
    const cart = okData(
      await gql<{ cart: CartAnswer }>(`query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, {
        id: noPayment,
      }),
    ).cart;
    expect(cart.items).toHaveLength(2);
    expect(errorOf(await gql(PLACE, { id: 'q'.repeat(32) })).category).toBe('graphql-no-such-entity');
  });
});

describe('REST checkout', () => {
  it('POST /V1/guest-carts answers a masked id as a JSON string', async () => {
    const r = await rest('POST', '/V1/guest-carts');
    expect(r.status).toBe(200);
    expect(r.body).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(r.cacheControl).toBe('no-store');
    expect((await rest('POST', '/ru/V1/guest-carts')).body).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('shipping-information then payment-information place the order and answer its id', async () => {
    const id = await readyCart();
    const info = await rest('POST', `/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: {
          ...ADDRESS,
          country_code: undefined,
          country_id: 'UA',
          email: 'ivan@example.com',
          custom_attributes: [{ attribute_code: 'nova_poshta_warehouse_ref', value: 'wh-kharkiv-2' }],
        },
        billing_address: { ...ADDRESS, country_code: undefined, country_id: 'UA' },
        shipping_carrier_code: 'novaposhta',
        shipping_method_code: 'courier',
      },
    });
    expect(info.status).toBe(200);
    expect(info.body.payment_methods.map((m: { code: string }) => m.code)).toEqual([
      'cashondelivery',
      'vitryna_card',
    ]);
    const subtotal = Math.round(f.sizeA.price * 100) * 2 + Math.round(f.simple.price * 100);
    expect(Math.round(info.body.totals.subtotal * 100)).toBe(subtotal);
    expect(Math.round(info.body.totals.grand_total * 100)).toBe(
      subtotal + Math.round(info.body.totals.shipping_amount * 100),
    );
    expect(info.body.totals.items_qty).toBe(3);

    const paid = await rest('POST', `/V1/guest-carts/${id}/payment-information`, {
      email: 'ivan@example.com',
      paymentMethod: { method: 'vitryna_card', additional_data: { payment_method_nonce: 'tok_visa_ok' } },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatch(/^\d+$/);
    const draft = drafts.at(-1)!;
    expect(draft.payment).toMatchObject({ method: 'vitryna_card', nonce: 'tok_visa_ok' });
    expect(draft.shipping.address?.novaPoshtaWarehouseRef).toBe('wh-kharkiv-2');
    // A retried request answers the same order.
    const again = await rest('POST', `/V1/guest-carts/${id}/payment-information`, {
      email: 'ivan@example.com',
      paymentMethod: { method: 'vitryna_card', additional_data: { payment_method_nonce: 'tok_visa_ok' } },
    });
    expect(again.body).toBe(paid.body);
  });

  it("answers Magento's error shapes: 404 unknown cart, 400 bad input, 401 carts/mine without a customer", async () => {
    const unknown = await rest('POST', `/V1/guest-carts/${'z'.repeat(32)}/shipping-information`, {
      addressInformation: {},
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'z'.repeat(32) },
      },
    });
    const id = await readyCart();
    const noAddress = await rest('POST', `/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_carrier_code: 'novaposhta', shipping_method_code: 'warehouse' },
    });
    expect(noAddress).toMatchObject({
      status: 400,
      body: { message: 'The shipping address is missing. Set the address and try again.', parameters: [] },
    });
    const badCarrier = await rest('POST', `/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...ADDRESS, country_id: 'UA' },
        shipping_carrier_code: 'ups',
        shipping_method_code: 'air',
      },
    });
    expect(badCarrier).toMatchObject({
      status: 400,
      body: { message: 'Carrier with such method not found: ups, air' },
    });
    const notJson = await rest('POST', `/V1/guest-carts/${id}/payment-information`, '{oops');
    expect(notJson.status).toBe(400);
    expect(notJson.body.parameters).toEqual([]);
    const badPayment = await rest('POST', `/V1/guest-carts/${id}/payment-information`, {
      paymentMethod: { method: 'bitcoin' },
    });
    expect(badPayment).toMatchObject({
      status: 400,
      body: { message: 'The requested Payment Method is not available.' },
    });
    for (const route of [
      '/V1/carts/mine',
      '/V1/carts/mine/shipping-information',
      '/V1/carts/mine/payment-information',
    ]) {
      const r = await rest('POST', route, {});
      expect(r).toMatchObject({
        status: 401,
        body: {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'self' },
        },
      });
    }
    const token = await rest(
      'POST',
      '/V1/carts/mine/payment-information',
      {},
      { authorization: 'Bearer not-a-token' },
    );
    expect(token.status).toBe(401);
  });
});
