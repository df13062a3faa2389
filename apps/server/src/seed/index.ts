/**
 * The demo catalogue generator: fills an empty, migrated database with a deterministic
 * fashion shop (same options => byte-identical rows). Everything runs in one transaction, so a
 * failed seed leaves the database empty rather than half-filled.
 */
import type { Db, Queryable } from '../db/connection.ts';
import { reindexSearch } from '../modules/catalog/search-index.ts';
import { attributeOptionRows, attributeRows, GENDER } from './attributes.ts';
import { BRANDS } from './brands.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { CatalogTree, categoryRows, categoryTextRows } from './catalog-tree.ts';
import { cmsBlocks } from './content/blocks.ts';
import { cmsPages, type PageContext } from './content/pages.ts';
import { locatorRows } from './locator.ts';
import { menuRows } from './menu.ts';
import { novaPoshtaDemoRows } from './nova-poshta.ts';
import type { Section } from './product-types.ts';
import { ProductGenerator, type ProductRows, type ProductSummary } from './products.ts';
import { relatedLinks } from './related.ts';
import { customerGroupRows, STORES, storeRows } from './stores.ts';
import { categoryRewrites, cmsPageRewrites, legacyRedirects, productRedirects } from './url-rewrites.ts';

export const DEFAULT_PRODUCTS = 3000;
export const MAX_PRODUCTS = 1_000_000;

/** Visible products per batch: about 20 statements' worth of rows, a few MB of JSON. */
const BATCH = 1000;
const CAROUSEL_SIZE = 12;
const RENAMED_PRODUCTS = 20;

export type SeedPhase = 'setup' | 'products' | 'related' | 'content' | 'listing' | 'search' | 'done';

export interface SeedOptions {
  products?: number;
  onProgress?: (done: number, total: number, phase: SeedPhase) => void;
}

/** Catalogue tables, children first. */
export const CATALOGUE_TABLES = [
  'product_link',
  'inventory',
  'product_image',
  'product_category',
  'product_text',
  'search_term',
  'url_rewrite',
  'menu_item',
  'cms_block',
  'cms_page',
  'store_locator',
  'product',
  'category_text',
  'category',
  'brand',
  'attribute_option',
  'attribute',
  'customer_group',
  'store',
] as const;

export interface CatalogueStatus {
  seededAt: Date | null;
  empty: boolean;
}

export async function catalogueStatus(q: Queryable): Promise<CatalogueStatus> {
  const [row] = await q.query<{ seeded_at: Date | string | null; has_rows: boolean }>(
    `SELECT (SELECT seeded_at FROM catalog_state) AS seeded_at,
            EXISTS (SELECT 1 FROM store) OR EXISTS (SELECT 1 FROM category) OR EXISTS (SELECT 1 FROM product) AS has_rows`,
  );
  const seededAt = row?.seeded_at ? new Date(row.seeded_at) : null;
  return { seededAt, empty: !row?.has_rows };
}

/**
 * Empties the catalogue tables (TRUNCATE ... CASCADE, so rows of other tables that reference
 * them, such as carts or orders, go too) and marks the catalogue unseeded. The version is
 * bumped, never reset, so caches keyed by it cannot serve the old catalogue.
 * Returns the names of the other tables the cascade emptied.
 */
export async function resetCatalogue(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const dependants = await tx.query<{ relname: string }>(
      `WITH RECURSIVE dep(rel) AS (
         SELECT c.oid FROM pg_class c
         WHERE c.relname = ANY($1::text[]) AND c.relnamespace = current_schema()::regnamespace
         UNION
         SELECT con.conrelid FROM pg_constraint con JOIN dep ON con.confrelid = dep.rel WHERE con.contype = 'f'
       )
       SELECT relname FROM pg_class WHERE oid IN (SELECT rel FROM dep) AND NOT relname = ANY($1::text[])
       ORDER BY relname`,
      [CATALOGUE_TABLES],
    );
    await tx.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    await tx.query('UPDATE catalog_state SET seeded_at = NULL, version = version + 1');
    return dependants.map((d) => d.relname);
  });
}

