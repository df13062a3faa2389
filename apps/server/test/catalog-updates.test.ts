/**
 * Catalogue updates through the integration REST API (Magento's PUT /V1/products/{sku} and
 * stockItems, and the CSV endpoint): the token, each field, refusals that change nothing, and
 * that every reader sees the change at once: the cached GraphQL GET, the listing index, carts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance } from './app-instance.ts';
import { fixtures, okData, type Fixtures } from './cart-helpers.ts';
import { startShop, type Shop } from './shop-instance.ts';

let shop: Shop;
let fx: Fixtures;

beforeAll(async () => {
  shop = await startShop();
  fx = await fixtures(shop);
});
afterAll(async () => shop?.close());

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status
  price_range { minimum_price { regular_price { value } final_price { value } } } } } }`;

interface ProductAnswer {
  products: {
    items: {
      sku: string;
      stock_status: string;
      price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
    }[];
  };
}

/** The product as a shopper's GET (cacheable, through the server's HTTP cache) answers it. */
async function shown(sku: string) {
  const r = await shop.gql<ProductAnswer>(PRODUCT, { variables: { sku } });
  return okData(r).products.items[0];
}

const row = async (sku: string) =>
  (
    await shop.db.query<{
      price: string;
      special_price: string | null;
      final_price: string | null;
      is_active: boolean;
    }>('SELECT price::text, special_price::text, final_price::text, is_active FROM product WHERE sku = $1', [
      sku,
    ])
  )[0]!;

const stock = async (sku: string) =>
  (
    await shop.db.query<{ qty: number; is_in_stock: boolean }>(
      'SELECT i.qty, i.is_in_stock FROM inventory i JOIN product p ON p.id = i.product_id WHERE p.sku = $1',
      [sku],
    )
  )[0]!;

const version = async () =>
  Number((await shop.db.query<{ version: string }>('SELECT version FROM catalog_state'))[0]!.version);

