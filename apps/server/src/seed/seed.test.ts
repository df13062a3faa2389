/**
 * Seeds a small catalogue into an in-memory PGlite and checks the invariants other modules
 * and the e2e journeys rely on. One database for the whole file (creating one takes seconds):
 * seed, snapshot, reset, seed again, compare.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type Row } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { PRODUCT_TYPES } from './product-types.ts';
import { ProductGenerator } from './products.ts';
import { CatalogTree } from './catalog-tree.ts';
import { resetCatalogue, seedCatalog, catalogueStatus } from './index.ts';

const N = 200;
const UA = 3;
const RU = 1;

let db: Db;
let firstRun: Record<string, Row[]>;
let versionBefore = 0;

/** Tables compared between two runs, each in a total order. */
const SNAPSHOT: Record<string, string> = {
  product: 'SELECT * FROM product ORDER BY id',
  product_text: 'SELECT product_id, store_id, name, url_key, short_description, description, meta_title, meta_description, meta_robots, image_label FROM product_text ORDER BY product_id, store_id',
  product_category: 'SELECT * FROM product_category ORDER BY product_id, category_id',
  product_image: 'SELECT * FROM product_image ORDER BY product_id, position',
  inventory: 'SELECT * FROM inventory ORDER BY product_id',
  product_link: 'SELECT * FROM product_link ORDER BY product_id, linked_product_id',
  url_rewrite: 'SELECT * FROM url_rewrite ORDER BY id',
  cms_page: 'SELECT * FROM cms_page ORDER BY id',
  menu_item: 'SELECT * FROM menu_item ORDER BY store_id, id',
}; // prettier-ignore

async function snapshot(): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const [table, sql] of Object.entries(SNAPSHOT)) out[table] = await db.query(sql);
  return out;
}

