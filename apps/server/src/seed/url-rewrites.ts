/**
 * Url rewrites besides the product ones (written with each product batch): categories, CMS
 * pages, and redirects: renamed products (301 to the current key), moved categories (301) and
 * a few marketing shortcuts (302, entity_type 'custom').
 */
import type { CatalogTree } from './catalog-tree.ts';
import type { ProductSummary } from './products.ts';
import { STORES } from './stores.ts';

type Row = Record<string, unknown>;

export function categoryRewrites(tree: CatalogTree): Row[] {
  const rows: Row[] = [];
  for (const store of STORES) {
    for (const n of tree.nodes) {
      if (n.level < 2) continue; // the roots are not pages
      rows.push({
        store_id: store.id,
        // Categories have no suffix (storeConfig.category_url_suffix is ''): /women/clothing/dresses.
        request_path: n.urlPath,
        target_path: `catalog/category/view/id/${n.id}`,
        redirect_type: 0,
        entity_type: 'category',
        entity_id: n.id,
      });
    }
  }
  return rows;
}

export function cmsPageRewrites(pages: { id: number; identifier: string; store_id: number }[]): Row[] {
  return pages.map((p) => ({
    store_id: p.store_id,
    request_path: p.identifier,
    target_path: `cms/page/view/page_id/${p.id}`,
    redirect_type: 0,
    entity_type: 'cms-page',
    entity_id: p.id,
  }));
}

/** 301s from the old url keys of renamed products (those summaries that have one). */
export function productRedirects(renamed: ProductSummary[]): Row[] {
  const rows: Row[] = [];
  for (const store of STORES) {
    for (const p of renamed) {
      if (!p.oldUrlKey) continue;
      rows.push({
        store_id: store.id,
        request_path: `${p.oldUrlKey[store.code]}.html`,
        target_path: `${p.urlKey[store.code]}.html`,
        redirect_type: 301,
        entity_type: 'product',
        entity_id: p.id,
      });
    }
  }
  return rows;
}

/** Old category paths from before the tree was reorganised, and marketing shortcuts. */
export function legacyRedirects(tree: CatalogTree): Row[] {
  const byPath = new Map(tree.nodes.map((n) => [n.urlPath, n]));
  const moved: [from: string, to: string][] = [
    ['women/dresses', 'women/clothing/dresses'],
    ['women/bags', 'women/accessories/bags'],
    ['men/shoes', 'men/footwear'],
    ['kids/boys/clothes', 'kids/boys/clothing'],
  ];
  const custom: [from: string, to: string][] = [
    ['sale', 'women/clothing'],
    ['outlet', 'women/footwear/sneakers'],
    ['gift-card', 'our-service'],
  ];
  const rows: Row[] = [];
  for (const store of STORES) {
    for (const [from, to] of moved) {
      const target = byPath.get(to);
      if (!target) throw new Error(`redirect to unknown category ${to}`);
      rows.push({
        store_id: store.id,
        request_path: from,
        target_path: to,
        redirect_type: 301,
        entity_type: 'category',
        entity_id: target.id,
      });
    }
    for (const [from, to] of custom) {
      rows.push({
        store_id: store.id,
        request_path: from,
        target_path: to,
        redirect_type: 302,
        entity_type: 'custom',
        entity_id: null,
      });
    }
  }
  return rows;
}