describe('the integration token', () => {
  it('refuses a call without the token or with another, in Magento’s shape', async () => {
    const body = { product: { price: 1 } };
    for (const headers of [{ authorization: '' }, { authorization: 'Bearer wrong' }]) {
      const r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, body, headers);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: 'Magento_Catalog::products' },
      });
    }
    expect(Number((await row(fx.simple.sku)).price)).not.toBe(1);
  });

  it('refuses everyone when INTEGRATION_TOKEN is unset', async () => {
    const other = await startInstance(shop.db, {});
    try {
      const res = await fetch(`${other.url}/rest/V1/products/${fx.simple.sku}`, {
        method: 'PUT',
        headers: { authorization: 'Bearer ', 'content-type': 'application/json' },
        body: JSON.stringify({ product: { price: 1 } }),
      });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('PUT /rest/V1/products/{sku}', () => {
  it('sets the price: the cached GET, the listing index and the catalogue version follow at once', async () => {
    const before = await shown(fx.simple.sku);
    await shown(fx.simple.sku); // now kept by the server's GET cache
    const v = await version();
    const r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, {
      product: { price: 1234.5, custom_attributes: [{ attribute_code: 'special_price', value: null }] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ sku: fx.simple.sku, price: 1234.5, status: 1, custom_attributes: [] });
    expect(before!.price_range.minimum_price.regular_price.value).not.toBe(1234.5);
    const after = await shown(fx.simple.sku);
    expect(after!.price_range.minimum_price).toEqual({
      regular_price: { value: 1234.5 },
      final_price: { value: 1234.5 },
    });
    expect(await row(fx.simple.sku)).toMatchObject({ price: '1234.50', final_price: '1234.50' });
    expect(await version()).toBe(v + 1);
  });

  it('sets and removes the special price (a custom attribute), and the listing sorts by it', async () => {
    let r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, {
      product: { price: 2000, custom_attributes: [{ attribute_code: 'special_price', value: '999.99' }] },
    });
    expect(r.body.custom_attributes).toEqual([{ attribute_code: 'special_price', value: '999.99' }]);
    expect((await shown(fx.simple.sku))!.price_range.minimum_price.final_price.value).toBe(999.99);
    expect((await row(fx.simple.sku)).final_price).toBe('999.99');
    // The price filter reads the listing index.
    const listed = await shop.gql<{ products: { items: { sku: string }[] } }>(
      `{ products(filter: { sku: { eq: "${fx.simple.sku}" }, price: { from: "999", to: "1000" } }) { items { sku } } }`,
    );
    expect(okData(listed).products.items.map((i) => i.sku)).toEqual([fx.simple.sku]);
    r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, {
      product: { custom_attributes: [{ attribute_code: 'special_price', value: '' }] },
    });
    expect(r.body.custom_attributes).toEqual([]);
    expect((await shown(fx.simple.sku))!.price_range.minimum_price.final_price.value).toBe(2000);
  });

  it('disables and enables a product (status 2 and 1)', async () => {
    await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, { product: { status: 2 } });
    expect(await shown(fx.simple.sku)).toBeUndefined();
    await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, { product: { status: 1 } });
    expect((await shown(fx.simple.sku))?.sku).toBe(fx.simple.sku);
  });

  it('sets the stock through extension_attributes.stock_item', async () => {
    const r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, {
      product: { extension_attributes: { stock_item: { qty: 0 } } },
    });
    expect(r.body.extension_attributes.stock_item).toMatchObject({ qty: 0, is_in_stock: false });
    expect((await shown(fx.simple.sku))!.stock_status).toBe('OUT_OF_STOCK');
    await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, {
      product: { extension_attributes: { stock_item: { qty: 7, is_in_stock: true } } },
    });
    expect(await stock(fx.simple.sku)).toEqual({ qty: 7, is_in_stock: true });
    expect((await shown(fx.simple.sku))!.stock_status).toBe('IN_STOCK');
  });

  it('prices a configurable product’s sizes with it; a size’s price shows on its product when cheapest', async () => {
    await shop.rest('PUT', `/rest/V1/products/${fx.parentSku}`, {
      product: { price: 3000, custom_attributes: [{ attribute_code: 'special_price', value: null }] },
    });
    expect((await row(fx.sizeA.sku)).price).toBe('3000.00');
    expect((await row(fx.sizeB.sku)).price).toBe('3000.00');
    await shop.rest('PUT', `/rest/V1/products/${fx.sizeB.sku}`, {
      product: { custom_attributes: [{ attribute_code: 'special_price', value: 2500 }] },
    });
    expect((await shown(fx.parentSku))!.price_range.minimum_price).toEqual({
      regular_price: { value: 3000 },
      final_price: { value: 2500 },
    });
    expect((await shown(fx.sizeB.sku))?.sku ?? fx.sizeB.sku).toBe(fx.sizeB.sku);
    expect((await row(fx.sizeA.sku)).special_price).toBeNull();
  });

  it('refuses a configurable product’s quantity, an unknown sku and a bad value, changing nothing', async () => {
    const v = await version();
    let r = await shop.rest('PUT', `/rest/V1/products/${fx.parentSku}`, {
      product: { price: 1, extension_attributes: { stock_item: { qty: 5 } } },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/variants/);
    r = await shop.rest('PUT', '/rest/V1/products/NO-SUCH-SKU', { product: { price: 1 } });
    expect(r).toEqual({
      status: 404,
      body: {
        message: "The product that was requested doesn't exist. Verify the product and try again.",
        parameters: {},
      },
    });
    r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, { product: { price: -5 } });
    expect(r).toEqual({
      status: 400,
      body: {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { value: '-5', fieldName: 'price' },
      },
    });
    r = await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, { product: { price: 10.005 } });
    expect(r.status).toBe(400);
    expect(await version()).toBe(v);
    expect((await row(fx.parentSku)).price).toBe('3000.00');
  });

  it('answers on the store-code path too (prices are global)', async () => {
    const r = await shop.rest('PUT', `/rest/ru/V1/products/${fx.simple.sku}`, { product: { price: 2100 } });
    expect(r.status).toBe(200);
    expect((await row(fx.simple.sku)).price).toBe('2100.00');
  });
});

describe('PUT /rest/V1/products/{sku}/stockItems/{itemId}', () => {
  it('sets the quantity and answers the item id; no quantity is out of stock', async () => {
    let r = await shop.rest('PUT', `/rest/V1/products/${fx.sizeA.sku}/stockItems/1`, {
      stockItem: { qty: 4 },
    });
    expect(r.status).toBe(200);
    expect(typeof r.body).toBe('number');
    expect(await stock(fx.sizeA.sku)).toEqual({ qty: 4, is_in_stock: true });
    r = await shop.rest('PUT', `/rest/V1/products/${fx.sizeA.sku}/stockItems/1`, {
      stockItem: { qty: 0, is_in_stock: true },
    });
    expect(await stock(fx.sizeA.sku)).toEqual({ qty: 0, is_in_stock: false });
    r = await shop.rest('PUT', `/rest/V1/products/${fx.sizeA.sku}/stockItems/1`, {
      stockItem: { qty: 'many' },
    });
    expect(r.status).toBe(400);
    expect(r.body.parameters).toEqual({ value: 'many', fieldName: 'qty' });
    r = await shop.rest('PUT', `/rest/V1/products/${fx.sizeA.sku}/stockItems/1`, { stockItem: { qty: 3 } });
    expect(await stock(fx.sizeA.sku)).toEqual({ qty: 3, is_in_stock: true });
  });
});