async function one<T extends Row>(sql: string, params?: unknown[]): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  versionBefore = (await one<{ version: number }>('SELECT version FROM catalog_state')).version;
  await seedCatalog(db, { products: N });
  firstRun = await snapshot();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('seedCatalog', () => {
  it('marks the catalogue seeded and bumps its version', async () => {
    const state = await one<{ version: number; seeded_at: Date | null }>('SELECT * FROM catalog_state');
    expect(state.seeded_at).not.toBeNull();
    expect(state.version).toBe(versionBefore + 1);
    await expect(seedCatalog(db, { products: 5 })).rejects.toThrow(/not empty/);
  });

  it('creates the requested number of visible products, ~60% configurable', async () => {
    const c = await one<{
      visible: number;
      configurable: number;
      variants: number;
      texts: number;
      all: number;
    }>(
      `SELECT count(*) FILTER (WHERE visible)::int AS visible,
              count(*) FILTER (WHERE type_id = 'configurable')::int AS configurable,
              count(*) FILTER (WHERE parent_id IS NOT NULL)::int AS variants,
              (SELECT count(*)::int FROM product_text) AS texts,
              count(*)::int AS all
       FROM product`,
    );
    expect(c.visible).toBe(N);
    expect(c.configurable / N).toBeGreaterThan(0.5);
    expect(c.configurable / N).toBeLessThan(0.72);
    expect(c.all).toBe(N + c.variants);
    expect(c.texts).toBe(2 * N); // variants use their parent's texts
  });

  it('gives every configurable 3-8 sized variants with stock rows, at least one in stock', async () => {
    const rows = await db.query<{
      id: number;
      n: number;
      in_stock: number;
      stock_rows: number;
      wrong_size: number;
      bad_sku: number;
    }>(
      `SELECT p.id, count(v.id)::int AS n,
              count(*) FILTER (WHERE i.qty > 0 AND i.is_in_stock)::int AS in_stock,
              count(i.product_id)::int AS stock_rows,
              count(*) FILTER (WHERE o.attribute_code IS DISTINCT FROM p.size_attribute)::int AS wrong_size,
              count(*) FILTER (WHERE v.sku NOT LIKE p.sku || '-%' OR v.visible)::int AS bad_sku
       FROM product p
       JOIN product v ON v.parent_id = p.id
       LEFT JOIN inventory i ON i.product_id = v.id
       LEFT JOIN attribute_option o ON o.id = v.size_option_id
       WHERE p.type_id = 'configurable'
       GROUP BY p.id`,
    );
    const configurables = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product WHERE type_id = 'configurable'`,
    );
    expect(rows).toHaveLength(configurables.n);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(3);
      expect(r.n).toBeLessThanOrEqual(8);
      expect(r.stock_rows).toBe(r.n);
      expect(r.in_stock).toBeGreaterThan(0);
      expect(r.wrong_size).toBe(0);
      expect(r.bad_sku).toBe(0);
    }
    const noStockRow = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product p LEFT JOIN inventory i ON i.product_id = p.id
       WHERE p.type_id = 'simple' AND i.product_id IS NULL`,
    );
    expect(noStockRow.n).toBe(0);
  });

  it('leaves some sizes and some products out of stock, with warehouse quantities that add up', async () => {
    const s = await one<{ sold_out_sizes: number; sizes: number; sold_out_products: number }>(
      `SELECT count(*) FILTER (WHERE v.parent_id IS NOT NULL AND i.qty = 0)::int AS sold_out_sizes,
              count(*) FILTER (WHERE v.parent_id IS NOT NULL)::int AS sizes,
              (SELECT count(*)::int FROM product WHERE visible AND NOT in_stock) AS sold_out_products
       FROM product v JOIN inventory i ON i.product_id = v.id`,
    );
    expect(s.sold_out_sizes / s.sizes).toBeGreaterThan(0.05);
    expect(s.sold_out_sizes / s.sizes).toBeLessThan(0.3);
    expect(s.sold_out_products).toBeGreaterThan(0);
    expect(s.sold_out_products / N).toBeLessThan(0.15);
    const bad = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM inventory i
       WHERE i.is_in_stock <> (i.qty > 0)
          OR i.qty <> COALESCE((SELECT sum((w ->> 'qty')::int) FROM jsonb_array_elements(i.warehouses) w), 0)`,
    );
    expect(bad.n).toBe(0);
  });

  it('writes different Ukrainian and Russian texts', async () => {
    const same = await one<{ names: number; descriptions: number }>(
      `SELECT count(*) FILTER (WHERE u.name = r.name)::int AS names,
              count(*) FILTER (WHERE u.description = r.description)::int AS descriptions
       FROM product_text u JOIN product_text r ON r.product_id = u.product_id AND r.store_id = ${RU}
       WHERE u.store_id = ${UA}`,
    );
    expect(same).toEqual({ names: 0, descriptions: 0 });
    // Ukrainian-only letters (ї, є, ґ appear in no brand name) and Russian-only ones (ы, э, ъ).
    const letters = await one<{ ua: number; ru_with_uk: number; ru: number; ua_with_ru: number }>(
      `SELECT count(*) FILTER (WHERE store_id = ${UA} AND name ~* '[іїє]')::int AS ua,
              count(*) FILTER (WHERE store_id = ${RU} AND name ~* '[їєґ]')::int AS ru_with_uk,
              count(*) FILTER (WHERE store_id = ${RU} AND description ~* '[ыэъ]')::int AS ru,
              count(*) FILTER (WHERE store_id = ${UA} AND description ~* '[ыэъ]')::int AS ua_with_ru
       FROM product_text`,
    );
    expect(letters.ua / N).toBeGreaterThan(0.8);
    expect(letters.ru / N).toBeGreaterThan(0.8);
    expect(letters.ru_with_uk).toBe(0);
    expect(letters.ua_with_ru).toBe(0);
  });

  it('uses Latin url keys, unique per store, with product rewrites for both stores', async () => {
    const keys = await db.query<{ store_id: number; url_key: string }>(
      'SELECT t.store_id, t.url_key FROM product_text t JOIN product p ON p.id = t.product_id WHERE p.visible',
    );
    for (const k of keys) expect(k.url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(keys.map((k) => `${k.store_id}:${k.url_key}`)).size).toBe(keys.length);
    const missing = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_text t JOIN product p ON p.id = t.product_id AND p.visible
       WHERE NOT EXISTS (SELECT 1 FROM url_rewrite r WHERE r.store_id = t.store_id AND r.redirect_type = 0
                           AND r.request_path = t.url_key || '.html' AND r.target_path = 'catalog/product/view/id/' || p.id)`,
    );
    expect(missing.n).toBe(0);
  });

  it('builds a tree 3-4 levels deep under each gender section, with genders set', async () => {
    const sections = await db.query<{ id: number; depth: number; without_gender: number }>(
      `SELECT s.id, max(c.level - s.level)::int AS depth,
              count(*) FILTER (WHERE c.gender IS NULL)::int AS without_gender
       FROM category s JOIN category c ON c.path LIKE s.path || '/%' OR c.id = s.id
       WHERE s.id IN (36, 10, 78) GROUP BY s.id ORDER BY s.id`,
    );
    expect(sections.map((s) => s.id)).toEqual([10, 36, 78]);
    for (const s of sections) {
      expect(s.depth).toBeGreaterThanOrEqual(3);
      expect(s.depth).toBeLessThanOrEqual(4);
      expect(s.without_gender).toBe(0);
    }
    const kids = await db.query<{ id: number; parent_id: number }>(
      'SELECT id, parent_id FROM category WHERE id IN (7, 8)',
    );
    expect(kids.every((k) => k.parent_id === 78)).toBe(true);
    const paths = await db.query<{ id: number; url_path: string }>(
      `SELECT category_id AS id, url_path FROM category_text WHERE store_id = ${UA} AND category_id IN (36, 10, 78, 7, 8) ORDER BY 1`,
    );
    expect(Object.fromEntries(paths.map((p) => [p.id, p.url_path]))).toEqual({
      7: 'kids/boys',
      8: 'kids/girls',
      10: 'men',
      36: 'women',
      78: 'kids',
    });
    const clash = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM category WHERE level > 2 AND id < 100 AND id NOT IN (7, 8)',
    );
    expect(clash.n).toBe(0);
  });

  it('files each visible product in 1-2 leaf categories of its own gender section', async () => {
    const rows = await db.query<{ id: number; n: number; not_leaf: number; wrong_section: number }>(
      `SELECT p.id, count(pc.category_id)::int AS n,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM category ch WHERE ch.parent_id = c.id))::int AS not_leaf,
              count(*) FILTER (WHERE NOT (c.gender = ANY(p.genders)))::int AS wrong_section
       FROM product p LEFT JOIN product_category pc ON pc.product_id = p.id LEFT JOIN category c ON c.id = pc.category_id
       WHERE p.visible GROUP BY p.id`,
    );
    expect(rows).toHaveLength(N);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(2);
      expect(r.not_leaf).toBe(0);
      expect(r.wrong_section).toBe(0);
    }
    // Unisex kids products are on the shelves of both boys and girls.
    const unisex = await db.query<{ genders: number[] }>(
      `SELECT array_agg(DISTINCT c.gender ORDER BY c.gender) AS genders
       FROM product p JOIN product_category pc ON pc.product_id = p.id JOIN category c ON c.id = pc.category_id
       WHERE p.visible AND p.genders = '{7,8}' GROUP BY p.id`,
    );
    expect(unisex.length).toBeGreaterThan(0);
    for (const u of unisex) expect(u.genders).toEqual([7, 8]);
    const listed = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product WHERE visible AND 36 = ANY(category_ids)`,
    );
    expect(listed.n).toBeGreaterThan(0); // refresh_product_listing ran
  });

  it('has 40+ brands (about 8 exclusive), each an option of the brand attribute', async () => {
    const b = await one<{ n: number; exclusive: number; options: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE is_exclusive)::int AS exclusive,
              (SELECT count(*)::int FROM attribute_option WHERE attribute_code = 'brand') AS options
       FROM brand`,
    );
    expect(b.n).toBeGreaterThanOrEqual(40);
    expect(b.exclusive).toBeGreaterThanOrEqual(6);
    expect(b.exclusive).toBeLessThanOrEqual(10);
    expect(b.options).toBe(b.n);
  });

  it('keeps the fixed gender option ids and labels in both stores', async () => {
    const genders = await db.query<{ id: number; ua: string; ru: string }>(
      `SELECT id, labels ->> 'ua' AS ua, labels ->> 'ru' AS ru FROM attribute_option WHERE attribute_code = 'gender' ORDER BY id`,
    );
    expect(genders.map((g) => g.id)).toEqual([7, 8, 10, 36]);
    const unlabeled = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM attribute_option WHERE NOT (labels ? 'ua' AND labels ? 'ru')`,
    );
    expect(unlabeled.n).toBe(0);
  });

  it('has store views ua (3, default) and ru (1) with the storefront settings', async () => {
    const stores = await db.query<{
      id: number;
      code: string;
      locale: string;
      is_default: boolean;
      config: Record<string, unknown>;
    }>('SELECT id, code, locale, is_default, config FROM store ORDER BY id');
    expect(stores.map((s) => [s.id, s.code, s.locale, s.is_default])).toEqual([
      [1, 'ru', 'ru_RU', false],
      [3, 'ua', 'uk_UA', true],
    ]);
    for (const s of stores) {
      expect(s.config).toMatchObject({
        grid_per_page: 24,
        default_country: 'UA',
        is_prod: false,
        login_position: 'customer_login,customer_create,popup,checkout_cart',
      });
      expect(Object.keys(s.config)).toEqual(
        expect.arrayContaining([
          'facebook_url',
          'telegram_url',
          'instagram_baby_url',
          'contact_phone',
          'apple_store_url',
          'custom_url',
        ]),
      );
    }
  });

  it('has 10+ store locator points in both stores, each a warehouse of the inventory', async () => {
    const points = await db.query<{ store_id: number; n: number }>(
      'SELECT store_id, count(*)::int AS n FROM store_locator GROUP BY store_id ORDER BY store_id',
    );
    expect(points).toEqual([
      { store_id: RU, n: points[0]?.n },
      { store_id: UA, n: points[0]?.n },
    ]);
    expect(points[0]?.n).toBeGreaterThanOrEqual(10);
    const unknown = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM inventory i, jsonb_array_elements(i.warehouses) w
       WHERE (w ->> 'warehouse_option_id')::int <> 9000
         AND NOT EXISTS (SELECT 1 FROM store_locator l WHERE l.warehouse_option_id = (w ->> 'warehouse_option_id')::int)`,
    );
    expect(unknown.n).toBe(0);
  });

  it('has every CMS page and block in both stores, in different languages', async () => {
    const pages = [
      'home', 'home-women', 'home-men', 'home-kids', 'technical-page', 'stores', 'hm-space',
      'our-service', 'faq', 'contact-us', 'loyalty-rules', 'no-route',
    ]; // prettier-ignore
    const blocks = [
      'pwa-footer-links-about', 'pwa-footer-links-online-purchase', 'pwa-footer-links-services',
      'pwa-header-banner', 'menu-left-women', 'menu-left-men', 'menu-left-kids',
    ]; // prettier-ignore
    for (const [table, ids] of [
      ['cms_page', pages],
      ['cms_block', blocks],
    ] as const) {
      const rows = await db.query<{ identifier: string; ua: string; ru: string }>(
        `SELECT u.identifier, u.content AS ua, r.content AS ru FROM ${table} u
         JOIN ${table} r ON r.identifier = u.identifier AND r.store_id = ${RU} WHERE u.store_id = ${UA}`,
      );
      expect(rows.map((r) => r.identifier).sort()).toEqual([...ids].sort());
      for (const r of rows) expect(r.ua, r.identifier).not.toBe(r.ru);
    }
    const faq = await one<{ content: string }>(
      `SELECT content FROM cms_page WHERE identifier = 'faq' AND store_id = ${UA}`,
    );
    expect(faq.content).toMatch(/<h2 id="3">Доставка<\/h2>/);
    const rewrites = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cms_page p JOIN url_rewrite r ON r.store_id = p.store_id
         AND r.request_path = p.identifier AND r.target_path = 'cms/page/view/page_id/' || p.id AND r.entity_type = 'cms-page'`,
    );
    expect(rewrites.n).toBe(pages.length * 2);
  });

  it('writes Page Builder home pages whose product carousels name existing products', async () => {
    const home = await one<{ content: string }>(
      `SELECT content FROM cms_page WHERE identifier = 'home' AND store_id = ${UA}`,
    );
    for (const type of [
      'row',
      'slider',
      'slide',
      'column-group',
      'column',
      'image',
      'heading',
      'banner',
      'products',
      'buttons',
      'text',
    ]) {
      expect(home.content, type).toContain(`data-content-type="${type}"`);
    }
    const skus = /data-skus="([^"]*)"/.exec(home.content)?.[1]?.split(',') ?? [];
    expect(skus.length).toBeGreaterThan(3);
    const found = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM product WHERE visible AND sku = ANY($1::text[])',
      [skus],
    );
    expect(found.n).toBe(skus.length);
    const all = (await db.query<{ content: string }>('SELECT content FROM cms_page'))
      .map((p) => p.content)
      .join('');
    for (const type of ['map', 'video', 'tabs', 'tab-item', 'divider', 'html', 'block']) {
      expect(all, type).toContain(`data-content-type="${type}"`);
    }
  });

  it('builds a menu up to five levels deep mirroring the categories', async () => {
    const rows = await db.query<{ depth: number; n: number }>(
      `WITH RECURSIVE m AS (
         SELECT id, store_id, 1 AS depth FROM menu_item WHERE parent_id IS NULL AND store_id = ${UA}
         UNION ALL
         SELECT c.id, c.store_id, m.depth + 1 FROM menu_item c JOIN m ON c.parent_id = m.id AND c.store_id = m.store_id
       ) SELECT depth, count(*)::int AS n FROM m GROUP BY depth ORDER BY depth`,
    );
    expect(rows.at(-1)?.depth).toBe(5);
    const top = await db.query<{ label: string; url: string; is_red: boolean; url_params: string | null }>(
      `SELECT label, url, is_red, url_params FROM menu_item WHERE store_id = ${UA} AND parent_id IS NULL ORDER BY position`,
    );
    expect(top.map((t) => t.url)).toEqual(['/women', '/men', '/kids', '/brands', '/women/clothing']);
    expect(top[0]?.label).toBe('Жінки');
    expect(top.at(-1)).toMatchObject({ is_red: true, url_params: 'sale=true' });
    const urls = await db.query<{ url: string }>(
      `SELECT url FROM menu_item WHERE store_id = ${UA} AND url LIKE '/women/%'`,
    );
    const paths = new Set(
      (await db.query<{ url_path: string }>(`SELECT url_path FROM category_text WHERE store_id = ${UA}`)).map(
        (c) => `/${c.url_path}`,
      ),
    );
    for (const u of urls) expect(paths.has(u.url), u.url).toBe(true);
  });

  it('has 301 redirects for renamed products and moved categories, and custom 302s', async () => {
    const r = await db.query<{ entity_type: string; redirect_type: number; n: number; dangling: number }>(
      `SELECT r.entity_type, r.redirect_type, count(*)::int AS n,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM url_rewrite t WHERE t.store_id = r.store_id
                                 AND t.request_path = r.target_path AND t.redirect_type = 0))::int AS dangling
       FROM url_rewrite r WHERE r.redirect_type <> 0 GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const by = Object.fromEntries(r.map((x) => [`${x.entity_type}:${x.redirect_type}`, x]));
    expect(by['product:301']?.n).toBe(40);
    expect(by['category:301']?.n).toBeGreaterThanOrEqual(4);
    expect(by['custom:302']?.n).toBeGreaterThanOrEqual(4);
    for (const x of r) expect(x.dangling, `${x.entity_type}:${x.redirect_type}`).toBe(0);
  });

  it('draws 2-5 images per visible product whose kind matches the product type', async () => {
    const rows = await db.query<{
      n: number;
      max_pos: number;
      kinds: string[];
      type_id: number;
      file: string;
    }>(
      `SELECT count(*)::int AS n, max(i.position) AS max_pos, array_agg(DISTINCT i.spec ->> 'kind') AS kinds,
              p.product_type_id AS type_id, min(i.file) AS file
       FROM product p JOIN product_image i ON i.product_id = p.id WHERE p.visible GROUP BY p.id`,
    );
    expect(rows).toHaveLength(N);
    const kindOf = new Map(PRODUCT_TYPES.map((t) => [t.optionId, t.kind]));
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(2);
      expect(r.n).toBeLessThanOrEqual(5);
      expect(r.max_pos).toBe(r.n);
      expect(r.kinds).toEqual([kindOf.get(r.type_id)]);
      expect(r.file).toMatch(/^\/([a-z])\/([a-z])\/\1\2[a-z]*-[a-z]+-[a-z0-9]{5}_1\.jpg$/);
    }
  });

  it('prices in UAH ending in 9 or 0, some discounted, with 4-8 related products of the same section', async () => {
    const p = await one<{
      bad_price: number;
      discounted: number;
      wrong_final: number;
      related_out_of_range: number;
    }>(
      `SELECT count(*) FILTER (WHERE price < 199 OR price > 19999 OR price::int % 10 NOT IN (0, 9))::int AS bad_price,
              count(*) FILTER (WHERE special_price < price)::int AS discounted,
              count(*) FILTER (WHERE final_price <> LEAST(price, COALESCE(special_price, price)))::int AS wrong_final,
              count(*) FILTER (WHERE (SELECT count(*) FROM product_link l WHERE l.product_id = p.id) NOT BETWEEN 4 AND 8)::int
                AS related_out_of_range
       FROM product p WHERE visible`,
    );
    expect(p.bad_price).toBe(0);
    expect(p.discounted / N).toBeGreaterThan(0.12);
    expect(p.discounted / N).toBeLessThan(0.38);
    expect(p.wrong_final).toBe(0);
    expect(p.related_out_of_range).toBe(0);
    const crossSection = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_link l JOIN product a ON a.id = l.product_id JOIN product b ON b.id = l.linked_product_id
       WHERE NOT (a.genders && b.genders) AND NOT (a.genders <@ '{7,8}' AND b.genders <@ '{7,8}')`,
    );
    expect(crossSection.n).toBe(0);
  });

  it('runs the search reindex over the visible products', async () => {
    const s = await one<{ without_doc: number }>(
      `SELECT count(*)::int AS without_doc FROM product_text t JOIN product p ON p.id = t.product_id
       WHERE p.visible AND t.search_doc IS NULL`,
    );
    expect(s.without_doc).toBe(0);
  });

  it('produces identical rows when seeded again after a reset', async () => {
    await resetCatalogue(db);
    expect(await catalogueStatus(db)).toEqual({ seededAt: null, empty: true });
    await seedCatalog(db, { products: N });
    const second = await snapshot();
    for (const table of Object.keys(SNAPSHOT)) expect(second[table], table).toEqual(firstRun[table]);
  }, 60_000);
});

describe('ProductGenerator', () => {
  it('makes product N the same whatever the batch boundaries', () => {
    const tree = new CatalogTree();
    const whole = new ProductGenerator(tree).generate(1, 30).rows.product;
    const split = new ProductGenerator(tree);
    const parts = [...split.generate(1, 7).rows.product, ...split.generate(8, 30).rows.product];
    expect(parts).toEqual(whole);
  });
});
