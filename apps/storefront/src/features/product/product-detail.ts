/**
 * Pure rules of the product page: which result item is the product (spec section 5: missing
 * when no item's url_key matches), its head tags, gallery images, breadcrumb trail and the
 * details list. Typed structurally so tests can pass plain objects.
 */

export const PRODUCT_URL_SUFFIX = '.html';
export const DEFAULT_META_ROBOTS = 'INDEX,FOLLOW';

interface WithUrlKey {
  url_key?: string | null;
}

/** The item whose url_key is the requested one, or null: the product is then treated as missing. */
export function findProductByUrlKey<T extends WithUrlKey>(
  items: ReadonlyArray<T | null | undefined> | null | undefined,
  urlKey: string,
): T | null {
  return items?.find((item): item is T => !!item && item.url_key === urlKey) ?? null;
}

export interface ProductHeadSource {
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  meta_info?: {
    meta_title?: string | null;
    meta_description?: string | null;
    meta_robots?: string | null;
  } | null;
}

export interface ProductHead {
  title: string;
  description: string | null;
  robots: string;
  /** Canonical path below the store prefix: /{url_key}.html */
  path: string;
}

export function productHead(product: ProductHeadSource): ProductHead {
  const meta = product.meta_info;
  return {
    title: meta?.meta_title?.trim() || product.name?.trim() || '',
    description: meta?.meta_description?.trim() || null,
    robots: meta?.meta_robots?.trim() || DEFAULT_META_ROBOTS,
    path: productPath(product),
  };
}

/** /{url_key}{url_suffix}, '.html' when the server names no suffix. */
export function productPath(product: Pick<ProductHeadSource, 'url_key' | 'url_suffix'>): string {
  return `/${product.url_key ?? ''}${product.url_suffix ?? PRODUCT_URL_SUFFIX}`;
}

export interface GalleryImageSource {
  url?: string | null;
  label?: string | null;
  position?: number | null;
}

export interface GalleryImage {
  url: string;
  label: string | null;
}

/** Media gallery in position order, without entries lacking a url; small_image when there is none. */
export function galleryImages(
  media: ReadonlyArray<GalleryImageSource | null | undefined> | null | undefined,
  fallback?: { url?: string | null } | null,
): GalleryImage[] {
  const images = (media ?? [])
    .filter((m): m is GalleryImageSource & { url: string } => !!m?.url)
    .map((m, index) => ({ m, index }))
    .sort((a, b) => (a.m.position ?? a.index) - (b.m.position ?? b.index) || a.index - b.index)
    .map(({ m }) => ({ url: m.url, label: m.label ?? null }));
  if (images.length === 0 && fallback?.url) return [{ url: fallback.url, label: null }];
  return images;
}

export interface CategorySource {
  uid?: string | null;
  name?: string | null;
  url_path?: string | null;
  breadcrumbs?: ReadonlyArray<{
    category_uid?: string | null;
    category_name?: string | null;
    category_url_path?: string | null;
  } | null> | null;
}

export interface Crumb {
  label: string;
  /** Path below the store prefix; null for the current page. */
  href: string | null;
}

/**
 * Breadcrumbs of a product: its deepest category's ancestors, that category, then the product
 * itself (current page, no link). Categories without a url path are skipped.
 */
export function productBreadcrumbs(
  categories: ReadonlyArray<CategorySource | null | undefined> | null | undefined,
  productName: string,
): Crumb[] {
  const usable = (categories ?? []).filter(
    (c): c is CategorySource & { name: string; url_path: string } => !!c?.name && !!c.url_path,
  );
  const deepest = usable.reduce<(typeof usable)[number] | null>(
    (best, c) => (!best || (c.breadcrumbs?.length ?? 0) > (best.breadcrumbs?.length ?? 0) ? c : best),
    null,
  );
  const crumbs: Crumb[] = [];
  if (deepest) {
    for (const b of deepest.breadcrumbs ?? []) {
      if (b?.category_name && b.category_url_path)
        crumbs.push({ label: b.category_name, href: `/${b.category_url_path}` });
    }
    crumbs.push({ label: deepest.name, href: `/${deepest.url_path}` });
  }
  crumbs.push({ label: productName, href: null });
  return crumbs;
}

export const isConfigurable = (product: { __typename?: string }): boolean =>
  product.__typename === 'ConfigurableProduct';
