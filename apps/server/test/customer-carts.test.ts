/**
 * Carts of signed-in customers over real HTTP (PGlite, or PostgreSQL with DATABASE_URL):
 * customerCart and createEmptyCart with a token, mergeCarts and assignCustomerToGuestCart with
 * Magento's semantics and texts (stock caps, coupons, the guest cart ended, two merges racing),
 * saved addresses by customer_address_id and save_in_address_book, and customer orders placed
 * by GraphQL and by the REST carts/mine forms keeping the customer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_FIELDS, errorOf, fixtures, okData, type CartAnswer, type Fixtures } from './cart-helpers.ts';
import { createCustomer, createSavedAddress, type TestCustomer } from './customer-fixtures.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let f: Fixtures;
beforeAll(async () => {
  s = await testServer();
  f = await fixtures(s);
  await s.db.query(
    `INSERT INTO cart_price_rule (code, label, discount_type, discount_amount, min_subtotal, is_active)
     VALUES ('MERGE5', 'Merge 5%', 'percent', 5, 0, true) ON CONFLICT DO NOTHING`,
  );
});

const post = <T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  s.gql<T>(query, { method: 'POST', variables, headers });

async function guestCart(): Promise<string> {
  return okData(
    await post<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }'),
  ).createGuestCart.cart.id;
}

async function customerCartId(c: TestCustomer): Promise<string> {
  return okData(await post<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, c.auth))
    .customerCart.id;
}

const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code message } } }`;
async function add(cartId: string, items: Record<string, unknown>[], auth?: Record<string, string>) {
  const d = okData(
    await post<{ addProductsToCart: { user_errors: unknown[] } }>(ADD, { cartId, items }, auth),
  );
  expect(d.addProductsToCart.user_errors).toEqual([]);
}
const sizeA = (quantity: number) => ({ sku: f.parentSku, quantity, selected_options: [f.sizeA.uid] });
const sizeB = (quantity: number) => ({ sku: f.parentSku, quantity, selected_options: [f.sizeB.uid] });
const simple = (quantity: number) => ({ sku: f.simple.sku, quantity });

async function applyCoupon(cartId: string, code: string, auth?: Record<string, string>) {
  okData(
    await post(
      'mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }',
      { id: cartId, code },
      auth,
    ),
  );
}

const MERGE = `mutation Merge($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} } }`;
const merge = (c: TestCustomer | null, source: string, destination?: string) =>
  post<{ mergeCarts: CartAnswer }>(MERGE, { source, destination }, c?.auth);

const ASSIGN = `mutation Assign($id: String!) { assignCustomerToGuestCart(cart_id: $id) { ${CART_FIELDS} } }`;
const assign = (c: TestCustomer | null, id: string) =>
  post<{ assignCustomerToGuestCart: CartAnswer }>(ASSIGN, { id }, c?.auth);

const GET_CART = `query Cart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const readCart = async (id: string, auth?: Record<string, string>) =>
  okData(await post<{ cart: CartAnswer }>(GET_CART, { id }, auth)).cart;

const qtyOf = (cart: CartAnswer, sku: string) =>
  cart.items.find((i) => (i.configured_variant?.sku ?? i.product.sku) === sku)?.quantity ?? 0;

async function cartRow(maskedId: string) {
  const [row] = await s.db.query<{
    customer_id: number | null;
    is_active: boolean;
    coupon_code: string | null;
  }>('SELECT customer_id, is_active, coupon_code FROM cart WHERE masked_id = $1', [maskedId]);
  return row!;
}

const inactive = { message: "The cart isn't active.", category: 'graphql-no-such-entity' };
const notAuthorized = {
  message: "The current customer isn't authorized.",
  category: 'graphql-authorization',
};
const notOwner = (id: string) => ({
  message: `The current user cannot perform operations on cart "${id}"`,
  category: 'graphql-authorization',
});

describe("a customer's cart", () => {
  it('customerCart makes the one active cart once; createEmptyCart with the token answers the same', async () => {
    const c = await createCustomer(s.db);
    const [a, b] = await Promise.all([customerCartId(c), customerCartId(c)]);
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(b).toBe(a);
    const legacy = okData(
      await post<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, c.auth),
    );
    expect(legacy.createEmptyCart).toBe(a);
    expect(await cartRow(a)).toMatchObject({ customer_id: c.id, is_active: true });
    // Its e-mail is the account's.
    expect((await readCart(a, c.auth)).email).toBe(c.email);
    // Another customer has a cart of their own.
    expect(await customerCartId(await createCustomer(s.db))).not.toBe(a);
  });

  it('createGuestCart with a token is refused as Magento does', async () => {
    const c = await createCustomer(s.db);
    expect(errorOf(await post('mutation { createGuestCart { cart { id } } }', {}, c.auth))).toEqual({
      message: "Use 'Query.customerCart' for logged in customer.",
      category: 'graphql-input',
    });
  });
});

describe('mergeCarts', () => {
  it("adds the guest's lines into the customer's active cart and ends the guest cart", async () => {
    const c = await createCustomer(s.db);
    const own = await customerCartId(c);
    await add(own, [sizeA(1)], c.auth);
    const guest = await guestCart();
    await add(guest, [sizeA(2), simple(1)]);
    await applyCoupon(guest, 'MERGE5');

    const merged = okData(await merge(c, guest)).mergeCarts;
    expect(merged.id).toBe(own);
    expect(qtyOf(merged, f.sizeA.sku)).toBe(3);
    expect(qtyOf(merged, f.simple.sku)).toBe(1);
    expect(merged.items).toHaveLength(2);
    expect(merged.items.every((i) => i.errors === null)).toBe(true);
    // The guest's coupon comes along: the destination had none.
    expect(merged.applied_coupons).toEqual([{ code: 'MERGE5' }]);
    expect(await cartRow(guest)).toMatchObject({ is_active: false, customer_id: null });

    // The guest cart stops working, for its guest holder and for a second merge alike.
    expect(errorOf(await post(GET_CART, { id: guest }))).toEqual(inactive);
    expect(errorOf(await post(ADD, { cartId: guest, items: [simple(1)] }))).toEqual(inactive);
    expect(errorOf(await merge(c, guest))).toEqual(inactive);
    expect(qtyOf(await readCart(own, c.auth), f.sizeA.sku)).toBe(3);
  });

  it('makes the destination when the customer has no cart, and takes an explicit destination', async () => {
    const c = await createCustomer(s.db);
    const guest = await guestCart();
    await add(guest, [simple(2)]);
    const merged = okData(await merge(c, guest)).mergeCarts;
    expect(merged.id).toBe(await customerCartId(c));
    expect(qtyOf(merged, f.simple.sku)).toBe(2);

    const second = await guestCart();
    await add(second, [simple(1)]);
    const explicit = okData(await merge(c, second, merged.id)).mergeCarts;
    expect(explicit.id).toBe(merged.id);
    expect(qtyOf(explicit, f.simple.sku)).toBe(3);
  });

  it("caps a size's summed quantity at its stock, with Magento's quantity error in the answer", async () => {
    const c = await createCustomer(s.db);
    const own = await customerCartId(c);
    await add(own, [sizeB(2)], c.auth);
    const guest = await guestCart();
    await add(guest, [sizeB(2)]);
    const merged = okData(await merge(c, guest)).mergeCarts;
    const line = merged.items.find((i) => i.configured_variant?.sku === f.sizeB.sku)!;
    expect(line.quantity).toBe(f.sizeB.stock);
    expect(line.errors).toEqual([{ code: 'ITEM_QTY', message: 'The requested qty is not available' }]);
    expect(line.is_available).toBe(true);
    // Said once: the cart read afterwards holds the capped quantity without an error.
    const after = await readCart(own, c.auth);
    expect(qtyOf(after, f.sizeB.sku)).toBe(3);
    expect(after.items.every((i) => i.errors === null)).toBe(true);
  });

  it("keeps the destination's coupon over the guest's", async () => {
    const c = await createCustomer(s.db);
    const own = await customerCartId(c);
    await add(own, [simple(1)], c.auth);
    await applyCoupon(own, 'VITRYNA10', c.auth);
    const guest = await guestCart();
    await add(guest, [simple(1)]);
    await applyCoupon(guest, 'MERGE5');
    const merged = okData(await merge(c, guest)).mergeCarts;
    expect(merged.applied_coupons).toEqual([{ code: 'VITRYNA10' }]);
  });

  it("answers Magento's errors and changes nothing", async () => {
    const c = await createCustomer(s.db);
    const own = await customerCartId(c);
    const guest = await guestCart();
    await add(guest, [simple(1)]);
    expect(errorOf(await merge(c, ''))).toEqual({
      message: 'Required parameter "source_cart_id" is missing',
      category: 'graphql-input',
    });
    expect(errorOf(await merge(c, guest, ''))).toEqual({
      message: 'The parameter "destination_cart_id" cannot be empty',
      category: 'graphql-input',
    });
    expect(errorOf(await merge(null, guest))).toEqual(notAuthorized);
    expect(errorOf(await merge(c, 'q'.repeat(32)))).toEqual({
      message: `Could not find a cart with ID "${'q'.repeat(32)}"`,
      category: 'graphql-no-such-entity',
    });
    // The source must be a guest cart: the customer's own is not one.
    expect(errorOf(await merge(c, own))).toEqual(notOwner(own));
    // The destination must be the customer's: a guest cart is not.
    const other = await guestCart();
    expect(errorOf(await merge(c, guest, other))).toEqual(notOwner(other));
    expect(await cartRow(guest)).toMatchObject({ is_active: true, customer_id: null });
    expect((await readCart(own, c.auth)).items).toEqual([]);
  });

  it('two merges of one guest cart at once: one adds its lines, the other finds it ended', async () => {
    const c = await createCustomer(s.db);
    const own = await customerCartId(c);
    const guest = await guestCart();
    await add(guest, [simple(2)]);
    const results = await Promise.all([merge(c, guest), merge(c, guest), merge(c, guest)]);
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) expect(errorOf(r)).toEqual(inactive);
    expect(qtyOf(await readCart(own, c.auth), f.simple.sku)).toBe(2);
  });
});

describe('assignCustomerToGuestCart', () => {
  it("makes the guest cart the customer's, taking in their earlier cart, which ends", async () => {
    const c = await createCustomer(s.db);
    const earlier = await customerCartId(c);
    await add(earlier, [sizeA(1), simple(1)], c.auth);
    const guest = await guestCart();
    await add(guest, [sizeA(1)]);
    const answer = okData(await assign(c, guest)).assignCustomerToGuestCart;
    expect(answer.id).toBe(guest);
    expect(qtyOf(answer, f.sizeA.sku)).toBe(2);
    expect(qtyOf(answer, f.simple.sku)).toBe(1);
    expect(await cartRow(guest)).toMatchObject({ customer_id: c.id, is_active: true });
    expect(await cartRow(earlier)).toMatchObject({ is_active: false });
    expect(await customerCartId(c)).toBe(guest);
    // The guest holder of the id no longer reaches it.
    expect(errorOf(await post(GET_CART, { id: guest }))).toEqual(notOwner(guest));
  });

  it("two assignments of one guest cart at once: one makes it the customer's, the other is refused", async () => {
    const c = await createCustomer(s.db);
    const earlier = await customerCartId(c);
    await add(earlier, [simple(1)], c.auth);
    const guest = await guestCart();
    await add(guest, [simple(2)]);
    const results = await Promise.all([assign(c, guest), assign(c, guest)]);
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(1);
    const refused = errorOf(results.find((r) => r.body.errors)!);
    expect([
      notOwner(guest),
      {
        message: "The customer can't be assigned to the cart because the cart isn't anonymous.",
        category: 'graphql-input',
      },
    ]).toContainEqual(refused);
    expect(qtyOf(await readCart(guest, c.auth), f.simple.sku)).toBe(3);
  });

  it("answers Magento's errors: no token, a customer's cart, an ended cart", async () => {
    const c = await createCustomer(s.db);
    const guest = await guestCart();
    expect(errorOf(await assign(null, guest))).toEqual(notAuthorized);
    const own = await customerCartId(c);
    expect(errorOf(await assign(c, own))).toEqual(notOwner(own));
    await s.db.query('UPDATE cart SET is_active = false WHERE masked_id = $1', [guest]);
    expect(errorOf(await assign(c, guest))).toEqual(inactive);
    expect(await cartRow(guest)).toMatchObject({ customer_id: null });
  });
});

const SET_SHIPPING = `mutation S($input: SetShippingAddressesOnCartInput) {
  setShippingAddressesOnCart(input: $input) { cart { shipping_addresses { firstname city street telephone
    nova_poshta_city_ref nova_poshta_warehouse_ref } } } }`;
type ShippingAnswer = {
  setShippingAddressesOnCart: {
    cart: {
      shipping_addresses: {
        firstname: string;
        city: string;
        street: string[];
        nova_poshta_city_ref: string | null;
        nova_poshta_warehouse_ref: string | null;
      }[];
    };
  };
};
const setShipping = (cartId: string, given: Record<string, unknown>, auth?: Record<string, string>) =>
  post<ShippingAnswer>(SET_SHIPPING, { input: { cart_id: cartId, shipping_addresses: [given] } }, auth);
const SET_BILLING = `mutation B($input: SetBillingAddressOnCartInput) {
  setBillingAddressOnCart(input: $input) { cart { billing_address { firstname city } } } }`;

const NEW_ADDRESS = {
  firstname: 'Марія',
  lastname: 'Шевченко',
  street: ['вул. Нова, 3'],
  city: 'Одеса',
  country_code: 'UA',
  telephone: '+380931234567',
  nova_poshta_city_ref: 'city-odesa',
  nova_poshta_warehouse_ref: 'wh-odesa-5',
};

async function addressBook(customerId: number) {
  return s.db.query<{
    city: string;
    street: string[];
    default_shipping: boolean;
    nova_poshta_warehouse_ref: string;
  }>(
    'SELECT city, street, default_shipping, nova_poshta_warehouse_ref FROM customer_address WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );
}

describe('saved addresses at checkout', () => {
  it("customer_address_id sets the customer's saved address with its Nova Poshta fields", async () => {
    const c = await createCustomer(s.db);
    const addressId = await createSavedAddress(s.db, c.id, {
      city: 'Львів',
      nova_poshta_warehouse_ref: 'wh-lviv-9',
    });
    const cartId = await customerCartId(c);
    const set = okData(await setShipping(cartId, { customer_address_id: addressId }, c.auth));
    expect(set.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      city: 'Львів',
      street: ['вул. Збережена, 7'],
      nova_poshta_city_ref: 'db5c88f0-391c-11dd-90d9-001a92567626',
      nova_poshta_warehouse_ref: 'wh-lviv-9',
    });
    const billing = okData(
      await post<{ setBillingAddressOnCart: { cart: { billing_address: { city: string } } } }>(
        SET_BILLING,
        { input: { cart_id: cartId, billing_address: { customer_address_id: addressId } } },
        c.auth,
      ),
    );
    expect(billing.setBillingAddressOnCart.cart.billing_address.city).toBe('Львів');
  });

  it("refuses another customer's address, an unknown one, a guest's use and both forms at once", async () => {
    const a = await createCustomer(s.db);
    const b = await createCustomer(s.db);
    const theirs = await createSavedAddress(s.db, b.id);
    const cartId = await customerCartId(a);
    expect(errorOf(await setShipping(cartId, { customer_address_id: theirs }, a.auth))).toEqual({
      message: `Current customer does not have permission to address with ID "${theirs}"`,
      category: 'graphql-authorization',
    });
    expect(errorOf(await setShipping(cartId, { customer_address_id: 987654321 }, a.auth))).toEqual({
      message: 'Could not find a address with ID "987654321"',
      category: 'graphql-no-such-entity',
    });
    const guest = await guestCart();
    expect(errorOf(await setShipping(guest, { customer_address_id: theirs }))).toEqual(notAuthorized);
    const mine = await createSavedAddress(s.db, a.id);
    expect(
      errorOf(await setShipping(cartId, { customer_address_id: mine, address: NEW_ADDRESS }, a.auth)),
    ).toEqual({
      message: 'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      category: 'graphql-input',
    });
    expect((await readCart(cartId, a.auth)).shipping_addresses).toEqual([]);
  });

  it('save_in_address_book keeps a new address once, the first as the default shipping one', async () => {
    const c = await createCustomer(s.db);
    const cartId = await customerCartId(c);
    okData(await setShipping(cartId, { address: { ...NEW_ADDRESS, save_in_address_book: true } }, c.auth));
    okData(await setShipping(cartId, { address: { ...NEW_ADDRESS, save_in_address_book: true } }, c.auth));
    const second = { ...NEW_ADDRESS, city: 'Дніпро', nova_poshta_warehouse_ref: 'wh-dnipro-1' };
    okData(await setShipping(cartId, { address: { ...second, save_in_address_book: true } }, c.auth));
    okData(await setShipping(cartId, { address: { ...second, city: 'Суми' } }, c.auth));
    expect(await addressBook(c.id)).toEqual([
      {
        city: 'Одеса',
        street: ['вул. Нова, 3'],
        default_shipping: true,
        nova_poshta_warehouse_ref: 'wh-odesa-5',
      },
      {
        city: 'Дніпро',
        street: ['вул. Нова, 3'],
        default_shipping: false,
        nova_poshta_warehouse_ref: 'wh-dnipro-1',
      },
    ]);
    // A guest's flag saves nothing (a guest has no address book).
    const before = (await s.db.query('SELECT count(*)::int AS n FROM customer_address'))[0];
    okData(await setShipping(await guestCart(), { address: { ...NEW_ADDRESS, save_in_address_book: true } }));
    expect((await s.db.query('SELECT count(*)::int AS n FROM customer_address'))[0]).toEqual(before);
  });
});

async function readyCustomerCart(
  c: TestCustomer,
  address: Record<string, unknown> = { address: NEW_ADDRESS },
) {
  const cartId = await customerCartId(c);
  await add(cartId, [simple(1)], c.auth);
  okData(await setShipping(cartId, address, c.auth));
  okData(
    await post(
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "novaposhta", method_code: "warehouse" }] }) { cart { id } } }',
      { id: cartId },
      c.auth,
    ),
  );
  return cartId;
}

async function orderRow(where: string, value: unknown) {
  const [row] = await s.db.query<{ id: number; customer_id: number | null; customer_email: string | null }>(
    `SELECT id, customer_id, customer_email FROM sales_order WHERE ${where} = $1`,
    [value],
  );
  return row;
}

async function rest(route: string, body: unknown, auth?: Record<string, string>) {
  const res = await fetch(`${s.url}/rest${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) as unknown };
}

describe("customers' orders", () => {
  it('placeOrder from a customer cart keeps the customer and their e-mail', async () => {
    const c = await createCustomer(s.db);
    const cartId = await readyCustomerCart(c);
    okData(
      await post(
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
        { id: cartId },
        c.auth,
      ),
    );
    const placed = okData(
      await post<{ placeOrder: { orderV2: { number: string } } }>(
        'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
        { id: cartId },
        c.auth,
      ),
    );
    const order = await orderRow('increment_id', placed.placeOrder.orderV2.number);
    expect(order).toMatchObject({ customer_id: c.id, customer_email: c.email });
    // The next customerCart is a new, empty one.
    expect(await customerCartId(c)).not.toBe(cartId);
  });

  it('the REST carts/mine forms with a bearer token place the customer order, a saved address included', async () => {
    const c = await createCustomer(s.db);
    const saved = await createSavedAddress(s.db, c.id, { nova_poshta_warehouse_ref: 'wh-saved-2' });
    const cartId = await customerCartId(c);
    await add(cartId, [simple(1)], c.auth);
    const info = await rest(
      '/V1/carts/mine/shipping-information',
      {
        addressInformation: {
          shipping_address: { customer_address_id: saved },
          shipping_carrier_code: 'novaposhta',
          shipping_method_code: 'warehouse',
        },
      },
      c.auth,
    );
    expect(info.status).toBe(200);
    expect((await readCart(cartId, c.auth)).shipping_addresses[0]).toMatchObject({
      nova_poshta_warehouse_ref: 'wh-saved-2',
    });
    const paid = await rest(
      '/V1/carts/mine/payment-information',
      { paymentMethod: { method: 'cashondelivery' } },
      c.auth,
    );
    expect(paid.status).toBe(200);
    const order = await orderRow('id', Number(paid.body));
    expect(order).toMatchObject({ customer_id: c.id, customer_email: c.email });
    const [address] = await s.db.query<{ nova_poshta_warehouse_ref: string }>(
      `SELECT nova_poshta_warehouse_ref FROM sales_order_address WHERE order_id = $1 AND address_type = 'shipping'`,
      [order!.id],
    );
    expect(address).toEqual({ nova_poshta_warehouse_ref: 'wh-saved-2' });
  });

  it('the REST form saves a new address in the address book when asked (save_in_address_book: 1)', async () => {
    const c = await createCustomer(s.db);
    const cartId = await customerCartId(c);
    await add(cartId, [simple(1)], c.auth);
    const { country_code: _code, ...rest_address } = NEW_ADDRESS;
    const info = await rest(
      '/V1/carts/mine/shipping-information',
      {
        addressInformation: {
          shipping_address: { ...rest_address, country_id: 'UA', save_in_address_book: 1 },
          shipping_carrier_code: 'novaposhta',
          shipping_method_code: 'warehouse',
        },
      },
      c.auth,
    );
    expect(info.status).toBe(200);
    expect(await addressBook(c.id)).toEqual([
      {
        city: 'Одеса',
        street: ['вул. Нова, 3'],
        default_shipping: true,
        nova_poshta_warehouse_ref: 'wh-odesa-5',
      },
    ]);
  });

  it("carts/mine without an active cart answers Magento's 404", async () => {
    const c = await createCustomer(s.db);
    const info = await rest(
      '/V1/carts/mine/shipping-information',
      { addressInformation: { shipping_address: {}, shipping_carrier_code: 'novaposhta' } },
      c.auth,
    );
    expect(info).toEqual({
      status: 404,
      body: { message: 'Current customer does not have an active cart.', parameters: [] },
    });
  });

  it("the REST forms refuse another customer's saved address with Magento's 404", async () => {
    const a = await createCustomer(s.db);
    const b = await createCustomer(s.db);
    const theirs = await createSavedAddress(s.db, b.id);
    const cartId = await customerCartId(a);
    await add(cartId, [simple(1)], a.auth);
    const refused = await rest(
      '/V1/carts/mine/shipping-information',
      {
        addressInformation: {
          shipping_address: { customer_address_id: theirs },
          shipping_carrier_code: 'novaposhta',
          shipping_method_code: 'warehouse',
        },
      },
      a.auth,
    );
    expect(refused).toEqual({
      status: 404,
      body: { message: 'Invalid customer address id %1', parameters: [theirs] },
    });
    expect((await readCart(cartId, a.auth)).shipping_addresses).toEqual([]);
  });
});
