/**
 * The Magento 2.4.7 fields served for any Magento storefront (issue 13), read back against the data
 * on the demo catalogue: gallery entries are the product's images, the deprecated `price` is
 * `price_range`, product links are its links, a swatch's value is its option's colour, a category's
 * `cms_block` is the block it was given, and Magento's errors for these queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGENTO_DEFAULTS } from '../src/modules/store/magento-defaults.ts';
import { encodeUid } from '../src/shared/uid.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

/** POST: never the server's GET cache, so each answer reflects the data as the test left it. */
async function ask<T>(query: string, variables?: Record<string, unknown>) {
  const r = await s.gql<T>(query, { method: 'POST', variables });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data!;
}

async function catalogueChanged() {
  await s.db.query('UPDATE catalog_state SET version = version + 1');
  await s.app.version.refresh();
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await s.db.query<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

describe('storeConfig', () => {
  it("answers Magento's settings from our data and Magento's defaults", async () => {
    const { storeConfig } = await ask<{ storeConfig: Record<string, unknown> }>(`{ storeConfig {
      store_code website_id website_name is_default_store_group weight_unit base_static_url
      title_separator list_mode list_per_page list_per_page_values grid_per_page_values
      configurable_thumbnail_source front no_route cms_no_cookies show_cms_breadcrumbs } }`);
    expect(storeConfig).toEqual({
      store_code: 'ua',
      website_id: MAGENTO_DEFAULTS.website.id,
      website_name: MAGENTO_DEFAULTS.website.name,
      is_default_store_group: true,
      weight_unit: 'kgs',
      base_static_url: null,
      title_separator: '-',
      list_mode: 'grid-list',
      list_per_page: storeConfig.list_per_page,
      list_per_page_values: storeConfig.grid_per_page_values,
      grid_per_page_values: storeConfig.grid_per_page_values,
      configurable_thumbnail_source: 'parent',
      front: 'cms',
      no_route: 'cms/noroute/index',
      cms_no_cookies: 'enable-cookies',
      show_cms_breadcrumbs: 1,
    });
  });
});

interface ProductAnswer {
  products: {
    items: {
      sku: string;
      media_gallery_entries: {
        file: string;
        position: number;
        disabled: boolean;
        types: string[];
        media_type: string;
      }[];
      media_gallery: { url: string; position: number }[];
      price: { minimalPrice: { amount: { value: number } }; regularPrice: { amount: { value: number } } };
      price_range: { minimum_price: { final_price: { value: number }; regular_price: { value: number } } };
      product_links: { sku: string; link_type: string; linked_product_sku: string; position: number }[];
      websites: { code: string }[];
      reviews: { items: unknown[]; page_info: { current_page: number; page_size: number } };
      review_count: number;
      rating_summary: number;
      options: unknown[];
      attribute_set_id: number;
    }[];
  };
}

const PRODUCT = `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  sku
  media_gallery_entries { file position disabled types media_type }
  media_gallery { url position }
  price { minimalPrice { amount { value } } regularPrice { amount { value } } }
  price_range { minimum_price { final_price { value } regular_price { value } } }
  product_links { sku link_type linked_product_sku position }
  websites { code }
  reviews(pageSize: 5) { items { summary } page_info { current_page page_size } }
  review_count rating_summary attribute_set_id
  ... on CustomizableProductInterface { options { uid } }
} } }`;

describe('products', () => {
  it("lists a product's images as its gallery entries, the first shown one with the image roles", async () => {
    const { id, sku } = await one<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM product p WHERE p.visible AND p.is_active
       AND (SELECT count(*) FROM product_image i WHERE i.product_id = p.id) >= 2 ORDER BY p.id LIMIT 1`,
    );
    const images = await s.db.query<{ file: string; position: number; disabled: boolean }>(
      'SELECT file, position, disabled FROM product_image WHERE product_id = $1 ORDER BY position',
      [id],
    );
    const [product] = (await ask<ProductAnswer>(PRODUCT, { sku })).products.items;
    expect(
      product!.media_gallery_entries.map(({ file, position, disabled }) => ({ file, position, disabled })),
    ).toEqual(images);
    const firstShown = images.find((i) => !i.disabled)!;
    for (const entry of product!.media_gallery_entries) {
      expect(entry.media_type).toBe('image');
      expect(entry.types).toEqual(
        entry.position === firstShown.position ? ['image', 'small_image', 'thumbnail'] : [],
      );
    }
    expect(product!.media_gallery.map((m) => m.position)).toEqual(
      images.filter((i) => !i.disabled).map((i) => i.position),
    );
  });

  it('answers the deprecated price from price_range, its links, one website, no options and no reviews', async () => {
    const { id, sku } = await one<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM product p WHERE p.visible AND p.is_active AND p.special_price IS NOT NULL
       AND p.special_price < p.price AND EXISTS (SELECT 1 FROM product_link l WHERE l.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
    );
    const links = await s.db.query<{ link_type: string; linked_product_sku: string; position: number }>(
      `SELECT l.link_type, p.sku AS linked_product_sku, l.position FROM product_link l
       JOIN product p ON p.id = l.linked_product_id AND p.is_active
       WHERE l.product_id = $1 ORDER BY l.link_type, l.position`,
      [id],
    );
    const [product] = (await ask<ProductAnswer>(PRODUCT, { sku })).products.items;
    const range = product!.price_range.minimum_price;
    expect(range.final_price.value).toBeLessThan(range.regular_price.value);
    expect(product!.price.minimalPrice.amount.value).toBe(range.final_price.value);
    expect(product!.price.regularPrice.amount.value).toBe(range.regular_price.value);
    expect(product!.product_links).toEqual(links.map((l) => ({ sku, ...l })));
    expect(product!.websites).toEqual([{ code: 'base' }]);
    expect(product!.attribute_set_id).toBe(4);
    expect(product!.options).toEqual([]);
    expect(product!.review_count).toBe(0);
    expect(product!.rating_summary).toBe(0);
    expect(product!.reviews).toEqual({ items: [], page_info: { current_page: 1, page_size: 5 } });
  });

  it("refuses a review page below 1 with Magento's message", async () => {
    const r = await s.gql(
      '{ products(filter: { sku: { eq: "x" } }) { items { reviews(currentPage: 0) { items { summary } } } } }',
      { method: 'POST' },
    );
    // No product matched, so nothing asked for reviews: the rule is checked on a real product.
    expect(r.body.errors).toBeUndefined();
    const { sku } = await one<{ sku: string }>(
      'SELECT sku FROM product WHERE visible AND is_active ORDER BY id LIMIT 1',
    );
    const bad = await s.gql(
      `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { reviews(currentPage: 0) { items { summary } } } } }`,
      { method: 'POST', variables: { sku } },
    );
    expect(bad.body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect(bad.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('configurable products and swatches', () => {
  let option: { id: number; swatch: string | null };
  let sku: string;

  beforeAll(async () => {
    const row = await one<{ sku: string; size_option_id: number }>(
      `SELECT p.sku, v.size_option_id FROM product p JOIN product v ON v.parent_id = p.id
       JOIN inventory i ON i.product_id = v.id AND i.qty > 0 AND i.is_in_stock
       WHERE p.type_id = 'configurable' AND p.visible AND p.is_active AND v.is_active ORDER BY p.id, v.id LIMIT 1`,
    );
    sku = row.sku;
    option = await one('SELECT id, swatch FROM attribute_option WHERE id = $1', [row.size_option_id]);
    await s.db.query("UPDATE attribute_option SET swatch = '#a52a2a' WHERE id = $1", [option.id]);
    await catalogueChanged();
  });

  afterAll(async () => {
    await s.db.query('UPDATE attribute_option SET swatch = $2 WHERE id = $1', [option.id, option.swatch]);
    await catalogueChanged();
  });

  interface Selection {
    products: {
      items: {
        configurable_options: {
          attribute_code: string;
          values: { uid: string; value_index: number; swatch_data: { __typename: string; value: string } }[];
        }[];
        configurable_product_options_selection: {
          options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[];
          configurable_options: {
            values: { uid: string; is_available: boolean; swatch: { value: string } }[];
          }[];
          media_gallery: { url: string }[];
          variant: { sku: string } | null;
        };
        media_gallery: { url: string }[];
      }[];
    };
  }
  const SELECTION = `query($sku: String, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items {
    media_gallery { url }
    ... on ConfigurableProduct {
      configurable_options { attribute_code values { uid value_index swatch_data { __typename value } } }
      configurable_product_options_selection(configurableOptionValueUids: $uids) {
        options_available_for_selection { attribute_code option_value_uids }
        configurable_options { values { uid is_available swatch { value } } }
        media_gallery { url }
        variant { sku }
      }
    }
  } } }`;

  it("gives an option with a colour swatch its colour as the swatch's value", async () => {
    const [product] = (await ask<Selection>(SELECTION, { sku, uids: [] })).products.items;
    const value = product!.configurable_options[0]!.values.find((v) => v.value_index === option.id)!;
    expect(value.swatch_data).toEqual({ __typename: 'ColorSwatchData', value: '#a52a2a' });
    const other = product!.configurable_options[0]!.values.find((v) => v.value_index !== option.id);
    if (other) expect(other.swatch_data.__typename).toBe('TextSwatchData');
    const selection = product!.configurable_product_options_selection;
    expect(selection.variant).toBeNull();
    expect(selection.media_gallery).toEqual(product!.media_gallery);
    expect(selection.configurable_options[0]!.values.find((v) => v.uid === value.uid)!.swatch.value).toBe(
      '#a52a2a',
    );
  });

  it('names the variant once every option has a value, and what stays selectable', async () => {
    const variant = await one<{ sku: string; size_option_id: number }>(
      `SELECT v.sku, v.size_option_id FROM product v JOIN product p ON p.id = v.parent_id
       WHERE p.sku = $1 AND v.size_option_id = $2 AND v.is_active`,
      [sku, option.id],
    );
    const all = (await ask<Selection>(SELECTION, { sku, uids: [] })).products.items[0]!;
    const uid = all.configurable_options[0]!.values.find((v) => v.value_index === option.id)!.uid;
    const inStock = await s.db.query<{ size_option_id: number }>(
      `SELECT v.size_option_id FROM product v JOIN product p ON p.id = v.parent_id
       JOIN inventory i ON i.product_id = v.id AND i.qty > 0 AND i.is_in_stock
       WHERE p.sku = $1 AND v.is_active`,
      [sku],
    );
    const selectable = all.configurable_options[0]!.values.filter((v) =>
      inStock.some((r) => r.size_option_id === v.value_index),
    ).map((v) => v.uid);
    const chosen = (await ask<Selection>(SELECTION, { sku, uids: [uid] })).products.items[0]!;
    const selection = chosen.configurable_product_options_selection;
    expect(selection.variant).toEqual({ sku: variant.sku });
    expect(selection.options_available_for_selection).toEqual([
      { attribute_code: all.configurable_options[0]!.attribute_code, option_value_uids: selectable },
    ]);
    expect(selection.configurable_options[0]!.values.filter((v) => v.is_available).map((v) => v.uid)).toEqual(
      selectable,
    );
  });

  it('shows the swatch in the deprecated layered filters', async () => {
    const row = await one<{ code: string }>(
      'SELECT attribute_code AS code FROM attribute_option WHERE id = $1',
      [option.id],
    );
    const data = await ask<{
      products: {
        filters: {
          request_var: string;
          filter_items: {
            __typename: string;
            value_string: string;
            swatch_data?: { type: string; value: string };
          }[];
        }[];
        aggregations: { attribute_code: string; options: { value: string }[] }[];
      };
    }>(
      `query($sku: String) { products(filter: { sku: { eq: $sku } }) {
        aggregations { attribute_code options { value } }
        filters { request_var filter_items { __typename value_string ... on SwatchLayerFilterItem { swatch_data { type value } } } }
      } }`,
      { sku },
    );
    const { filters, aggregations } = data.products;
    expect(filters.map((f) => f.request_var)).toEqual(aggregations.map((a) => a.attribute_code));
    const item = filters
      .find((f) => f.request_var === row.code)
      ?.filter_items.find((i) => i.value_string === String(option.id));
    expect(item).toEqual({
      __typename: 'SwatchLayerFilterItem',
      value_string: String(option.id),
      swatch_data: { type: '1', value: '#a52a2a' },
    });
  });
});

describe('custom_attributesV2', () => {
  interface Attributes {
    custom_attributesV2: {
      errors: unknown[];
      items: { __typename: string; code: string; selected_options?: { label: string; value: string }[] }[];
    };
  }
  interface Answer {
    products: { items: (Attributes & { variants?: { product: Attributes & { sku: string } }[] })[] };
  }
  const ATTRIBUTES = `custom_attributesV2(filters: $filters) {
    errors { type message }
    items { __typename code ... on AttributeSelectedOptions { selected_options { label value } } }
  }`;
  const QUERY = `query($sku: String, $filters: AttributeFilterInput) {
    products(filter: { sku: { eq: $sku } }) { items {
      ${ATTRIBUTES}
      ... on ConfigurableProduct { variants { product { sku ${ATTRIBUTES} } } }
    } }
  }`;

  /** The product's option values read straight from the data, per attribute in attribute order. */
  async function expected(id: number, only?: (a: { code: string; is_filterable: boolean }) => boolean) {
    const rows = await s.db.query<{ code: string; id: number; label: string; is_filterable: boolean }>(
      `WITH v(code, option_id, ord) AS (
         SELECT 'brand', brand_id, 0::bigint FROM product WHERE id = $1
         UNION ALL SELECT 'season', season_id, 0 FROM product WHERE id = $1
         UNION ALL SELECT 'style', style_id, 0 FROM product WHERE id = $1
         UNION ALL SELECT 'marker', marker_id, 0 FROM product WHERE id = $1
         UNION ALL SELECT 'product_type', product_type_id, 0 FROM product WHERE id = $1
         UNION ALL SELECT 'gender', u.g, u.n FROM product, unnest(genders) WITH ORDINALITY u(g, n) WHERE id = $1
         UNION ALL SELECT 'base_product_type', o.id, 0 FROM product p JOIN attribute_option o
           ON o.attribute_code = 'base_product_type' AND o.labels ->> 'admin' = p.base_product_type WHERE p.id = $1
         UNION ALL SELECT o.attribute_code, o.id, 0 FROM product p JOIN attribute_option o ON o.id = p.size_option_id
           WHERE p.id = $1)
       SELECT v.code, o.id, o.labels ->> 'ua' AS label, a.is_filterable
       FROM v JOIN attribute_option o ON o.id = v.option_id JOIN attribute a ON a.code = v.code
       ORDER BY a.position, v.ord`,
      [id],
    );
    const items: {
      __typename: string;
      code: string;
      selected_options: { label: string; value: string }[];
    }[] = [];
    for (const r of rows.filter((r) => !only || only(r))) {
      let item = items.find((i) => i.code === r.code);
      if (!item)
        items.push((item = { __typename: 'AttributeSelectedOptions', code: r.code, selected_options: [] }));
      item.selected_options.push({ label: r.label, value: String(r.id) });
    }
    return items;
  }

  let product: { id: number; sku: string };
  beforeAll(async () => {
    product = await one(
      `SELECT p.id, p.sku FROM product p WHERE p.type_id = 'configurable' AND p.visible AND p.is_active
       AND p.brand_id IS NOT NULL AND p.season_id IS NOT NULL AND p.style_id IS NOT NULL
       AND p.marker_id IS NOT NULL AND p.product_type_id IS NOT NULL AND cardinality(p.genders) > 0
       AND p.base_product_type IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
  });

  it("answers a product's brand, season, style, marker, types and genders, and its variants' sizes", async () => {
    const [item] = (await ask<Answer>(QUERY, { sku: product.sku })).products.items;
    const want = await expected(product.id);
    expect(want.map((i) => i.code)).toEqual(
      expect.arrayContaining([
        'brand',
        'season',
        'style',
        'marker',
        'product_type',
        'gender',
        'base_product_type',
      ]),
    );
    expect(item!.custom_attributesV2).toEqual({ errors: [], items: want });
    const variant = item!.variants![0]!.product;
    const { id } = await one<{ id: number }>('SELECT id FROM product WHERE sku = $1', [variant.sku]);
    const variantWant = await expected(id);
    expect(variant.custom_attributesV2.items).toEqual(variantWant);
    // A variant has its size; the configurable product itself has none.
    const { size } = await one<{ size: string }>(
      'SELECT o.attribute_code AS size FROM product p JOIN attribute_option o ON o.id = p.size_option_id WHERE p.id = $1',
      [id],
    );
    expect(variantWant.map((i) => i.code)).toContain(size);
    expect(want.map((i) => i.code)).not.toContain(size);
  });

  it("keeps the attributes whose flags match the filters: the attribute table's is_filterable", async () => {
    const filterable = await ask<Answer>(QUERY, { sku: product.sku, filters: { is_filterable: true } });
    const want = await expected(product.id, (a) => a.is_filterable);
    expect(want.length).toBeGreaterThan(0);
    expect(filterable.products.items[0]!.custom_attributesV2.items).toEqual(want);
    const not = await ask<Answer>(QUERY, { sku: product.sku, filters: { is_filterable: false } });
    expect(not.products.items[0]!.custom_attributesV2.items).toEqual(
      await expected(product.id, (a) => !a.is_filterable),
    );
    const listed = await ask<Answer>(QUERY, {
      sku: product.sku,
      filters: { used_in_product_listing: true, is_visible_on_front: true },
    });
    expect(listed.products.items[0]!.custom_attributesV2.items.map((i) => i.code)).toEqual([
      'brand',
      'marker',
    ]);
    const compared = await ask<Answer>(QUERY, { sku: product.sku, filters: { is_comparable: true } });
    expect(compared.products.items[0]!.custom_attributesV2).toEqual({ errors: [], items: [] });
  });
});