describe('POST /rest/V1/vitryna/catalog-updates (product-export CSV)', () => {
  it('applies a whole file in one go, ignoring columns it does not change', async () => {
    const csv = [
      'sku,name,price,special_price,qty,product_online',
      `${fx.simple.sku},"Whatever, ignored",1500,,12,1`,
      `${fx.sizeB.sku},,,__EMPTY__VALUE__,9,`,
      '',
    ].join('\n');
    const r = await shop.rest('POST', '/rest/V1/vitryna/catalog-updates', csv);
    expect(r).toEqual({ status: 200, body: { rows: 2, products: 2, alert_checks: 0 } });
    expect(await row(fx.simple.sku)).toMatchObject({ price: '1500.00', final_price: '1500.00' });
    expect(await stock(fx.simple.sku)).toEqual({ qty: 12, is_in_stock: true });
    expect((await row(fx.sizeB.sku)).special_price).toBeNull();
    expect(await stock(fx.sizeB.sku)).toEqual({ qty: 9, is_in_stock: true });
  });

  it('reports every bad row by line and reason, and changes nothing', async () => {
    const v = await version();
    const csv = [
      'sku,price,special_price,qty,product_online',
      `${fx.simple.sku},1111,,,`,
      'NO-SUCH-SKU,100,,,',
      '',
      `${fx.sizeA.sku},abc,,2.5,`,
      `${fx.parentSku},,,3,`,
    ].join('\n');
    const r = await shop.rest('POST', '/rest/V1/vitryna/catalog-updates', csv);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('The file has %count problems: nothing was changed.');
    // Values are read first: the unknown sku and the configurable's stock are found after.
    expect(r.body.errors).toEqual([
      {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { value: 'abc', fieldName: 'price', line: 5, sku: fx.sizeA.sku },
      },
      {
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { value: '2.5', fieldName: 'qty', line: 5, sku: fx.sizeA.sku },
      },
    ]);
    const r2 = await shop.rest(
      'POST',
      '/rest/V1/vitryna/catalog-updates',
      ['sku,price,qty', `${fx.simple.sku},1111,`, 'NO-SUCH-SKU,100,', `${fx.parentSku},,3`].join('\n'),
    );
    expect(r2.status).toBe(400);
    expect(r2.body.errors.map((e: { parameters: { line: number } }) => e.parameters.line)).toEqual([3, 4]);
    expect(r2.body.errors[0].message).toMatch(/doesn't exist/);
    expect((await row(fx.simple.sku)).price).toBe('1500.00');
    expect(await version()).toBe(v);
  });

  it('refuses a file without a sku column, and a body that is not text', async () => {
    const r = await shop.rest('POST', '/rest/V1/vitryna/catalog-updates', 'price\n10\n');
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ parameters: { column: 'sku', line: 1 } });
    const j = await shop.rest('POST', '/rest/V1/vitryna/catalog-updates', { sku: 'x' });
    expect(j.status).toBe(415);
  });
});

describe('carts', () => {
  it('show the new price of an item already in them', async () => {
    const cartId = okData(
      await shop.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', { method: 'POST' }),
    ).createEmptyCart;
    const added = await shop.gql(
      `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) {
        cart { items { prices { price { value } } } } user_errors { message } } }`,
      { method: 'POST', variables: { id: cartId, sku: fx.simple.sku } },
    );
    expect(added.body.errors).toBeUndefined();
    await shop.rest('PUT', `/rest/V1/products/${fx.simple.sku}`, { product: { price: 777 } });
    const cart = await shop.gql<{
      cart: { items: { prices: { price: { value: number }; row_total: { value: number } } }[] };
    }>(
      `query ($id: String!) { cart(cart_id: $id) { items { prices { price { value } row_total { value } } } } }`,
      { variables: { id: cartId } },
    );
    expect(okData(cart).cart.items[0]!.prices).toEqual({ price: { value: 777 }, row_total: { value: 1554 } });
  });
});
