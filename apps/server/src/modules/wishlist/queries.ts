/**
 * SQL of the wish list module. Items of products withdrawn from sale (inactive) are neither listed
 * nor counted, as Magento hides them; they come back when the product does.
 */
import type { Queryable } from '../../db/connection.ts';

export interface WishlistRow {
  id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: Date | string;
  /** Items whose product is on sale. */
  items_count: number;
}

export interface WishlistItemRow {
  id: number;
  wishlist_id: number;
  /** The product shown: a configurable's parent, or the simple product. */
  product_id: number;
  product_type: 'simple' | 'configurable' | 'virtual';
  /** The size kept (a configurable's variant), if any. */
  variant_id: number | null;
  variant_sku: string | null;
  qty: number;
  description: string | null;
  added_at: Date | string;
}

/** A product as an add reads it: a variant names its parent. */
export interface ProductRef {
  id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual';
  parent_id: number | null;
  size_option_id: number | null;
}

const WISHLIST_COLUMNS = `w.id, w.customer_id, w.sharing_code, w.updated_at,
  (SELECT count(*)::int FROM wishlist_item i JOIN product p ON p.id = i.product_id AND p.is_active
    WHERE i.wishlist_id = w.id) AS items_count`;

const ITEM_COLUMNS = `i.id, i.wishlist_id, i.product_id, p.type_id AS product_type, i.variant_id,
  v.sku AS variant_sku, i.qty::float8 AS qty, i.description, i.added_at`;

const ITEM_FROM = `wishlist_item i JOIN product p ON p.id = i.product_id AND p.is_active
  LEFT JOIN product v ON v.id = i.variant_id`;

export async function selectWishlistOfCustomer(
  db: Queryable,
  customerId: number,
): Promise<WishlistRow | null> {
  const [row] = await db.query<WishlistRow>(
    `SELECT ${WISHLIST_COLUMNS} FROM wishlist w WHERE w.customer_id = $1`,
    [customerId],
    { name: 'wishlist.of-customer' },
  );
  return row ?? null;
}

export async function selectWishlist(db: Queryable, id: number): Promise<WishlistRow | null> {
  const [row] = await db.query<WishlistRow>(
    `SELECT ${WISHLIST_COLUMNS} FROM wishlist w WHERE w.id = $1`,
    [id],
    {
      name: 'wishlist.by-id',
    },
  );
  return row ?? null;
}

/** Makes the customer's list unless it exists (two first uses at once make one). */
export async function insertWishlist(db: Queryable, customerId: number, sharingCode: string): Promise<void> {
  await db.query(
    `INSERT INTO wishlist (customer_id, sharing_code) VALUES ($1, $2) ON CONFLICT (customer_id) DO NOTHING`,
    [customerId, sharingCode],
  );
}

/** Holds the list's row for the caller's transaction: adds to one list run one after another. */
export async function lockWishlist(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM wishlist WHERE id = $1 FOR UPDATE', [id]);
}

export async function touchWishlist(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE wishlist SET updated_at = now() WHERE id = $1', [id]);
}

export async function countItems(db: Queryable, wishlistId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wishlist_item WHERE wishlist_id = $1',
    [wishlistId],
  );
  return row?.n ?? 0;
}

export async function selectItems(
  db: Queryable,
  wishlistId: number,
  limit: number,
  offset: number,
): Promise<WishlistItemRow[]> {
  return db.query<WishlistItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.wishlist_id = $1
     ORDER BY i.added_at DESC, i.id DESC LIMIT $2 OFFSET $3`,
    [wishlistId, limit, offset],
    { name: 'wishlist.items' },
  );
}

export async function selectItemsById(
  db: Queryable,
  wishlistId: number,
  ids: number[],
): Promise<WishlistItemRow[]> {
  return db.query<WishlistItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM wishlist_item i JOIN product p ON p.id = i.product_id
       LEFT JOIN product v ON v.id = i.variant_id
     WHERE i.wishlist_id = $1 AND i.id = ANY($2::int[])`,
    [wishlistId, ids],
  );
}

/** The products kept, each once, newest first. */
export async function selectProductIds(db: Queryable, wishlistId: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT i.product_id FROM ${ITEM_FROM} WHERE i.wishlist_id = $1
     GROUP BY i.product_id ORDER BY max(i.added_at) DESC, max(i.id) DESC`,
    [wishlistId],
    { name: 'wishlist.product-ids' },
  );
  return rows.map((r) => r.product_id);
}

/** Active products by sku, with what an add needs to know. */
export async function selectProductsBySku(db: Queryable, skus: string[]): Promise<ProductRef[]> {
  return db.query<ProductRef>(
    `SELECT id, sku, type_id, parent_id, size_option_id FROM product WHERE sku = ANY($1::text[]) AND is_active`,
    [skus],
    { name: 'wishlist.products-by-sku' },
  );
}

export async function selectVariantsOf(db: Queryable, parentId: number): Promise<ProductRef[]> {
  return db.query<ProductRef>(
    `SELECT id, sku, type_id, parent_id, size_option_id FROM product WHERE parent_id = $1 AND is_active`,
    [parentId],
    { name: 'wishlist.variants' },
  );
}

/**
 * Keeps a product (and size) in the list: one item per product and size, so a repeated or concurrent
 * add keeps the one item and sets its quantity to the one asked for now.
 */
export async function upsertItem(
  db: Queryable,
  item: { wishlistId: number; productId: number; variantId: number | null; qty: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO wishlist_item (wishlist_id, product_id, variant_id, qty) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wishlist_id, product_id, coalesce(variant_id, 0)) DO UPDATE SET qty = EXCLUDED.qty
     RETURNING id`,
    [item.wishlistId, item.productId, item.variantId, item.qty],
    { name: 'wishlist.upsert-item' },
  );
  return row!.id;
}

export async function deleteItems(db: Queryable, wishlistId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM wishlist_item WHERE wishlist_id = $1 AND id = ANY($2::int[]) RETURNING id',
    [wishlistId, ids],
  );
  return rows.map((r) => r.id);
}

/** Removes the items of a product (every size) when `sku` is the product's, or of one size when it is the size's. */
export async function deleteItemsBySku(db: Queryable, wishlistId: number, sku: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `DELETE FROM wishlist_item i USING product p
     WHERE i.wishlist_id = $1 AND p.sku = $2 AND (i.product_id = p.id OR i.variant_id = p.id)
     RETURNING i.id`,
    [wishlistId, sku],
  );
  return rows.length;
}

export async function updateItem(
  db: Queryable,
  wishlistId: number,
  itemId: number,
  changes: { qty?: number; description?: string | null },
): Promise<void> {
  await db.query(
    `UPDATE wishlist_item SET qty = coalesce($3, qty),
       description = CASE WHEN $4 THEN $5 ELSE description END
     WHERE wishlist_id = $1 AND id = $2`,
    [wishlistId, itemId, changes.qty ?? null, changes.description !== undefined, changes.description ?? null],
  );
}
