import { beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

interface Agg {
  attribute_code: string;
  count: number;
  label: string;
  options: { label: string; value: string; count: number }[];
}
interface Listing {
  products: {
    total_count: number;
    page_info: { total_pages: number; current_page: number; page_size: number };
    items: {
      sku: string;
      name: string;
      uid: string;
      price_range: { minimum_price: { final_price: { value: number } } };
    }[];
    aggregations: Agg[];
  };
}

const LISTING = `query Listing($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int, $search: String) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage, search: $search) {
    total_count
    page_info { total_pages current_page page_size }
    items { sku name uid price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code count label options { label value count } }
  }
}`;

async function listing(variables: Record<string, unknown>, headers?: Record<string, string>) {
  const r = await s.gql<Listing>(LISTING, { variables, headers });
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  return r.body.data!.products;
}

async function categoryUid(urlPath: string): Promise<string> {
  const r = await s.gql<{ categories: { items: { uid: string }[] } }>(
    `query($p: String) { categories(filters: { url_path: { eq: $p } }) { items { uid } } }`,
    { variables: { p: urlPath } },
  );
  const uid = r.body.data?.categories.items[0]?.uid;
  if (!uid) throw new Error(`no category ${urlPath}`);
  return uid;
}

describe('categories', () => {
  it('answers the root category with its gender sections as children', async () => {
    const r = await s.gql<{
      categories: {
        items: {
          name: string;
          level: number;
          children: { url_path: string; level: number; children_count: string }[];
        }[];
      };
    }>('{ categories { items { name level children { url_path level children_count } } } }');
    const root = r.body.data!.categories.items[0]!;
    expect(root.level).toBe(1);
    const paths = root.children.map((c) => c.url_path);
    expect(paths).toEqual(expect.arrayContaining(['women', 'men', 'kids']));
    expect(root.children.every((c) => Number(c.children_count) > 0)).toBe(true);
  });

  it('names categories per store view and gives breadcrumbs', async () => {
    const q = `{ categories(filters: { parent_category_uid: { eq: "${await categoryUid('women')}" } }) {
      items { name url_path breadcrumbs { category_name category_level category_url_path } children { name breadcrumbs { category_name } } } } }`;
    const ua = await s.gql<{
      categories: {
        items: {
          name: string;
          breadcrumbs: { category_name: string }[];
          children: { breadcrumbs: unknown[] }[];
        }[];
      };
    }>(q);
    const ru = await s.gql<{ categories: { items: { name: string }[] } }>(q, { headers: { Store: 'ru' } });
    const uaItems = ua.body.data!.categories.items;
    expect(uaItems.length).toBeGreaterThan(1);
    expect(uaItems.map((c) => c.name)).not.toEqual(ru.body.data!.categories.items.map((c) => c.name));
    expect(uaItems[0]!.breadcrumbs).toHaveLength(1);
    expect(uaItems.find((c) => c.children.length)!.children[0]!.breadcrumbs).toHaveLength(2);
  });

  it('rejects a malformed uid in Magento words', async () => {
    const r = await s.gql(
      '{ categories(filters: { category_uid: { eq: "not-base64!" } }) { items { uid } } }',
    );
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'Value of uid "not-base64!" is incorrect.',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('products listing', () => {
  it('filters by category and counts facets that equal a direct count', async () => {
    const uid = await categoryUid('women');
    const all = await listing({ filter: { category_uid: { eq: uid } }, pageSize: 24 });
    expect(all.total_count).toBeGreaterThan(24);
    expect(all.items).toHaveLength(24);
    const codes = all.aggregations.map((a) => a.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['brand', 'price', 'category_uid']));
    for (const agg of all.aggregations.filter((a) =>
      ['brand', 'category_uid', 'price'].includes(a.attribute_code),
    )) {
      expect(agg.count).toBe(agg.options.length);
      const option = agg.options[0]!;
      const filter =
        agg.attribute_code === 'price'
          ? { price: { from: option.value.split('_')[0], to: option.value.split('_')[1] } }
          : agg.attribute_code === 'category_uid'
            ? { category_id: { eq: option.value } }
            : { [agg.attribute_code]: { eq: option.value } };
      const direct = await listing({ filter: { category_uid: { eq: uid }, ...filter }, pageSize: 1 });
      expect(direct.total_count, `${agg.attribute_code}=${option.value}`).toBe(option.count);
    }
  });

  it('keeps a facet open to widening while other facets honour it', async () => {
    const uid = await categoryUid('women');
    const base = await listing({ filter: { category_uid: { eq: uid } }, pageSize: 1 });
    const brands = base.aggregations.find((a) => a.attribute_code === 'brand')!.options;
    expect(brands.length).toBeGreaterThan(2);
    const [a, b] = brands;
    const filtered = await listing({
      filter: { category_uid: { eq: uid }, brand: { in: [a!.value, b!.value] } },
      pageSize: 1,
    });
    expect(filtered.total_count).toBe(a!.count + b!.count);
    // The brand facet still lists every brand (disjunctive), with unchanged counts.
    const brandAgg = filtered.aggregations.find((x) => x.attribute_code === 'brand')!;
    expect(brandAgg.options.length).toBe(brands.length);
    // The price facet counts only the two brands' products.
    const priceTotal = filtered.aggregations
      .find((x) => x.attribute_code === 'price')!
      .options.reduce((n, o) => n + o.count, 0);
    expect(priceTotal).toBe(filtered.total_count);
  });

  it('filters by gender section, including kids as 7_8', async () => {
    const women = await listing({ filter: { gender: { eq: '36' } }, pageSize: 1 });
    const kids = await listing({ filter: { gender: { eq: '7_8' } }, pageSize: 1 });
    const boys = await listing({ filter: { gender: { eq: '7' } }, pageSize: 1 });
    expect(women.total_count).toBeGreaterThan(0);
    expect(kids.total_count).toBeGreaterThanOrEqual(boys.total_count);
    expect(boys.total_count).toBeGreaterThan(0);
  });

  it('sorts by price both ways and by name', async () => {
    const uid = await categoryUid('men');
    const asc = await listing({
      filter: { category_uid: { eq: uid } },
      sort: { price: 'ASC' },
      pageSize: 50,
    });
    const prices = asc.items.map((i) => i.price_range.minimum_price.final_price.value);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await listing({
      filter: { category_uid: { eq: uid } },
      sort: { price: 'DESC' },
      pageSize: 50,
    });
    const dp = desc.items.map((i) => i.price_range.minimum_price.final_price.value);
    expect(dp).toEqual([...dp].sort((x, y) => y - x));
    const byName = await listing({
      filter: { category_uid: { eq: uid } },
      sort: { name: 'ASC' },
      pageSize: 50,
    });
    const names = byName.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('pages are disjoint and cover the whole listing', async () => {
    // The catalogue version the server follows by polling, caught up with the tests before (an
    // order placed there sells a product out): the walk must not straddle a change.
    await s.app.version.refresh();
    const uid = await categoryUid('women');
    const first = await listing({ filter: { category_uid: { eq: uid } }, pageSize: 10, currentPage: 1 });
    const seen = new Set<string>();
    for (let page = 1; page <= first.page_info.total_pages; page++) {
      const p = await listing({
        filter: { category_uid: { eq: uid } },
        pageSize: 10,
        currentPage: page,
        sort: { position: 'DESC' },
      });
      for (const item of p.items) {
        expect(seen.has(item.sku), item.sku).toBe(false);
        seen.add(item.sku);
      }
    }
    expect(seen.size).toBe(first.total_count);
  });

  it('refuses page sizes out of range and pages past the end', async () => {
    const uid = await categoryUid('women');
    for (const pageSize of [0, -1, 10_000]) {
      const r = await s.gql(LISTING, { variables: { filter: { category_uid: { eq: uid } }, pageSize } });
      expect(r.body.errors?.[0]?.extensions?.category, `pageSize ${pageSize}`).toBe('graphql-input');
    }
    const r = await s.gql(LISTING, {
      variables: { filter: { category_uid: { eq: uid } }, pageSize: 10, currentPage: 999 },
    });
    expect(r.body.errors?.[0]?.message).toMatch(
      /^currentPage value 999 specified is greater than the \d+ page\(s\) available\.$/,
    );
  });

  it('requires search or filter', async () => {
    const r = await s.gql('{ products { total_count } }');
    expect(r.body.errors?.[0]).toMatchObject({
      message: "'search' or 'filter' input argument is required.",
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('product detail', () => {
  const DETAIL = `query($urlKey: String) { products(filter: { url_key: { eq: $urlKey } }) { items {
    __typename uid id sku name url_key url_suffix brand brand_label marker switch_photo only_offline season gender
    style { id label } base_product_type base_product_type_label product_type_label type_p stock_status
    short_description { html } description { html } small_image { url label } media_gallery { url label position }
    price_range { minimum_price { final_price { value currency } regular_price { value currency } } }
    categories { uid url_path breadcrumbs { category_name } }
    related_products { sku name }
    product_all { id title label sku stock_status }
    meta_info { meta_title meta_description meta_robots }
    loyalty_bonus_data { loyalty_bonus loyalty_bonus_enabled }
    ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label value_index } }
      variants { attributes { uid code value_index label } product { sku stock_status warehouses { warehouse_option_id qty } } } }
  } } }`;

  async function someConfigurable() {
    const r = await s.gql<{ products: { items: { url_key: string; __typename: string }[] } }>(
      '{ products(filter: { gender: { eq: "36" } }, pageSize: 50) { items { __typename url_key } } }',
    );
    return r.body.data!.products.items.find((i) => i.__typename === 'ConfigurableProduct')!.url_key;
  }

  it('answers every field the product page uses', async () => {
    const urlKey = await someConfigurable();
    interface Detail {
      url_key: string;
      url_suffix: string;
      media_gallery: unknown[];
      small_image: { url: string };
      meta_info: { meta_robots: string };
      product_all: { sku: string; stock_status: number }[];
      variants: { product: { sku: string; stock_status: string } }[];
      configurable_options: { values: unknown[] }[];
      categories: unknown[];
      related_products: unknown[];
      price_range: { minimum_price: { final_price: { currency: string } } };
    }
    const r = await s.gql<{ products: { items: Detail[] } }>(DETAIL, { variables: { urlKey } });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.products.items[0]!;
    expect(p.url_key).toBe(urlKey);
    expect(p.url_suffix).toBe('.html');
    expect(p.media_gallery.length).toBeGreaterThanOrEqual(2);
    expect(p.small_image.url).toMatch(/\/media\/catalog\/product\//);
    expect(p.meta_info.meta_robots).toBeTruthy();
    expect(p.product_all.length).toBe(p.variants.length);
    expect(p.configurable_options[0]!.values.length).toBeGreaterThan(0);
    // product_all marks stock the same way variants do.
    for (const entry of p.product_all) {
      const v = p.variants.find((x) => x.product.sku === entry.sku);
      expect(entry.stock_status).toBe(v?.product.stock_status === 'IN_STOCK' ? 1 : 0);
    }
    expect(p.categories.length).toBeGreaterThan(0);
    expect(p.related_products.length).toBeGreaterThan(0);
    expect(p.price_range.minimum_price.final_price.currency).toBe('UAH');
  });

  it("answers the product's description and meta texts from the store view, a size's from its product", async () => {
    const urlKey = await someConfigurable();
    const [text] = await s.db.query<{
      id: number;
      description: string;
      meta_title: string | null;
      meta_description: string | null;
      meta_keyword: string | null;
    }>(
      `SELECT t.product_id AS id, t.description, t.meta_title, t.meta_description, t.meta_keyword
       FROM product_text t JOIN store st ON st.id = t.store_id AND st.code = 'ua' WHERE t.url_key = $1`,
      [urlKey],
    );
    expect(text?.description).toBeTruthy();
    type Texts = {
      description: { html: string };
      meta_title: string | null;
      meta_description: string | null;
      meta_keyword: string | null;
      meta_info: { meta_title: string; meta_description: string | null };
    };
    const r = await s.gql<{
      products: { items: (Texts & { name: string; variants: { product: Texts }[] })[] };
    }>(
      `query($urlKey: String) { products(filter: { url_key: { eq: $urlKey } }) { items {
        name description { html } meta_title meta_description meta_keyword meta_info { meta_title meta_description }
        ... on ConfigurableProduct { variants { product { description { html } meta_title meta_description meta_keyword
          meta_info { meta_title meta_description } } } }
      } } }`,
      { variables: { urlKey } },
    );
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.products.items[0]!;
    const expected = {
      description: { html: text!.description },
      meta_title: text!.meta_title,
      meta_description: text!.meta_description,
      meta_keyword: text!.meta_keyword,
      meta_info: { meta_title: text!.meta_title || p.name, meta_description: text!.meta_description },
    };
    expect(p).toMatchObject(expected);
    expect(p.variants.length).toBeGreaterThan(0);
    for (const v of p.variants) expect(v.product).toEqual(expected);
  });

  it('strikes a price only when the special price is lower', async () => {
    const r = await s.gql<{
      products: {
        items: {
          special_price: number | null;
          price_range: {
            minimum_price: { final_price: { value: number }; regular_price: { value: number } };
          };
        }[];
      };
    }>(
      '{ products(filter: { gender: { in: ["36", "10"] } }, pageSize: 300) { items { special_price price_range { minimum_price { final_price { value } regular_price { value } } } } } }',
    );
    const items = r.body.data!.products.items;
    expect(items.some((i) => i.special_price !== null)).toBe(true);
    for (const i of items) {
      const { final_price, regular_price } = i.price_range.minimum_price;
      expect(final_price.value).toBeLessThanOrEqual(regular_price.value);
      if (i.special_price !== null) expect(final_price.value).toBe(i.special_price);
    }
  });

  it('gives different texts in ua and ru', async () => {
    const urlKey = await someConfigurable();
    const ua = await s.gql<{ products: { items: { name: string; sku: string }[] } }>(DETAIL, {
      variables: { urlKey },
    });
    const sku = ua.body.data!.products.items[0]!.sku;
    const ru = await s.gql<{ products: { items: { name: string }[] } }>(
      `{ products(filter: { sku: { eq: "${sku}" } }) { items { name } } }`,
      { headers: { Store: 'ru' } },
    );
    expect(ru.body.data!.products.items[0]!.name).not.toBe(ua.body.data!.products.items[0]!.name);
  });
});

describe('search', () => {
  it('finds products by a word of their name, ranked, with prefix suggestions', async () => {
    const first = await listing({ filter: { gender: { eq: '36' } }, pageSize: 1 });
    const word = first.items[0]!.name.split(/\s+/)[0]!;
    const full = await listing({ search: word, pageSize: 5 });
    expect(full.total_count).toBeGreaterThan(0);
    // Ukrainian endings vary (Червоні, Червона, Червоний): every hit shares the word's stem.
    const stem = word.toLowerCase().slice(0, 5);
    expect(full.items.every((i) => i.name.toLowerCase().includes(stem))).toBe(true);
    const prefix = await listing({ search: word.slice(0, Math.max(3, word.length - 2)), pageSize: 5 });
    expect(prefix.total_count).toBeGreaterThanOrEqual(full.total_count);
  });

  it('answers an empty result for nonsense, not an error', async () => {
    const r = await listing({ search: 'zzqxjvw', pageSize: 5 });
    expect(r.total_count).toBe(0);
    expect(r.items).toEqual([]);
  });
});

describe('brands, shop catalogues and sale', () => {
  it('lists brands with url keys, by gender and exclusivity, counting what is on sale', async () => {
    type Brand = { id: number; name: string; url_key: string; is_exclusive: boolean; product_count: number };
    const all = (
      await s.gql<{ brands: Brand[] }>('{ brands { id name url_key is_exclusive product_count } }')
    ).body.data!.brands;
    expect(all.length).toBeGreaterThanOrEqual(20);
    const names = all.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const exclusive = (
      await s.gql<{ brands: Brand[] }>('{ brands(filter: { exclusive: true }) { id is_exclusive } }')
    ).body.data!.brands;
    expect(exclusive.length).toBeGreaterThan(0);
    expect(exclusive.every((b) => b.is_exclusive)).toBe(true);
    const brand = all[0]!;
    const byKey = await listing({ filter: { brands: { eq: brand.url_key } }, pageSize: 1 });
    expect(byKey.total_count).toBe(brand.product_count);
    const men = (
      await s.gql<{ brands: Brand[] }>('{ brands(filter: { gender: { eq: "10" } }) { id product_count } }')
    ).body.data!.brands;
    for (const b of men.slice(0, 3)) {
      const direct = await listing({
        filter: { brand: { eq: String(b.id) }, gender: { eq: '10' } },
        pageSize: 1,
      });
      expect(direct.total_count).toBe(b.product_count);
    }
  });

  it('filters a shop’s catalogue by warehouse and discounted products by sale', async () => {
    const [row] = await s.db.query<{ warehouse_option_id: number }>(
      'SELECT warehouse_option_id FROM store_locator WHERE store_id = 3 ORDER BY position LIMIT 1',
    );
    const shop = await listing({
      filter: { warehouse: { eq: String(row!.warehouse_option_id) } },
      pageSize: 300,
    });
    const everything = await listing({ filter: { gender: { in: ['36', '10', '7', '8'] } }, pageSize: 1 });
    expect(shop.total_count).toBeGreaterThan(0);
    expect(shop.total_count).toBeLessThan(everything.total_count);
    const sale = await s.gql<{
      products: {
        items: {
          price_range: {
            minimum_price: { final_price: { value: number }; regular_price: { value: number } };
          };
        }[];
      };
    }>(
      '{ products(filter: { sale: { eq: "1" } }, pageSize: 100) { items { price_range { minimum_price { final_price { value } regular_price { value } } } } } }',
    );
    const items = sale.body.data!.products.items;
    expect(items.length).toBeGreaterThan(0);
    for (const i of items)
      expect(i.price_range.minimum_price.final_price.value).toBeLessThan(
        i.price_range.minimum_price.regular_price.value,
      );
  });
});
