/**
 * Which media keys the seeded catalogue and content reference: the product images, Magento's
 * placeholders, and every /media/… path in CMS pages and blocks, the menu, store pages, brand
 * logos and category images. The demo painter paints only these, so a made-up path stays 404.
 */
import type { Queryable } from '../../db/connection.ts';

export const PRODUCT_PREFIX = 'catalog/product';

/** Magento's product placeholders (catalog/product/placeholder[/default]/<role>.<ext>). */
export const PLACEHOLDER_KEY =
  /^catalog\/product\/placeholder\/(?:default\/)?(?:image|small_image|thumbnail|swatch_image)\.(?:jpe?g|png)$/;

/** The placeholders painted ahead of time by `seed --images`. */
export const PLACEHOLDER_KEYS = ['image', 'small_image', 'thumbnail', 'swatch_image'].map(
  (role) => `${PRODUCT_PREFIX}/placeholder/default/${role}.jpg`,
);

const MEDIA_REF = /\/media\/([A-Za-z0-9_\-./%]+?\.(?:jpe?g|png|webp|svg))(?![A-Za-z0-9])/gi;

/** The keys of the /media/ paths in a text (HTML, Page Builder attributes, JSON). */
export function mediaKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const m of text.matchAll(MEDIA_REF)) {
    let key = m[1] as string;
    try {
      key = decodeURIComponent(key);
    } catch {
      continue;
    }
    if (!key.split('/').some((s) => s === '' || s.startsWith('.'))) keys.push(key);
  }
  return keys;
}

/** Every content (non-product) key referenced by the database's content tables. */
export async function referencedContentKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ text: string | null }>(
    `SELECT content AS text FROM cms_page
     UNION ALL SELECT content FROM cms_block
     UNION ALL SELECT concat_ws(' ', menu_image, left_block, right_block) FROM menu_item
     UNION ALL SELECT concat_ws(' ', photo, for_men::text, for_women::text, description) FROM store_locator
     UNION ALL SELECT logo FROM brand
     UNION ALL SELECT image FROM category`,
  );
  const keys = new Set<string>();
  for (const r of rows) if (r.text) for (const k of mediaKeysIn(r.text)) keys.add(k);
  return keys;
}

/** The product image rows: file ('/a/b/x.png') and how the painter draws it. */
export async function productImageSpec(db: Queryable, file: string): Promise<{ spec: unknown } | null> {
  const rows = await db.query<{ spec: unknown }>('SELECT spec FROM product_image WHERE file = $1', [file]);
  return rows[0] ?? null;
}
