/**
 * SQL of the catalog's Query fields other than the listing (listing.ts) and the per-request
 * batch loaders (loaders.ts). Plain SQL here: the catalogue's hot statements are prepared by
 * name on a PostgreSQL server, and their text is tuned by hand (README, "Design notes").
 */
import type { Selectable } from 'kysely';
import type { Queryable } from '../../db/connection.ts';
import type { Brand } from '../../generated/db.ts';
import { CATEGORY_COLUMNS, CHILDREN_COUNT_COLUMN, type CategoryRow } from './loaders.ts';

export type BrandRow = Pick<Selectable<Brand>, 'id' | 'url_key' | 'is_exclusive' | 'logo'> & {
  /** The brand option's label in the store's language. */
  name: string | null;
  product_count: number;
};

/** Brands with a listable product (of the genders given), by name in the store's language. */
export function selectBrands(
  db: Queryable,
  storeCode: string,
  genders: number[] | null,
  exclusiveOnly: boolean | null,
): Promise<BrandRow[]> {
  return db.query<BrandRow>(
    `SELECT b.id, o.labels->>$1 AS name, b.url_key, b.is_exclusive, b.logo, count(p.id)::int AS product_count
     FROM brand b
     JOIN attribute_option o ON o.id = b.id
     JOIN product p ON p.brand_id = b.id AND p.visible AND p.is_active AND p.in_stock AND p.parent_id IS NULL
          AND ($2::int[] IS NULL OR p.genders && $2::int[])
     WHERE ($3::boolean IS NOT TRUE OR b.is_exclusive)
     GROUP BY b.id, o.labels, b.url_key, b.is_exclusive, b.logo
     ORDER BY lower(o.labels->>$1), b.id`,
    [storeCode, genders, exclusiveOnly],
  );
}

export interface CategoryCriteria {
  ids: number[] | null;
  parentIds: number[] | null;
  urlKeys: string[] | null;
  urlPaths: string[] | null;
  nameContains: string | null;
}

/**
 * Active categories of the store under its root matching every criterion given (none: the root
 * itself), as the category loader reads them, so a `categories` query reads its rows in this one
 * statement.
 */
export async function selectCategories(
  db: Queryable,
  store: { id: number; rootCategoryId: number },
  c: CategoryCriteria,
): Promise<CategoryRow[]> {
  const shape = [c.ids, c.parentIds, c.urlKeys, c.urlPaths, c.nameContains].map((v) => (v ? 1 : 0)).join('');
  const where: string[] = ['c.is_active', 't.store_id = $1'];
  const params: unknown[] = [store.id];
  const add = (v: unknown) => `$${params.push(v)}`;
  if (c.ids) where.push(`c.id = ANY(${add(c.ids)}::int[])`);
  if (c.parentIds) where.push(`c.parent_id = ANY(${add(c.parentIds)}::int[])`);
  if (c.urlKeys) where.push(`t.url_key = ANY(${add(c.urlKeys)}::text[])`);
  if (c.urlPaths) where.push(`t.url_path = ANY(${add(c.urlPaths)}::text[])`);
  if (c.nameContains)
    where.push(`t.name ILIKE ${add(`%${c.nameContains.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`);
  // Without a filter Magento answers the store's root category.
  if (where.length === 2) where.push(`c.id = ${add(store.rootCategoryId)}`);
  // Only categories below this store's root.
  where.push(`(c.id = ${add(store.rootCategoryId)} OR c.path LIKE ${add(`1/${store.rootCategoryId}/%`)})`);
  return db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS}, ${CHILDREN_COUNT_COLUMN}
     FROM category c JOIN category_text t ON t.category_id = c.id
     WHERE ${where.join(' AND ')} ORDER BY c.level, c.position, c.id`,
    params,
    // The statement's text follows from which criteria are given: one prepared statement each.
    { name: `catalog.categories-by.${shape}` },
  );
}
