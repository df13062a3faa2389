/**
 * A product page's lookup (products(filter: {url_key}) alone) is one statement that brings the
 * products along; it must answer exactly what the listing answers for the same filter, which a
 * sort argument sends through the listing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requestStatements, testServer, type TestServer } from './harness.ts';

let s: TestServer;

beforeAll(async () => {
  s = await testServer();
});

const ITEMS =
  'total_count page_info { current_page total_pages } items { uid sku name url_key stock_status }';

async function both(filter: string, paging = '') {
  const lookup = await s.gql(`{ products(filter: ${filter}${paging}) { ${ITEMS} } }`);
  const listing = await s.gql(
    `{ products(filter: ${filter}, sort: { position: ASC }${paging}) { ${ITEMS} } }`,
  );
  return { lookup: lookup.body, listing: listing.body };
}

describe('product lookup by url_key', () => {
  it('answers what the listing answers: visible products of the store view, in listing order, paged', async () => {
    const rows = await s.db.query<{ id: number; url_key: string }>(
      `SELECT p.id, t.url_key FROM product_text t JOIN product p ON p.id = t.product_id
       WHERE p.visible AND p.parent_id IS NULL AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       ORDER BY p.id DESC LIMIT 8`,
    );
    expect(rows).toHaveLength(8);
    const shown = rows.slice(0, 6).map((r) => r.url_key);
    // Two products hidden for this test: neither path may list them.
    const hidden = rows.slice(6);
    const keys = JSON.stringify([...rows.map((r) => r.url_key), 'no-such-product']);
    await s.db.query('UPDATE product SET visible = false WHERE id = ANY($1::int[])', [
      hidden.map((r) => r.id),
    ]);
    try {
      const { lookup, listing } = await both(`{ url_key: { in: ${keys} } }`);
      expect(lookup.errors).toBeUndefined();
      expect(lookup).toEqual(listing);
      const data = lookup.data as { products: { total_count: number; items: { url_key: string }[] } };
      expect(data.products.total_count).toBe(6);
      expect(data.products.items.map((i) => i.url_key).sort()).toEqual([...shown].sort());

      const paged = await both(`{ url_key: { in: ${keys} } }`, ', pageSize: 4, currentPage: 2');
      expect(paged.lookup).toEqual(paged.listing);
      expect((paged.lookup.data as { products: { items: unknown[] } }).products.items).toHaveLength(2);
    } finally {
      await s.db.query('UPDATE product SET visible = true WHERE id = ANY($1::int[])', [
        hidden.map((r) => r.id),
      ]);
    }
    const one = await both(`{ url_key: { eq: ${JSON.stringify(shown[0])} } }`);
    expect(one.lookup).toEqual(one.listing);
    expect((one.lookup.data as { products: { total_count: number } }).products.total_count).toBe(1);
    const none = await both('{ url_key: { eq: "no-such-product" } }');
    expect(none.lookup).toEqual(none.listing);
  });

  it('reads the descriptions and meta texts with the products when the items ask for them', async () => {
    const rows = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product_text t JOIN product p ON p.id = t.product_id
       WHERE p.visible AND p.parent_id IS NULL AND t.store_id = (SELECT id FROM store WHERE code = 'ru')
         AND t.description IS NOT NULL
       ORDER BY p.id LIMIT 3`,
    );
    expect(rows).toHaveLength(3);
    const keys = JSON.stringify(rows.map((r) => r.url_key));
    const fields = `items { sku description { html } meta_title meta_description meta_keyword
      ... on ConfigurableProduct { meta_info { meta_title meta_description meta_robots } } }`;
    const ask = (sort: string) =>
      s.gql(`{ products(filter: { url_key: { in: ${keys} } }${sort}) { ${fields} } }`, {
        headers: { Store: 'ru' },
      });
    const lookup = (await ask('')).body;
    expect(lookup.errors).toBeUndefined();
    // The listing reads them apart (the details loader): both must agree.
    expect(lookup).toEqual((await ask(', sort: { position: ASC }')).body);
    const items = (lookup.data as { products: { items: { description: { html: string } }[] } }).products
      .items;
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.description.html.length > 0)).toBe(true);
  });

  it("answers a product's categories with their breadcrumbs as the categories query does", async () => {
    // Categories of level 3 and deeper: their breadcrumbs have ancestors the product is not in.
    const rows = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product_text t JOIN product p ON p.id = t.product_id
       JOIN product_category pc ON pc.product_id = p.id JOIN category c ON c.id = pc.category_id
       WHERE p.visible AND p.parent_id IS NULL AND c.level >= 3
         AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       GROUP BY t.url_key ORDER BY t.url_key LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    const CATEGORY =
      'uid name level url_path breadcrumbs { category_uid category_name category_level category_url_path }';
    const page = await s.gql(
      `{ products(filter: { url_key: { in: ${JSON.stringify(rows.map((r) => r.url_key))} } }) {
        items { sku categories { ${CATEGORY} } } } }`,
    );
    expect(page.body.errors).toBeUndefined();
    const items = (
      page.body.data as {
        products: { items: { categories: { uid: string; breadcrumbs: unknown[] | null }[] }[] };
      }
    ).products.items;
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.categories.length).toBeGreaterThan(0);
      const uids = JSON.stringify(item.categories.map((c) => c.uid));
      const alone = await s.gql(
        `{ categories(filters: { category_uid: { in: ${uids} } }) { items { ${CATEGORY} } } }`,
      );
      const byUid = new Map(
        (alone.body.data as { categories: { items: { uid: string }[] } }).categories.items.map((c) => [
          c.uid,
          c,
        ]),
      );
      expect(item.categories).toEqual(item.categories.map((c) => byUid.get(c.uid)));
      expect(item.categories.some((c) => c.breadcrumbs?.length)).toBe(true);
    }
  });

  it('answers related products, read with their links, as a lookup of those products does', async () => {
    const [row] = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product_text t JOIN product p ON p.id = t.product_id
       WHERE p.visible AND p.parent_id IS NULL AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
         AND (SELECT count(*) FROM product_link l JOIN product r ON r.id = l.linked_product_id
              WHERE l.product_id = p.id AND l.link_type = 'related' AND r.visible AND r.in_stock) >= 2
       ORDER BY t.url_key LIMIT 1`,
    );
    expect(row).toBeDefined();
    const PRODUCT = `sku name url_key stock_status created_at
      price_range { minimum_price { regular_price { value } final_price { value } } }
      small_image { url label } ... on ConfigurableProduct { variants { product { sku } } }`;
    const page = await s.gql(
      `{ products(filter: { url_key: { eq: ${JSON.stringify(row!.url_key)} } }) {
        items { related_products { ${PRODUCT} } } } }`,
    );
    expect(page.body.errors).toBeUndefined();
    type Related = { sku: string };
    const related = (page.body.data as { products: { items: { related_products: Related[] }[] } }).products
      .items[0]!.related_products;
    expect(related.length).toBeGreaterThanOrEqual(2);
    const alone = await s.gql(
      `{ products(filter: { sku: { in: ${JSON.stringify(related.map((r) => r.sku))} } }, pageSize: 50) {
        items { ${PRODUCT} } } }`,
    );
    const bySku = new Map(
      (alone.body.data as { products: { items: Related[] } }).products.items.map((p) => [p.sku, p]),
    );
    expect(related).toEqual(related.map((r) => bySku.get(r.sku)));
  });

  it("answers variants' sizes and stock from their size rows as from their product rows", async () => {
    // A configurable product with a size sold out and one with warehouses, so both paths must
    // agree on stock, not only on skus.
    const [row] = await s.db.query<{ url_key: string; variant_id: number }>(
      `SELECT t.url_key, v.id AS variant_id FROM product p
       JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       JOIN product v ON v.parent_id = p.id
       WHERE p.visible AND p.type_id = 'configurable'
         AND (SELECT count(*) FROM product w WHERE w.parent_id = p.id) >= 2
       ORDER BY p.id LIMIT 1`,
    );
    expect(row).toBeDefined();
    await s.db.query('UPDATE inventory SET qty = 0, is_in_stock = false WHERE product_id = $1', [
      row!.variant_id,
    ]);
    const SIZES = `attributes { uid code label value_index }
      product { __typename uid id sku stock_status warehouses { warehouse_option_id name qty } }`;
    const ask = (extra: string) =>
      s.gql(
        `{ products(filter: { url_key: { eq: ${JSON.stringify(row!.url_key)} } }) {
          items { ... on ConfigurableProduct { variants { ${SIZES.replace('product {', `product { ${extra}`)} } } } } }`,
      );
    type Variant = { product: Record<string, unknown> };
    const variantsOf = (body: { data?: unknown; errors?: unknown }) => {
      expect(body.errors).toBeUndefined();
      return (body.data as { products: { items: { variants: Variant[] }[] } }).products.items[0]!.variants;
    };
    const sizeRows = variantsOf((await ask('')).body);
    // `name` is not answered by a size row: these come from the variants' product rows.
    const productRows = variantsOf((await ask('name')).body).map(({ product: { name, ...rest }, ...v }) => {
      expect(name).toEqual(expect.any(String));
      return { ...v, product: rest };
    });
    expect(sizeRows.length).toBeGreaterThanOrEqual(2);
    expect(sizeRows).toEqual(productRows);
    expect(sizeRows.map((v) => v.product.stock_status)).toContain('OUT_OF_STOCK');
    expect(sizeRows.map((v) => v.product.__typename)).toEqual(sizeRows.map(() => 'SimpleProduct'));
  });

  it("answers a product page's parts, read with the lookup, as the listing reads each on its own", async () => {
    // Configurable products with related products: sizes, categories and related products all
    // come in the lookup's one statement; with a sort the same filter is a listing, whose
    // products' parts are read by their own loaders.
    const rows = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product p
       JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ru')
       WHERE p.visible AND p.parent_id IS NULL AND p.type_id = 'configurable'
         AND EXISTS (SELECT 1 FROM product_link l WHERE l.product_id = p.id AND l.link_type = 'related')
       ORDER BY p.id DESC LIMIT 3`,
    );
    expect(rows).toHaveLength(3);
    const PAGE = `sku name description { html } meta_info { meta_title }
      categories { uid name breadcrumbs { category_uid category_name } }
      product_all { id title label sku stock_status }
      related_products { sku name ... on ConfigurableProduct { variants { product { sku stock_status } } } }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label values { uid label value_index } }
        variants { attributes { uid code label value_index } product { uid sku stock_status warehouses { name qty } } }
      }`;
    const keys = JSON.stringify(rows.map((r) => r.url_key));
    const ask = (sort: string) =>
      s.gql(`{ products(filter: { url_key: { in: ${keys} } }${sort}) { items { ${PAGE} } } }`, {
        headers: { store: 'ru' },
      });
    const [lookup, listing] = await Promise.all([ask(''), ask(', sort: { position: ASC }')]);
    expect(lookup.body.errors).toBeUndefined();
    expect(lookup.body).toEqual(listing.body);
    type Item = { related_products: unknown[]; categories: unknown[]; variants: unknown[] };
    const items = (lookup.body.data as { products: { items: Item[] } }).products.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.related_products.length).toBeGreaterThan(0);
      expect(item.categories.length).toBeGreaterThan(0);
      expect(item.variants.length).toBeGreaterThan(0);
    }
  });

  it("reads a product page, with its related products' cards and their sizes, in one statement", async () => {
    const [row] = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product p
       JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
       WHERE p.visible AND p.parent_id IS NULL AND p.type_id = 'configurable'
         AND (SELECT count(*) FROM product_link l JOIN product r ON r.id = l.linked_product_id
              WHERE l.product_id = p.id AND l.link_type = 'related' AND r.visible AND r.in_stock
                AND r.type_id = 'configurable') >= 2
       ORDER BY p.id LIMIT 1`,
    );
    expect(row).toBeDefined();
    const CARD = `uid sku name url_key stock_status media_gallery { url } small_image { url }
      price_range { minimum_price { final_price { value } } }
      product_all { id title sku stock_status }
      ... on ConfigurableProduct {
        configurable_options { attribute_code values { uid label value_index } }
        variants { attributes { uid value_index } product { uid stock_status } }
      }`;
    const query = `{ products(filter: { url_key: { eq: ${JSON.stringify(row!.url_key)} } }) {
      items { ${CARD} description { html } categories { uid breadcrumbs { category_uid } }
        related_products { ${CARD} }
        ... on ConfigurableProduct { variants { product { sku warehouses { name qty } } } } } } }`;
    const { result: page, statements } = await requestStatements(s.db, () => s.gql(query));
    expect(page.body.errors).toBeUndefined();
    type Card = { sku: string; variants?: unknown[] };
    const item = (page.body.data as { products: { items: (Card & { related_products: Card[] })[] } }).products
      .items[0]!;
    expect(item.related_products.filter((r) => r.variants?.length).length).toBeGreaterThanOrEqual(2);
    expect(statements).toEqual(['catalog.products-by-url-key+d+s+c+r+rs']);
  });

  it('refuses a page past the last as the listing does', async () => {
    const [row] = await s.db.query<{ url_key: string }>(
      `SELECT t.url_key FROM product_text t JOIN product p ON p.id = t.product_id
       WHERE p.visible AND p.parent_id IS NULL AND t.store_id = (SELECT id FROM store WHERE code = 'ua') LIMIT 1`,
    );
    const { lookup, listing } = await both(
      `{ url_key: { eq: ${JSON.stringify(row!.url_key)} } }`,
      ', pageSize: 1, currentPage: 3',
    );
    expect(lookup.errors?.[0]?.message).toBe(
      'currentPage value 3 specified is greater than the 1 page(s) available.',
    );
    expect(lookup.errors?.[0]?.message).toBe(listing.errors?.[0]?.message);
  });
});