describe('categories', () => {
  let categoryId: number;
  let block: { identifier: string; title: string; content: string };
  let blockId: number;

  beforeAll(async () => {
    categoryId = (
      await one<{ id: number }>('SELECT id FROM category WHERE level = 3 AND is_active ORDER BY id LIMIT 1')
    ).id;
    block = await one(
      'SELECT identifier, title, content FROM cms_block WHERE store_id = 3 AND is_active ORDER BY id LIMIT 1',
    );
    blockId = (
      await one<{ id: number }>('SELECT id FROM cms_block WHERE store_id = 3 AND identifier = $1', [
        block.identifier,
      ])
    ).id;
    await s.db.query('UPDATE category SET landing_block = $2 WHERE id = $1', [categoryId, block.identifier]);
    await catalogueChanged();
  });

  afterAll(async () => {
    await s.db.query('UPDATE category SET landing_block = NULL WHERE id = $1', [categoryId]);
    await catalogueChanged();
  });

  it("answers a category's cms_block with the block it was given, and none for the others", async () => {
    const data = await ask<{
      categories: {
        items: { uid: string; cms_block: unknown; landing_page: number | null; available_sort_by: unknown }[];
      };
    }>(
      `query($uids: [String]) { categories(filters: { category_uid: { in: $uids } }) { items {
        uid cms_block { identifier title content } landing_page available_sort_by
      } } }`,
      { uids: [encodeUid(categoryId), encodeUid(categoryId + 1)] },
    );
    const given = data.categories.items.find((c) => c.uid === encodeUid(categoryId));
    expect(given?.cms_block).toEqual(block);
    expect(given?.landing_page).toBe(blockId);
    expect(given?.available_sort_by).toBeNull();
    const others = data.categories.items.filter((c) => c.uid !== encodeUid(categoryId));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect([other.cms_block, other.landing_page]).toEqual([null, null]);
  });

  it('answers the deprecated category(id) query, the root category without an id', async () => {
    const root = await ask<{ category: { uid: string; cms_block: unknown } }>(
      '{ category { uid cms_block { identifier } } }',
    );
    expect(root.category.uid).toBe(encodeUid(2));
    const byId = await ask<{ category: { uid: string; cms_block: { identifier: string } } }>(
      `query($id: Int) { category(id: $id) { uid cms_block { identifier } } }`,
      { id: categoryId },
    );
    expect(byId.category).toEqual({
      uid: encodeUid(categoryId),
      cms_block: { identifier: block.identifier },
    });
    const missing = await s.gql('{ category(id: 999999) { uid } }', { method: 'POST' });
    expect(missing.body.errors?.[0]?.message).toBe("Category doesn't exist");
    expect(missing.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe("Magento's argument validation", () => {
  const refusals: [string, string, string][] = [
    ['{ products { total_count } }', "'search' or 'filter' input argument is required.", 'graphql-input'],
    [
      '{ products(search: "сукня", pageSize: 0) { total_count } }',
      'pageSize value must be greater than 0.',
      'graphql-input',
    ],
    [
      '{ products(search: "сукня", currentPage: 0) { total_count } }',
      'currentPage value must be greater than 0.',
      'graphql-input',
    ],
    [
      '{ products(search: "сукня", currentPage: 100000) { total_count } }',
      'currentPage value 100000 specified is greater than the',
      'graphql-input',
    ],
    [
      '{ products(filter: { no_such_attribute: { eq: "1" } }) { total_count } }',
      'Field "no_such_attribute" is not defined by type "ProductAttributeFilterInput".',
      'graphql-input',
    ],
    [
      '{ cmsBlocks { items { identifier } } }',
      '"identifiers" of CMS blocks should be specified',
      'graphql-input',
    ],
    [
      '{ route(url: "") { relative_url } }',
      '"url" argument should be specified and not empty',
      'graphql-input',
    ],
    [
      '{ urlResolver(url: " ") { relative_url } }',
      '"url" argument should be specified and not empty',
      'graphql-input',
    ],
  ];

  it.each(refusals)('%s', async (query, message, category) => {
    const r = await s.gql(query, { method: 'POST' });
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors?.[0]?.message).toContain(message);
    expect(r.body.errors?.[0]?.extensions?.category).toBe(category);
  });
});
