/**
 * The cart over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): every operation and its error
 * paths, totals in exact money, coupons, free delivery, another shopper's cart refused, and cart
 * answers never kept by the GET cache.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';
import { CART_FIELDS, errorOf, fixtures, okData, type CartAnswer, type Fixtures } from './cart-helpers.ts';

let s: TestServer;
let f: Fixtures;
beforeAll(async () => {
  s = await testServer();
  f = await fixtures(s);
});

const post = <T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) =>
  s.gql<T>(query, { method: 'POST', variables, headers });

async function newCart(): Promise<string> {
  const d = okData(
    await post<{ createGuestCart: { cart: { id: string } } }>('mutation { createGuestCart { cart { id } } }'),
  );
  return d.createGuestCart.cart.id;
}

const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;
type AddAnswer = {
  addProductsToCart: { cart: CartAnswer; user_errors: { code: string; message: string }[] };
};
const add = (cartId: string, items: Record<string, unknown>[]) => post<AddAnswer>(ADD, { cartId, items });

const GET_CART = `query Cart($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const readCart = async (id: string) => okData(await post<{ cart: CartAnswer }>(GET_CART, { id })).cart;

const ADDRESS = {
  firstname: 'Олена',
  lastname: 'Коваль',
  street: ['вул. Хрещатик, 1'],
  city: 'Київ',
  country_code: 'UA',
  telephone: '+380501234567',
  nova_poshta_warehouse_ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
};
const SET_SHIPPING = `mutation S($input: SetShippingAddressesOnCartInput) {
  setShippingAddressesOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const setShipping = (cartId: string, address: Record<string, unknown> = ADDRESS) =>
  post<{ setShippingAddressesOnCart: { cart: CartAnswer } }>(SET_SHIPPING, {
    input: { cart_id: cartId, shipping_addresses: [{ address }] },
  });
const SET_METHOD = `mutation M($input: SetShippingMethodsOnCartInput) {
  setShippingMethodsOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const setMethod = (cartId: string, carrier: string, method: string) =>
  post<{ setShippingMethodsOnCart: { cart: CartAnswer } }>(SET_METHOD, {
    input: { cart_id: cartId, shipping_methods: [{ carrier_code: carrier, method_code: method }] },
  });
const SET_PAYMENT = `mutation P($input: SetPaymentMethodOnCartInput) {
  setPaymentMethodOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
const setPayment = (cartId: string, code: string) =>
  post<{ setPaymentMethodOnCart: { cart: CartAnswer } }>(SET_PAYMENT, {
    input: { cart_id: cartId, payment_method: { code } },
  });
const kop = (v: number) => Math.round(v * 100);

describe('creating and reading carts', () => {
  it('createGuestCart answers a random 32-character masked id; createEmptyCart too', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
    const legacy = okData(await post<{ createEmptyCart: string }>('mutation { createEmptyCart }'));
    expect(legacy.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/);
    const created = okData(
      await post<{ createGuestCart: { cart: CartAnswer } }>(
        `mutation { createGuestCart { cart { ${CART_FIELDS} } } }`,
      ),
    ).createGuestCart.cart;
    // A new cart is answered without reading it: the same as reading it.
    expect(created).toEqual(await readCart(created.id));
    const empty = await readCart(a);
    expect(empty).toMatchObject({
      id: a,
      total_quantity: 0,
      items: [],
      applied_coupons: null,
      shipping_addresses: [],
    });
    expect(empty.prices.grand_total).toEqual({ value: 0, currency: 'UAH' });
  });

  it('createGuestCart with a cart_uid: 32 characters, not taken', async () => {
    const uid = 'A'.repeat(31) + String(Date.now() % 10);
    expect(
      okData(
        await post<{ createGuestCart: { cart: { id: string } } }>(
          'mutation($u: ID) { createGuestCart(input: { cart_uid: $u }) { cart { id } } }',
          { u: uid },
        ),
      ).createGuestCart.cart.id,
    ).toBe(uid);
    expect(
      errorOf(
        await post('mutation($u: ID) { createGuestCart(input: { cart_uid: $u }) { cart { id } } }', {
          u: uid,
        }),
      ),
    ).toEqual({
      message: `Cart with ID "${uid}" already exists.`,
      category: 'graphql-input',
    });
    expect(
      errorOf(await post('mutation { createGuestCart(input: { cart_uid: "short" }) { cart { id } } }')),
    ).toEqual({
      message: 'Cart ID length should to be 32 symbols.',
      category: 'graphql-input',
    });
  });

  it('an unknown cart id is no-such-entity; customerCart without a token is refused', async () => {
    expect(errorOf(await post(GET_CART, { id: 'x'.repeat(32) }))).toEqual({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await post('{ customerCart { id } }'))).toEqual({
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    });
  });
});

describe('addProductsToCart', () => {
  it('adds a size by parent sku + selected option and by child sku + parent_sku into one line', async () => {
    const id = await newCart();
    const first = okData(await add(id, [{ sku: f.parentSku, quantity: 1, selected_options: [f.sizeA.uid] }]));
    expect(first.addProductsToCart.user_errors).toEqual([]);
    const second = okData(await add(id, [{ sku: f.sizeA.sku, parent_sku: f.parentSku, quantity: 2 }]));
    const cart = second.addProductsToCart.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      is_available: true,
      product: { sku: f.parentSku },
      configured_variant: { sku: f.sizeA.sku },
    });
    expect(cart.items[0]!.configurable_options![0]!.configurable_product_option_value_uid).toBe(f.sizeA.uid);
    // The size and its attribute are named as the product page names them.
    const page = okData(
      await post<{
        products: {
          items: { configurable_options: { label: string; values: { uid: string; label: string }[] }[] }[];
        };
      }>(
        `query P($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
          ... on ConfigurableProduct { configurable_options { label values { uid label } } } } } }`,
        { sku: f.parentSku },
      ),
    );
    const option = page.products.items[0]!.configurable_options[0]!;
    expect(cart.items[0]!.configurable_options).toEqual([
      {
        option_label: option.label,
        value_label: option.values.find((v) => v.uid === f.sizeA.uid)!.label,
        configurable_product_option_value_uid: f.sizeA.uid,
      },
    ]);
    expect(option.label).not.toBe('');
    expect(cart.total_quantity).toBe(3);
    expect(kop(cart.prices.subtotal_excluding_tax.value)).toBe(kop(f.sizeA.price) * 3);
    expect(cart.prices.applied_taxes).toEqual([]);
  });

  it('parallel adds of the same size end as one line with the summed quantity', async () => {
    const id = await newCart();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => add(id, [{ sku: f.sizeA.sku, parent_sku: f.parentSku, quantity: 1 }])),
    );
    for (const a of answers) expect(okData(a).addProductsToCart.user_errors).toEqual([]);
    const cart = await readCart(id);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(5);
  });

  it('adds a simple product by sku; totals are exact sums in kopiykas', async () => {
    const id = await newCart();
    const cart = okData(
      await add(id, [
        { sku: f.simple.sku, quantity: 3 },
        { sku: f.parentSku, quantity: 1, selected_options: [f.sizeB.uid] },
      ]),
    ).addProductsToCart.cart;
    expect(cart.items.map((i) => i.product.sku).sort()).toEqual([f.simple.sku, f.parentSku].sort());
    const expected = kop(f.simple.price) * 3 + kop(f.sizeB.price);
    expect(kop(cart.prices.subtotal_including_tax.value)).toBe(expected);
    expect(kop(cart.prices.grand_total.value)).toBe(expected);
    expect(cart.itemsV2).toMatchObject({ total_count: 2, page_info: { total_pages: 2 } });
    expect(cart.itemsV2.items).toHaveLength(1);
  });

  it('reports each bad line in user_errors with Magento codes and changes nothing', async () => {
    const id = await newCart();
    const d = okData(
      await add(id, [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: f.parentSku, quantity: 1 },
        {
          sku: f.parentSku,
          quantity: 1,
          selected_options: [Buffer.from('configurable/1/999999').toString('base64')],
        },
        { sku: f.simple.sku, quantity: -1 },
        { sku: f.simple.sku, quantity: 1.5 },
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 4 },
        { sku: f.soldOut.sku, parent_sku: f.soldOut.parentSku, quantity: 1 },
      ]),
    ).addProductsToCart;
    expect(d.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' },
      {
        code: 'INVALID_PARAMETER_VALUE',
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      },
      { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' },
      { code: 'INVALID_PARAMETER_VALUE', message: 'You cannot use decimal quantity for this product.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
    ]);
    expect(d.cart.items).toEqual([]);
  });

  it('a cart of many lines answers its products as a small one does', async () => {
    // Up to 10 lines the products come with the cart's statement as JSON; beyond, as rows.
    const sizes = await s.db.query<{ sku: string; parent_sku: string }>(
      `SELECT v.sku, pp.sku AS parent_sku FROM product v JOIN product pp ON pp.id = v.parent_id
       JOIN inventory i ON i.product_id = v.id
       WHERE v.is_active AND pp.is_active AND pp.visible AND NOT v.only_offline AND NOT pp.only_offline
         AND i.is_in_stock AND i.qty > 0 AND v.size_option_id IS NOT NULL
       ORDER BY v.id DESC LIMIT 12`,
    );
    expect(sizes).toHaveLength(12);
    const id = await newCart();
    const added = okData(
      await add(
        id,
        sizes.map((v) => ({ sku: v.sku, parent_sku: v.parent_sku, quantity: 1 })),
      ),
    ).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    const many = await readCart(id);
    expect(many.items).toHaveLength(12);
    const REMOVE = `mutation R($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { id } } }`;
    for (const item of many.items.slice(2)) {
      okData(await post(REMOVE, { input: { cart_id: id, cart_item_uid: item.uid } }));
    }
    const few = await readCart(id);
    expect(few.items).toEqual(many.items.slice(0, 2));
    expect(few.items.every((i) => i.product.sku && i.configured_variant?.sku)).toBe(true);
    const sum = few.items.reduce((total, i) => total + kop(i.prices.row_total.value), 0);
    expect(kop(few.prices.subtotal_including_tax.value)).toBe(sum);
  });

  it('refuses more than the stock across adds', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 2 }]));
    const d = okData(
      await add(id, [{ sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 2 }]),
    ).addProductsToCart;
    expect(d.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(d.cart.items[0]!.quantity).toBe(2);
  });

  it('adds several lines in one call, each within its own stock, and one size named twice as one line', async () => {
    const id = await newCart();
    okData(
      await add(id, [
        { sku: f.simple.sku, quantity: 1 },
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 2 },
      ]),
    );
    // The simple product still has stock; the size would pass its own: only the size is refused.
    const d = okData(
      await add(id, [
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 2 },
        { sku: f.simple.sku, quantity: 1 },
      ]),
    ).addProductsToCart;
    expect(d.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    const qty = (sku: string) => d.cart.items.find((i) => i.product.sku === sku)?.quantity;
    expect(qty(f.simple.sku)).toBe(2);
    expect(qty(f.parentSku)).toBe(2);

    const twice = okData(
      await add(await newCart(), [
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 1 },
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 1 },
      ]),
    ).addProductsToCart;
    expect(twice.user_errors).toEqual([]);
    expect(twice.cart.items.map((i) => i.quantity)).toEqual([2]);
  });
});

describe('updating and removing lines', () => {
  const UPDATE = `mutation U($input: UpdateCartItemsInput) { updateCartItems(input: $input) {
    cart { ${CART_FIELDS} } errors { code message } } }`;
  const REMOVE = `mutation R($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;

  it('changes a quantity, refuses over stock in errors, 0 removes, removeItemFromCart removes', async () => {
    const id = await newCart();
    const cart = okData(
      await add(id, [
        { sku: f.simple.sku, quantity: 1 },
        { sku: f.sizeB.sku, parent_sku: f.parentSku, quantity: 1 },
      ]),
    ).addProductsToCart.cart;
    const simpleUid = cart.items.find((i) => i.product.sku === f.simple.sku)!.uid;
    const sizeUid = cart.items.find((i) => i.product.sku === f.parentSku)!.uid;
    type U = { updateCartItems: { cart: CartAnswer; errors: { code: string; message: string }[] } };
    const u1 = okData(
      await post<U>(UPDATE, {
        input: {
          cart_id: id,
          cart_items: [
            { cart_item_uid: simpleUid, quantity: 4 },
            { cart_item_uid: sizeUid, quantity: 9 },
          ],
        },
      }),
    ).updateCartItems;
    expect(u1.errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(u1.cart.items.find((i) => i.uid === simpleUid)!.quantity).toBe(4);
    expect(u1.cart.items.find((i) => i.uid === sizeUid)!.quantity).toBe(1);

    const u2 = okData(
      await post<U>(UPDATE, {
        input: { cart_id: id, cart_items: [{ cart_item_uid: simpleUid, quantity: 0 }] },
      }),
    ).updateCartItems;
    expect(u2.cart.items.map((i) => i.uid)).toEqual([sizeUid]);

    const r = okData(
      await post<{ removeItemFromCart: { cart: CartAnswer } }>(REMOVE, {
        input: { cart_id: id, cart_item_uid: sizeUid },
      }),
    );
    expect(r.removeItemFromCart.cart.items).toEqual([]);
    expect(errorOf(await post(REMOVE, { input: { cart_id: id, cart_item_uid: sizeUid } }))).toEqual({
      message: "The cart doesn't contain the item",
      category: 'graphql-no-such-entity',
    });
  });

  it('a bad update (negative, fractional, unknown line) is an input error and changes nothing', async () => {
    const id = await newCart();
    const cart = okData(await add(id, [{ sku: f.simple.sku, quantity: 2 }])).addProductsToCart.cart;
    const uid = cart.items[0]!.uid;
    for (const quantity of [-1, 1.5]) {
      expect(
        errorOf(
          await post(UPDATE, {
            input: {
              cart_id: id,
              cart_items: [
                { cart_item_uid: uid, quantity: 3 },
                { cart_item_uid: uid, quantity },
              ],
            },
          }),
        ).category,
      ).toBe('graphql-input');
    }
    expect(
      errorOf(
        await post(UPDATE, {
          input: { cart_id: id, cart_items: [{ cart_item_uid: 'OTk5OTk5', quantity: 1 }] },
        }),
      ),
    ).toEqual({
      message: 'Could not find cart item with id: OTk5OTk5',
      category: 'graphql-no-such-entity',
    });
    expect((await readCart(id)).items[0]!.quantity).toBe(2);
  });

  it('a line whose stock fell below its quantity, or ran out, says so (Magento item errors)', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.sizeA.sku, parent_sku: f.parentSku, quantity: 3 }]));
    const setStock = (qty: number, inStock: boolean) =>
      s.db.query(
        'UPDATE inventory SET qty = $2, is_in_stock = $3 WHERE product_id = (SELECT id FROM product WHERE sku = $1)',
        [f.sizeA.sku, qty, inStock],
      );
    try {
      expect((await readCart(id)).items[0]).toMatchObject({ is_available: true, errors: null });
      await setStock(2, true);
      expect((await readCart(id)).items[0]).toMatchObject({
        is_available: false,
        errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
      });
      await setStock(5, false);
      expect((await readCart(id)).items[0]).toMatchObject({
        is_available: false,
        errors: [{ code: 'UNDEFINED', message: 'There are no source items with the in stock status' }],
      });
    } finally {
      await setStock(f.sizeA.stock, true);
    }
  });
});

describe('coupons', () => {
  const APPLY = `mutation A($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
  const REMOVE = `mutation R($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;

  it('a percent coupon discounts each line; removing it restores the totals', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.simple.sku, quantity: 3 }]));
    const cart = okData(
      await post<{ applyCouponToCart: { cart: CartAnswer } }>(APPLY, { id, code: 'vitryna10' }),
    ).applyCouponToCart.cart;
    const subtotal = kop(f.simple.price) * 3;
    const discount = Math.round(subtotal / 10);
    expect(cart.applied_coupons).toEqual([{ code: 'VITRYNA10' }]);
    expect(kop(cart.prices.discounts[0]!.amount.value)).toBe(discount);
    expect(kop(cart.prices.subtotal_with_discount_excluding_tax.value)).toBe(subtotal - discount);
    expect(kop(cart.prices.grand_total.value)).toBe(subtotal - discount);
    expect(kop(cart.items[0]!.prices.total_item_discount.value)).toBe(discount);
    expect(errorOf(await post(APPLY, { id, code: 'MINUS200' }))).toEqual({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      category: 'graphql-input',
    });
    const removed = okData(await post<{ removeCouponFromCart: { cart: CartAnswer } }>(REMOVE, { id }))
      .removeCouponFromCart.cart;
    expect(removed.applied_coupons).toBeNull();
    expect(kop(removed.prices.grand_total.value)).toBe(subtotal);
  });

  it('unknown, expired and below-minimum coupons are refused; an empty cart takes none', async () => {
    const id = await newCart();
    expect(errorOf(await post(APPLY, { id, code: 'VITRYNA10' }))).toEqual({
      message: 'Cart does not contain products.',
      category: 'graphql-no-such-entity',
    });
    okData(await add(id, [{ sku: f.simple.sku, quantity: 1 }]));
    const invalid = {
      message: "The coupon code isn't valid. Verify the code and try again.",
      category: 'graphql-no-such-entity',
    };
    expect(errorOf(await post(APPLY, { id, code: 'NOPE' }))).toEqual(invalid);
    expect(errorOf(await post(APPLY, { id, code: 'SUMMER2020' }))).toEqual(invalid);
    if (kop(f.simple.price) < 200000)
      expect(errorOf(await post(APPLY, { id, code: 'MINUS200' }))).toEqual(invalid);
    expect((await readCart(id)).applied_coupons).toBeNull();
  });
});

describe('checkout steps', () => {
  it('email, address with Nova Poshta fields, delivery rates, free delivery from the threshold, payment', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.simple.sku, quantity: 1 }]));
    expect(
      errorOf(
        await post(
          'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "nope" }) { cart { id } } }',
          { id },
        ),
      ),
    ).toEqual({
      message: 'Invalid email format',
      category: 'graphql-input',
    });
    // The step writes in one statement and computes the rest of its answer only when asked.
    type EmailAnswer = {
      setGuestEmailOnCart: {
        cart: { email: string; total_quantity: number; prices: { grand_total: { value: number } } };
      };
    };
    const emailed = okData(
      await post<EmailAnswer>(
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: " olena@example.com " }) { cart { email total_quantity prices { grand_total { value } } } } }',
        { id },
      ),
    ).setGuestEmailOnCart.cart;
    expect(emailed).toEqual({
      email: 'olena@example.com',
      total_quantity: 1,
      prices: { grand_total: { value: Number(f.simple.price) } },
    });
    expect(
      errorOf(
        await post(
          'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "olena@example.com" }) { cart { email } } }',
          { id: 'x'.repeat(32) },
        ),
      ),
    ).toEqual({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      category: 'graphql-no-such-entity',
    });

    const withAddress = okData(await setShipping(id)).setShippingAddressesOnCart.cart;
    const address = withAddress.shipping_addresses[0]!;
    expect(address).toMatchObject({
      firstname: 'Олена',
      city: 'Київ',
      nova_poshta_warehouse_ref: ADDRESS.nova_poshta_warehouse_ref,
    });
    const methods = address.available_shipping_methods.map((m) => `${m.carrier_code}/${m.method_code}`);
    expect(methods).toEqual([
      'novaposhta/warehouse',
      'novaposhta/postomat',
      'novaposhta/courier',
      'storepickup/pickup',
    ]);
    const below = kop(f.simple.price) < 150000;
    const branch = address.available_shipping_methods[0]!;
    expect(branch.amount.value).toBe(below ? 80 : 0);

    const withMethod = okData(await setMethod(id, 'novaposhta', 'warehouse')).setShippingMethodsOnCart.cart;
    expect(withMethod.shipping_addresses[0]!.selected_shipping_method).toMatchObject({
      carrier_code: 'novaposhta',
      method_code: 'warehouse',
    });
    expect(withMethod.available_payment_methods.map((m) => m.code)).toEqual([
      'cashondelivery',
      'vitryna_card',
    ]);
    expect(withMethod.available_payment_methods[0]!.title).toBe('Оплата при отриманні');
    expect(kop(withMethod.prices.grand_total.value)).toBe(kop(f.simple.price) + (below ? 8000 : 0));

    const paid = okData(await setPayment(id, 'cashondelivery')).setPaymentMethodOnCart.cart;
    expect(paid.selected_payment_method).toEqual({ code: 'cashondelivery', title: 'Оплата при отриманні' });
    // Answers computed from the view already loaded are the cart as read afresh.
    expect(paid).toEqual(await readCart(id));

    // Pickup in a shop: free, paid by card only; cash on delivery is dropped.
    const pickup = okData(await setMethod(id, 'storepickup', 'pickup')).setShippingMethodsOnCart.cart;
    expect(pickup.available_payment_methods.map((m) => m.code)).toEqual(['vitryna_card']);
    expect(pickup.selected_payment_method).toBeNull();
    expect(kop(pickup.prices.grand_total.value)).toBe(kop(f.simple.price));
    expect(pickup).toEqual(await readCart(id));

    const billing = okData(
      await post<{ setBillingAddressOnCart: { cart: CartAnswer } }>(
        `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { ${CART_FIELDS} } } }`,
        { id },
      ),
    ).setBillingAddressOnCart.cart;
    expect(billing.billing_address).toEqual({ firstname: 'Олена', city: 'Київ' });
    expect(billing).toEqual(await readCart(id));
  });

  it('delivery is free from the store setting (1500 грн), in Russian titles on the ru store', async () => {
    const id = await newCart();
    const qty = Math.ceil(1500 / f.simple.price);
    okData(await add(id, [{ sku: f.simple.sku, quantity: Math.min(qty, 50) }]));
    const cart = okData(
      await s.gql<{ setShippingAddressesOnCart: { cart: CartAnswer } }>(SET_SHIPPING, {
        method: 'POST',
        variables: { input: { cart_id: id, shipping_addresses: [{ address: ADDRESS }] } },
        headers: { Store: 'ru' },
      }),
    ).setShippingAddressesOnCart.cart;
    const rates = cart.shipping_addresses[0]!.available_shipping_methods as {
      method_title?: string;
      amount: { value: number };
    }[];
    expect(rates.every((r) => r.amount.value === 0)).toBe(kop(f.simple.price) * Math.min(qty, 50) >= 150000);
  });

  it('bad addresses, methods and payments are input errors and change nothing', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.simple.sku, quantity: 1 }]));
    expect(errorOf(await setMethod(id, 'novaposhta', 'warehouse'))).toEqual({
      message: 'The shipping address is missing. Set the address and try again.',
      category: 'graphql-input',
    });
    expect(errorOf(await setShipping(id, { ...ADDRESS, firstname: '  ' }))).toEqual({
      message: '"firstname" is required. Enter and try again.',
      category: 'graphql-input',
    });
    expect(errorOf(await setShipping(id, { ...ADDRESS, country_code: 'ZZ' })).category).toBe('graphql-input');
    const missing = await setShipping(id, { firstname: 'A' });
    expect(missing.status).toBeLessThan(500);
    expect(missing.body.errors).toBeDefined();
    expect((await readCart(id)).shipping_addresses).toEqual([]);
    okData(await setShipping(id));
    expect(errorOf(await setMethod(id, 'dhl', 'express'))).toEqual({
      message: 'Carrier with such method not found: dhl, express',
      category: 'graphql-input',
    });
    expect(errorOf(await setPayment(id, 'cashondelivery'))).toEqual({
      message: 'The shipping method is missing. Select the shipping method and try again.',
      category: 'graphql-input',
    });
    okData(await setMethod(id, 'novaposhta', 'warehouse'));
    expect(errorOf(await setPayment(id, 'bitcoin'))).toEqual({
      message: 'The requested Payment Method is not available.',
      category: 'graphql-input',
    });
    expect((await readCart(id)).selected_payment_method).toBeNull();
  });
});

describe('whose cart it is', () => {
  it("another shopper's cart is refused to a bearer of another identity, inactive carts are refused", async () => {
    const id = await newCart();
    // A customer's cart: only its customer's token reaches it.
    await s.db.query('UPDATE cart SET customer_id = 424242 WHERE masked_id = $1', [id]);
    const refused = {
      message: `The current user cannot perform operations on cart "${id}"`,
      category: 'graphql-authorization',
    };
    expect(errorOf(await post(GET_CART, { id }))).toEqual(refused);
    expect(errorOf(await add(id, [{ sku: f.simple.sku, quantity: 1 }]))).toEqual(refused);
    expect(errorOf(await setShipping(id))).toEqual(refused);
    const other = await newCart();
    await s.db.query('UPDATE cart SET is_active = false WHERE masked_id = $1', [other]);
    expect(errorOf(await post(GET_CART, { id: other }))).toEqual({
      message: "The cart isn't active.",
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await add(other, [{ sku: f.simple.sku, quantity: 1 }])).message).toBe(
      "The cart isn't active.",
    );
  });

  it('cart answers are personal: a GET is never kept by the server cache', async () => {
    const id = await newCart();
    okData(await add(id, [{ sku: f.simple.sku, quantity: 1 }]));
    const query = `{ cart(cart_id: "${id}") { id total_quantity } }`;
    const first = await s.gql<{ cart: { total_quantity: number } }>(query);
    expect(first.body.data?.cart.total_quantity).toBe(1);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-cache')).toBeNull();
    okData(await add(id, [{ sku: f.simple.sku, quantity: 1 }]));
    const second = await s.gql<{ cart: { total_quantity: number } }>(query);
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.body.data?.cart.total_quantity).toBe(2);
    // Mixed with a cacheable field, still not kept.
    const mixed = await s.gql(`{ storeConfig { store_code } cart(cart_id: "${id}") { id } }`);
    expect(mixed.headers.get('cache-control')).toBe('no-store');
  });
});
