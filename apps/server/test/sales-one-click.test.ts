/** One-click buy over real HTTP (POST /graphql), on PGlite or the PostgreSQL server: orders and every error path. */
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeUid } from '../src/shared/uid.ts';
import { testServer } from './harness.ts';
import { stockOf, variantsWithStock, type Variant } from './sales/fixtures.ts';

const MUTATION = `mutation OneClick($input: OneClickOrderInput!) {
  placeOneClickOrder(input: $input) { order_number }
}`;

async function oneClick(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const server = await testServer();
  const res = await server.gql<{ placeOneClickOrder: { order_number: string } | null }>(MUTATION, {
    method: 'POST',
    variables: { input },
    headers,
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function sizeUid(v: Variant): Promise<string> {
  const { db } = await testServer();
  const [row] = await db.query<{ id: number }>(
    'SELECT a.id FROM attribute_option o JOIN attribute a ON a.code = o.attribute_code WHERE o.id = $1',
    [v.sizeOptionId],
  );
  return encodeUid(`configurable/${row!.id}/${v.sizeOptionId}`);
}

async function orderOf(number: string) {
  const { db } = await testServer();
  const [order] = await db.query<Record<string, unknown>>(
    `SELECT o.status, o.kind, o.customer_phone, o.customer_name, o.payment_method, o.grand_total::text,
            i.sku, i.parent_sku, i.qty, i.size_label
       FROM sales_order o JOIN sales_order_item i ON i.order_id = o.id WHERE o.increment_id = $1`,
    [number],
  );
  return order;
}

beforeAll(() => testServer());

describe('placeOneClickOrder', () => {
  it('orders a configurable product in the chosen size, paid on delivery, for a call back', async () => {
    const [v] = await variantsWithStock((await testServer()).db, 1, 3);
    const body = await oneClick({
      sku: v!.parentSku,
      selected_options: [await sizeUid(v!)],
      name: '  Олена   Коваль ',
      phone: '+380 (50) 123-45-67',
      quantity: 2,
    });
    expect(body.errors).toBeUndefined();
    const number = body.data!.placeOneClickOrder!.order_number;
    expect(number).toMatch(/^\d{9}$/);
    expect(await orderOf(number)).toMatchObject({
      status: 'callback',
      kind: 'one_click',
      customer_phone: '+380501234567',
      customer_name: 'Олена Коваль',
      payment_method: 'cashondelivery',
      sku: v!.sku,
      parent_sku: v!.parentSku,
      qty: 2,
      size_label: expect.any(String),
    });
    expect(await stockOf((await testServer()).db, v!.id)).toBe(1);
  });

  it("orders a variant by its own sku with its parent's, the phone written the national way", async () => {
    const [v] = await variantsWithStock((await testServer()).db, 1, 1);
    const body = await oneClick({ sku: v!.sku, parent_sku: v!.parentSku, phone: '050 123 45 67' });
    expect(body.errors).toBeUndefined();
    expect(await orderOf(body.data!.placeOneClickOrder!.order_number)).toMatchObject({
      customer_phone: '+380501234567',
      customer_name: null,
      qty: 1,
    });
  });

  it('answers the same order to a repeat with the same client key, and moves the stock once', async () => {
    const [v] = await variantsWithStock((await testServer()).db, 1, 5);
    const input = { sku: v!.sku, phone: '+380671112233', client_key: 'k-123' };
    const [a, b] = await Promise.all([oneClick(input), oneClick(input)]);
    expect(a.data!.placeOneClickOrder).toEqual(b.data!.placeOneClickOrder);
    expect(await stockOf((await testServer()).db, v!.id)).toBe(4);
    // Another phone with the same key is another shopper: another order.
    const other = await oneClick({ ...input, phone: '+380671112234' });
    expect(other.data!.placeOneClickOrder!.order_number).not.toBe(a.data!.placeOneClickOrder!.order_number);
  });

  it('refuses a size out of stock with a clear error and changes nothing', async () => {
    const [v] = await variantsWithStock((await testServer()).db, 1, 1);
    const body = await oneClick({ sku: v!.sku, phone: '+380501234567', quantity: 2 });
    expect(body.data?.placeOneClickOrder).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unable to place order: The requested qty is not available',
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
    expect(await stockOf((await testServer()).db, v!.id)).toBe(1);
  });

  it.each([
    [
      'a phone that is not Ukrainian',
      { phone: '+48501234567' },
      'Enter a Ukrainian phone number: +380 and 9 digits.',
    ],
    ['a phone too short', { phone: '+38050123456' }, 'Enter a Ukrainian phone number: +380 and 9 digits.'],
    [
      'letters in the phone',
      { phone: '+38050123456a' },
      'Enter a Ukrainian phone number: +380 and 9 digits.',
    ],
    ['a quantity of 0', { quantity: 0 }, 'Please enter a number greater than 0 in this field.'],
    ['a fractional quantity', { quantity: 1.5 }, 'Please enter a number greater than 0 in this field.'],
    ['too many units', { quantity: 11 }, 'The most you can buy in one click is 10.'],
    ['a name too long', { name: 'я'.repeat(101) }, 'The name is too long: 100 characters at most.'],
  ])('refuses %s (graphql-input)', async (_what, change, message) => {
    const [v] = await variantsWithStock((await testServer()).db, 1, 3);
    const body = await oneClick({ sku: v!.sku, phone: '+380501234567', ...change });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(await stockOf((await testServer()).db, v!.id)).toBe(3);
  });

  it('refuses a configurable without its size, a wrong size and a wrong parent', async () => {
    const [v, w] = await variantsWithStock((await testServer()).db, 2, 3);
    const noSize = await oneClick({ sku: v!.parentSku, phone: '+380501234567' });
    expect(noSize.errors?.[0]).toMatchObject({
      message: 'You need to choose options for your item.',
      extensions: { category: 'graphql-input' },
    });
    const badUid = await oneClick({
      sku: v!.parentSku,
      selected_options: ['bm9wZQ=='],
      phone: '+380501234567',
    });
    expect(badUid.errors?.[0]).toMatchObject({ message: 'Value of uid "bm9wZQ==" is incorrect.' });
    const otherSize = await oneClick({
      sku: v!.parentSku,
      selected_options: [encodeUid('configurable/1/999999')],
      phone: '+380501234567',
    });
    expect(otherSize.errors?.[0]).toMatchObject({
      message: 'The selected size is not available for this product.',
    });
    const wrongParent = await oneClick({ sku: v!.sku, parent_sku: w!.parentSku, phone: '+380501234567' });
    expect(wrongParent.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(await stockOf((await testServer()).db, v!.id)).toBe(3);
  });

  it('refuses an unknown sku (graphql-no-such-entity)', async () => {
    const body = await oneClick({ sku: 'NO-SUCH-SKU', phone: '+380501234567' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Could not find a product with SKU "NO-SUCH-SKU"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('is personal: never kept by the GET cache (a mutation is POST only)', async () => {
    const server = await testServer();
    const res = await server.gql(MUTATION, {
      method: 'GET',
      variables: { input: { sku: 'x', phone: '+380501234567' } },
    });
    expect(res.status).not.toBe(200);
  });
});
