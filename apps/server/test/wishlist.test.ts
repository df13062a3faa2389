/**
 * Wish lists over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): Magento's WishlistGraphQl
 * (Customer.wishlists / wishlist_v2 / wishlist, addProductsToWishlist, removeProductsFromWishlist,
 * updateProductsInWishlist) and the spec's wishlist by sku (Query.wishlist { products },
 * addWishlistItem, removeWishlistItem): one list per customer made on first use, sizes kept,
 * paging, Magento's texts, another's list refused, a product added in parallel kept once, and
 * answers never cached.
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

interface ItemAnswer {
  __typename: string;
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: { sku: string } | null;
  child_sku?: string;
  configured_variant?: { sku: string } | null;
  configurable_options?: {
    option_label: string;
    value_label: string;
    configurable_product_option_value_uid: string;
  }[];
}
interface ListAnswer {
  id: string;
  items_count: number;
  sharing_code: string;
  updated_at: string;
  visibility: string;
  items_v2: {
    items: ItemAnswer[];
    page_info: { current_page: number; page_size: number; total_pages: number };
  };
}

const LIST = `id items_count sharing_code updated_at visibility
  items_v2(currentPage: $page, pageSize: $size) {
    items { __typename id quantity description added_at product { sku }
      ... on ConfigurableWishlistItem { child_sku configured_variant { sku }
        configurable_options { option_label value_label configurable_product_option_value_uid } } }
    page_info { current_page page_size total_pages } }`;

async function wishlistOf(c: TestCustomer, page = 1, size = 20): Promise<ListAnswer> {
  const d = okData(
    await post<{ customer: { wishlists: ListAnswer[] } }>(
      `query ($page: Int, $size: Int) { customer { wishlists { ${LIST} } } }`,
      { page, size },
      c.auth,
    ),
  );
  expect(d.customer.wishlists).toHaveLength(1);
  return d.customer.wishlists[0]!;
}

const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST} } user_errors { code message } } }`;
type AddAnswer = {
  addProductsToWishlist: { wishlist: ListAnswer; user_errors: { code: string; message: string }[] };
};
const add = (c: TestCustomer, id: string, items: Record<string, unknown>[]) =>
  post<AddAnswer>(ADD, { id, items }, c.auth);

const REMOVE = `mutation ($id: ID!, $ids: [ID!]!, $page: Int = 1, $size: Int = 20) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${LIST} } user_errors { code message } } }`;
type RemoveAnswer = {
  removeProductsFromWishlist: { wishlist: ListAnswer; user_errors: { code: string; message: string }[] };
};

const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!, $page: Int = 1, $size: Int = 20) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST} } user_errors { code message } } }`;
type UpdateAnswer = {
  updateProductsInWishlist: { wishlist: ListAnswer; user_errors: { code: string; message: string }[] };
};

const ADD_SKU = `mutation ($sku: String!) { addWishlistItem(sku: $sku) { user_errors { message code } wishlist { items_count } } }`;
const REMOVE_SKU = `mutation ($sku: String!) { removeWishlistItem(sku: $sku) { user_errors { message code } wishlist { items_count } } }`;
type BySku<K extends string> = Record<
  K,
  { user_errors: { message: string; code: string }[]; wishlist: { items_count: number } }
>;

/** Simple products of the catalogue, for lists longer than a page. */
async function simpleSkus(n: number): Promise<string[]> {
  const rows = await s.db.query<{ sku: string }>(
    `SELECT sku FROM product WHERE type_id = 'simple' AND parent_id IS NULL AND is_active ORDER BY id LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.sku);
}

describe('a guest', () => {
  it("is refused every wish list operation with Magento's texts", async () => {
    expect(errorOf(await post('{ customer { wishlists { id } } }'))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(errorOf(await post('{ wishlist { items_count } }'))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(errorOf(await post(ADD, { id: '0', items: [{ sku: f.simple.sku, quantity: 1 }] }))).toEqual({
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    });
    expect(errorOf(await post(REMOVE, { id: '1', ids: ['1'] }))).toEqual({
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    });
    expect(errorOf(await post(UPDATE, { id: '1', items: [{ wishlist_item_id: '1', quantity: 2 }] }))).toEqual(
      {
        message: 'The current user cannot perform operations on wishlist',
        category: 'graphql-authorization',
      },
    );
    for (const m of [ADD_SKU, REMOVE_SKU]) {
      expect(errorOf(await post(m, { sku: f.simple.sku }))).toEqual({
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
      });
    }
  });
});

describe('the customer wish list', () => {
  it('is made empty on first use, once, and answered the same by wishlists, wishlist_v2, wishlist and Query.wishlist', async () => {
    const c = await createCustomer(s.db);
    const [a, b] = await Promise.all([wishlistOf(c), wishlistOf(c)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ items_count: 0, visibility: 'PRIVATE', items_v2: { items: [] } });
    expect(a.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(a.updated_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const d = okData(
      await post<{
        customer: { wishlist: { id: string }; wishlist_v2: { id: string } | null };
        wishlist: { id: string; items_count: number; products: unknown[] };
      }>(
        'query ($id: ID!) { customer { wishlist { id } wishlist_v2(id: $id) { id } } wishlist { id items_count products { sku } } }',
        { id: a.id },
        c.auth,
      ),
    );
    expect(d).toEqual({
      customer: { wishlist: { id: a.id }, wishlist_v2: { id: a.id } },
      wishlist: { id: a.id, items_count: 0, products: [] },
    });
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wishlist WHERE customer_id = $1',
      [c.id],
    );
    expect(row!.n).toBe(1);
    // Only one list: a second page of wishlists is empty.
    const page2 = okData(
      await post<{ customer: { wishlists: unknown[] } }>(
        '{ customer { wishlists(currentPage: 2) { id } } }',
        {},
        c.auth,
      ),
    );
    expect(page2.customer.wishlists).toEqual([]);
  });

  it('is never kept by the GET cache', async () => {
    const c = await createCustomer(s.db);
    const r = await s.gql('{ wishlist { items_count } }', { headers: c.auth });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control') ?? '').toMatch(/no-store|private|no-cache/);
  });

  it('keeps simple products and sizes, each once; "0" is the default list', async () => {
    const c = await createCustomer(s.db);
    const d = okData(
      await add(c, '0', [
        { sku: f.simple.sku, quantity: 1 },
        { sku: f.sizeA.sku, parent_sku: f.parentSku, quantity: 2 },
        { sku: f.parentSku, selected_options: [f.sizeB.uid], quantity: 1 },
        { sku: f.parentSku, quantity: 1 },
      ]),
    ).addProductsToWishlist;
    expect(d.user_errors).toEqual([]);
    expect(d.wishlist.items_count).toBe(4);
    const items = d.wishlist.items_v2.items;
    const sized = items.filter((i) => i.configured_variant);
    expect(sized.map((i) => i.configured_variant!.sku).sort()).toEqual([f.sizeA.sku, f.sizeB.sku].sort());
    for (const i of sized) {
      expect(i.__typename).toBe('ConfigurableWishlistItem');
      expect(i.product!.sku).toBe(f.parentSku);
      expect(i.child_sku).toBe(i.configured_variant!.sku);
      expect(i.configurable_options).toHaveLength(1);
      expect(i.configurable_options![0]!.value_label).not.toBe('');
    }
    const a = sized.find((i) => i.configured_variant!.sku === f.sizeA.sku)!;
    expect(a.quantity).toBe(2);
    expect(a.configurable_options![0]!.configurable_product_option_value_uid).toBe(f.sizeA.uid);
    const unsized = items.find((i) => i.product!.sku === f.parentSku && !i.configured_variant)!;
    expect(unsized).toMatchObject({ __typename: 'ConfigurableWishlistItem', configurable_options: [] });
    expect(items.find((i) => i.product!.sku === f.simple.sku)!.__typename).toBe('SimpleWishlistItem');

    // The same again (a size named by its own sku too) keeps the same four items.
    const again = okData(
      await add(c, d.wishlist.id, [
        { sku: f.simple.sku, quantity: 3 },
        { sku: f.sizeA.sku, quantity: 1 },
      ]),
    ).addProductsToWishlist;
    expect(again.user_errors).toEqual([]);
    expect(again.wishlist.items_count).toBe(4);
    expect(again.wishlist.items_v2.items.find((i) => i.product!.sku === f.simple.sku)!.quantity).toBe(3);
  });

  it('answers problems with one product as user_errors and keeps the rest', async () => {
    const c = await createCustomer(s.db);
    const d = okData(
      await add(c, '0', [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: f.simple.sku, quantity: 0 },
        { sku: f.simple.sku, parent_sku: f.parentSku, quantity: 1 },
        { sku: f.parentSku, selected_options: ['bm90LWEtc2l6ZQ=='], quantity: 1 },
        { sku: f.sizeA.sku, parent_sku: 'NO-SUCH-PARENT', quantity: 1 },
        { sku: f.sizeB.sku, quantity: 1 },
      ]),
    ).addProductsToWishlist;
    expect(d.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0.' },
      {
        code: 'UNDEFINED',
        message: `The product with SKU "${f.simple.sku}" is not a variant of "${f.parentSku}".`,
      },
      {
        code: 'UNDEFINED',
        message: "The product that was requested doesn't exist. Verify the product and try again.",
      },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-PARENT"' },
    ]);
    expect(d.wishlist.items_count).toBe(1);
    expect(d.wishlist.items_v2.items[0]!.configured_variant!.sku).toBe(f.sizeB.sku);
  });

  it('pages its items newest first', async () => {
    const c = await createCustomer(s.db);
    const skus = await simpleSkus(5);
    for (const sku of skus) okData(await add(c, '0', [{ sku, quantity: 1 }]));
    const p1 = await wishlistOf(c, 1, 2);
    const p3 = await wishlistOf(c, 3, 2);
    const p4 = await wishlistOf(c, 4, 2);
    expect(p1.items_count).toBe(5);
    expect(p1.items_v2.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 });
    expect(p1.items_v2.items.map((i) => i.product!.sku)).toEqual([skus[4], skus[3]]);
    expect(p3.items_v2.items.map((i) => i.product!.sku)).toEqual([skus[0]]);
    expect(p4.items_v2.items).toEqual([]);
    expect(
      errorOf(
        await post(`{ customer { wishlists { items_v2(currentPage: 0) { items { id } } } } }`, {}, c.auth),
      ),
    ).toEqual({ message: 'currentPage value must be greater than 0.', category: 'graphql-input' });
    expect(
      errorOf(
        await post(`{ customer { wishlists { items_v2(pageSize: 0) { items { id } } } } }`, {}, c.auth),
      ),
    ).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    const products = okData(
      await post<{ wishlist: { products: { sku: string }[] } }>(
        '{ wishlist { products { sku } } }',
        {},
        c.auth,
      ),
    );
    expect(products.wishlist.products.map((p) => p.sku)).toEqual([...skus].reverse());
  });

  it('updates quantities and descriptions, and removes items by id', async () => {
    const c = await createCustomer(s.db);
    const list = okData(
      await add(c, '0', [
        { sku: f.simple.sku, quantity: 1 },
        { sku: f.sizeA.sku, quantity: 1 },
      ]),
    ).addProductsToWishlist.wishlist;
    const simple = list.items_v2.items.find((i) => i.product!.sku === f.simple.sku)!;
    const sized = list.items_v2.items.find((i) => i.configured_variant)!;
    const u = okData(
      await post<UpdateAnswer>(
        UPDATE,
        {
          id: list.id,
          items: [
            { wishlist_item_id: simple.id, quantity: 4, description: '  на подарунок  ' },
            { wishlist_item_id: sized.id, quantity: -1 },
            { wishlist_item_id: '999999999', quantity: 1 },
          ],
        },
        c.auth,
      ),
    ).updateProductsInWishlist;
    expect(u.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0.' },
      { code: 'UNDEFINED', message: 'The wishlist item with ID "999999999" does not belong to the wishlist' },
    ]);
    expect(u.wishlist.items_v2.items.find((i) => i.id === simple.id)).toMatchObject({
      quantity: 4,
      description: 'на подарунок',
    });
    expect(u.wishlist.items_v2.items.find((i) => i.id === sized.id)!.quantity).toBe(1);

    const r = okData(
      await post<RemoveAnswer>(REMOVE, { id: list.id, ids: [simple.id, '999999999', 'abc'] }, c.auth),
    ).removeProductsFromWishlist;
    expect(r.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "abc"' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "999999999"' },
    ]);
    expect(r.wishlist.items_count).toBe(1);
    expect(r.wishlist.items_v2.items.map((i) => i.id)).toEqual([sized.id]);
  });

  it("refuses another customer's list and items", async () => {
    const owner = await createCustomer(s.db);
    const other = await createCustomer(s.db, 'Ігор');
    const list = okData(await add(owner, '0', [{ sku: f.simple.sku, quantity: 1 }])).addProductsToWishlist
      .wishlist;
    const itemId = list.items_v2.items[0]!.id;
    const notFound = { message: 'The wishlist was not found.', category: 'graphql-input' };
    expect(errorOf(await add(other, list.id, [{ sku: f.sizeA.sku, quantity: 1 }]))).toEqual(notFound);
    expect(errorOf(await post(REMOVE, { id: list.id, ids: [itemId] }, other.auth))).toEqual(notFound);
    expect(
      errorOf(
        await post(UPDATE, { id: list.id, items: [{ wishlist_item_id: itemId, quantity: 9 }] }, other.auth),
      ),
    ).toEqual(notFound);
    expect(errorOf(await add(other, 'not-an-id', [{ sku: f.sizeA.sku, quantity: 1 }]))).toEqual(notFound);
    const seen = okData(
      await post<{ customer: { wishlist_v2: unknown } }>(
        'query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }',
        { id: list.id },
        other.auth,
      ),
    );
    expect(seen.customer.wishlist_v2).toBeNull();
    // Their own list's item ids do not reach the owner's item either.
    const own = await wishlistOf(other);
    const r = okData(await post<RemoveAnswer>(REMOVE, { id: own.id, ids: [itemId] }, other.auth));
    expect(r.removeProductsFromWishlist.user_errors[0]!.code).toBe('PRODUCT_NOT_FOUND');
    const after = await wishlistOf(owner);
    expect(after.items_count).toBe(1);
    expect(after.items_v2.items[0]!.quantity).toBe(1);
  });

  it('keeps one item when the same product is added in parallel', async () => {
    const c = await createCustomer(s.db);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        add(c, '0', [{ sku: f.sizeA.sku, parent_sku: f.parentSku, quantity: 1 }]),
      ),
      ...Array.from({ length: 6 }, () =>
        post<BySku<'addWishlistItem'>>(ADD_SKU, { sku: f.sizeA.sku }, c.auth),
      ),
    ]);
    for (const a of answers) expect(a.body.errors).toBeUndefined();
    const list = await wishlistOf(c);
    expect(list.items_count).toBe(1);
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id WHERE w.customer_id = $1',
      [c.id],
    );
    expect(row!.n).toBe(1);
  });
});

describe("the spec's wishlist by sku", () => {
  it('adds and removes by sku: a parent sku removes every size, a size sku that size', async () => {
    const c = await createCustomer(s.db);
    const a = okData(
      await post<BySku<'addWishlistItem'>>(ADD_SKU, { sku: f.parentSku }, c.auth),
    ).addWishlistItem;
    expect(a).toEqual({ user_errors: [], wishlist: { items_count: 1 } });
    okData(await post(ADD_SKU, { sku: f.sizeA.sku }, c.auth));
    okData(await post(ADD_SKU, { sku: f.sizeB.sku }, c.auth));
    okData(await post(ADD_SKU, { sku: f.simple.sku }, c.auth));
    const again = okData(await post<BySku<'addWishlistItem'>>(ADD_SKU, { sku: f.simple.sku }, c.auth));
    expect(again.addWishlistItem.wishlist.items_count).toBe(4);
    const products = okData(
      await post<{ wishlist: { products: { sku: string }[] } }>(
        '{ wishlist { products { sku } } }',
        {},
        c.auth,
      ),
    );
    expect(products.wishlist.products.map((p) => p.sku)).toEqual([f.simple.sku, f.parentSku]);

    const missing = okData(await post<BySku<'addWishlistItem'>>(ADD_SKU, { sku: 'NOPE-1' }, c.auth));
    expect(missing.addWishlistItem.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' },
    ]);

    const one = okData(await post<BySku<'removeWishlistItem'>>(REMOVE_SKU, { sku: f.sizeA.sku }, c.auth));
    expect(one.removeWishlistItem).toEqual({ user_errors: [], wishlist: { items_count: 3 } });
    const all = okData(await post<BySku<'removeWishlistItem'>>(REMOVE_SKU, { sku: f.parentSku }, c.auth));
    expect(all.removeWishlistItem).toEqual({ user_errors: [], wishlist: { items_count: 1 } });
    const none = okData(await post<BySku<'removeWishlistItem'>>(REMOVE_SKU, { sku: f.parentSku }, c.auth));
    expect(none.removeWishlistItem).toEqual({
      user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${f.parentSku}"` },
      ],
      wishlist: { items_count: 1 },
    });
  });
});