export async function seedCatalog(db: Db, opts: SeedOptions = {}): Promise<{ products: number; ms: number }> {
  const total = opts.products ?? DEFAULT_PRODUCTS;
  if (!Number.isInteger(total) || total < 1 || total > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer from 1 to ${MAX_PRODUCTS}, got ${total}`);
  }
  const progress = opts.onProgress ?? (() => undefined);
  const started = performance.now();

  await db.transaction(async (tx) => {
    const status = await catalogueStatus(tx);
    if (!status.empty || status.seededAt)
      throw new Error('The catalogue is not empty: reset it before seeding.');

    progress(0, total, 'setup');
    const tree = new CatalogTree();
    await insertRows(tx, 'store', storeRows());
    await insertRows(tx, 'customer_group', customerGroupRows());
    await insertRows(tx, 'attribute', attributeRows());
    await insertRows(tx, 'attribute_option', attributeOptionRows());
    await insertRows(tx, 'brand', brandRows());
    await insertRows(tx, 'category', categoryRows(tree));
    await insertRows(tx, 'category_text', categoryTextRows(tree));
    await insertRows(tx, 'url_rewrite', categoryRewrites(tree));
    await insertRows(tx, 'store_locator', locatorRows());
    await insertNovaPoshtaDemo(tx);

    progress(0, total, 'products');
    const generator = new ProductGenerator(tree);
    const bySection: Record<Section, number[]> = { women: [], men: [], kids: [] };
    const carousel = new Carousels();
    const renamed: ProductSummary[] = [];
    // Pipelined: while the database stores one batch, the next one is generated (in slices
    // that yield to the event loop, so the driver can send the queued statements meanwhile).
    let batch = generator.generate(1, Math.min(total, BATCH));
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      const storing = insertProducts(tx, batch.rows);
      storing.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
      for (const p of batch.products) {
        bySection[p.section].push(p.id);
        carousel.offer(p);
        if (p.oldUrlKey && renamed.length < RENAMED_PRODUCTS) renamed.push(p);
      }
      const next =
        to < total ? await generator.generateSliced(to + 1, Math.min(total, to + BATCH)) : undefined;
      await storing;
      progress(to, total, 'products');
      if (next) batch = next;
    }

    progress(0, total, 'related');
    let linked = 0;
    for (const rows of relatedLinks(bySection, BATCH)) {
      await insertRows(tx, 'product_link', rows);
      linked = Math.min(total, linked + BATCH);
      progress(linked, total, 'related');
    }
    await insertRows(tx, 'url_rewrite', productRedirects(renamed));

    progress(total, total, 'content');
    await insertContent(tx, tree, { skus: carousel.skus });

    progress(total, total, 'listing');
    await tx.query('SELECT refresh_product_listing(NULL)');
    progress(total, total, 'search');
    await reindexSearch(tx);
    await tx.query('UPDATE catalog_state SET seeded_at = now(), version = version + 1');
  });

  // Planner statistics for the new rows: without them (PGlite never autovacuums) listing plans
  // go pathological at 100,000 products. ANALYZE cannot run inside the transaction above.
  await db.exec('ANALYZE');
  progress(total, total, 'done');
  return { products: total, ms: Math.round(performance.now() - started) };
}

/**
 * Nova Poshta's directory is not catalogue: a catalogue reset keeps it, so a directory imported
 * by `nova-poshta:sync` survives a reseed. The demo set goes in only while it is empty.
 */
async function insertNovaPoshtaDemo(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ filled: boolean }>('SELECT EXISTS (SELECT 1 FROM np_city) AS filled');
  if (row?.filled) return;
  const rows = novaPoshtaDemoRows();
  await insertRows(tx, 'np_city', rows.np_city);
  await insertRows(tx, 'np_warehouse', rows.np_warehouse);
  await insertRows(tx, 'np_street', rows.np_street);
}

async function insertProducts(tx: Queryable, rows: ProductRows): Promise<void> {
  // Parents before children: foreign keys are checked per statement.
  await insertRows(tx, 'product', rows.product);
  await insertRows(tx, 'product_text', rows.product_text);
  await insertRows(tx, 'product_category', rows.product_category);
  await insertRows(tx, 'product_image', rows.product_image);
  await insertRows(tx, 'inventory', rows.inventory);
  await insertRows(tx, 'url_rewrite', rows.url_rewrite);
}

function brandRows(): Row[] {
  const genders: Record<Section, number[]> = {
    women: [GENDER.women],
    men: [GENDER.men],
    kids: [GENDER.boys, GENDER.girls],
  };
  return BRANDS.map((b) => ({
    id: b.id,
    url_key: b.urlKey,
    is_exclusive: b.exclusive,
    genders: b.sections.flatMap((s) => genders[s]),
    logo: `/media/wysiwyg/brands/${b.urlKey}.png`,
  }));
}

/** Picks the first in-stock configurable products of each section for the home carousels. */
class Carousels {
  readonly skus: PageContext['skus'] = { all: [], women: [], men: [], kids: [] };

  offer(p: ProductSummary): void {
    if (!p.inStock || !p.configurable) return;
    for (const key of ['all', p.section] as const) {
      if (this.skus[key].length < CAROUSEL_SIZE) this.skus[key].push(p.sku);
    }
  }
}

async function insertContent(tx: Queryable, tree: CatalogTree, ctx: PageContext): Promise<void> {
  // Explicit ids (the url rewrites point at them); the serial sequences are moved past them.
  const pages: Row[] = [];
  const blocks: Row[] = [];
  for (const store of STORES) {
    for (const p of cmsPages(store.code, ctx)) pages.push({ id: pages.length + 1, store_id: store.id, ...p });
    for (const b of cmsBlocks(store.code)) blocks.push({ id: blocks.length + 1, store_id: store.id, ...b });
  }
  await insertRows(tx, 'cms_page', pages);
  await insertRows(tx, 'cms_block', blocks);
  await tx.query(`SELECT setval(pg_get_serial_sequence('cms_page', 'id'), $1)`, [pages.length]);
  await tx.query(`SELECT setval(pg_get_serial_sequence('cms_block', 'id'), $1)`, [blocks.length]);
  await insertRows(
    tx,
    'url_rewrite',
    cmsPageRewrites(pages as { id: number; identifier: string; store_id: number }[]),
  );
  await insertRows(tx, 'url_rewrite', legacyRedirects(tree));
  await insertRows(tx, 'menu_item', menuRows(tree));
}
