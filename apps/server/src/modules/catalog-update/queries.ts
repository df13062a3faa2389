/** SQL of catalogue updates, run in the update's transaction. */
import type { Queryable } from '../../db/connection.ts';

export interface TargetRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
}

/** The products named, locked until the update commits (two updates of one product take turns). */
export function lockProducts(tx: Queryable, skus: string[]): Promise<TargetRow[]> {
  return tx.query<TargetRow>(
    'SELECT id, sku, type_id, parent_id FROM product WHERE sku = ANY($1::text[]) ORDER BY id FOR UPDATE',
    [skus],
  );
}

/** A configurable product's price goes to its variants too: a size costs what the product does. */
export async function setPrices(
  tx: Queryable,
  target: TargetRow,
  price: string | undefined,
  special: string | null | undefined,
): Promise<void> {
  await tx.query(
    `UPDATE product SET
       price = COALESCE($2::numeric, price),
       special_price = CASE WHEN $3 THEN $4::numeric ELSE special_price END
     WHERE id = $1 OR ($5 AND parent_id = $1)`,
    [target.id, price ?? null, special !== undefined, special ?? null, target.type_id === 'configurable'],
  );
}

/**
 * A configurable product shows its cheapest enabled variant, as Magento's price_range does:
 * regular price the lowest regular, special the lowest final when that is lower.
 */
export async function priceParentsFromVariants(tx: Queryable, parentIds: number[]): Promise<void> {
  if (!parentIds.length) return;
  await tx.query(
    `UPDATE product p SET price = v.regular,
            special_price = CASE WHEN v.final < v.regular THEN v.final END
       FROM (SELECT parent_id, min(price) AS regular,
                    min(CASE WHEN special_price IS NOT NULL AND special_price < price
                             THEN special_price ELSE price END) AS final
               FROM product WHERE parent_id = ANY($1::int[]) AND is_active GROUP BY parent_id) v
      WHERE p.id = v.parent_id`,
    [parentIds],
  );
}

export async function setStatus(tx: Queryable, id: number, enabled: boolean): Promise<void> {
  await tx.query('UPDATE product SET is_active = $2 WHERE id = $1', [id, enabled]);
}

/**
 * Sets a product's stock; a product without an inventory row gets one. As Magento does with
 * backorders off: no quantity is out of stock, and a quantity given without a status is in stock.
 */
export async function setStock(
  tx: Queryable,
  id: number,
  qty: number | undefined,
  isInStock: boolean | undefined,
): Promise<void> {
  await tx.query(
    `INSERT INTO inventory AS i (product_id, qty, is_in_stock)
     VALUES ($1, COALESCE($2::int, 0), COALESCE($3::boolean, true) AND COALESCE($2::int, 0) > 0)
     ON CONFLICT (product_id) DO UPDATE SET
       qty = COALESCE($2::int, i.qty),
       is_in_stock = COALESCE($3::boolean, CASE WHEN $2::int IS NULL THEN i.is_in_stock ELSE $2::int > 0 END)
                     AND COALESCE($2::int, i.qty) > 0`,
    [id, qty ?? null, isInStock ?? null],
  );
}

/** The listing index of the products shown for these (a variant's parent), and the catalogue version. */
export async function refreshListing(tx: Queryable, productIds: number[]): Promise<void> {
  await tx.query(
    `SELECT refresh_product_listing(ARRAY(SELECT DISTINCT COALESCE(parent_id, id) FROM product WHERE id = ANY($1::int[])))`,
    [productIds],
  );
  // Every process drops its cached answers (GraphQL GETs, listings, pages) within a second.
  await tx.query('UPDATE catalog_state SET version = version + 1');
}

export interface ProductSnapshot {
  id: number;
  sku: string;
  type_id: string;
  price: string;
  special_price: string | null;
  is_active: boolean;
  qty: number | null;
  is_in_stock: boolean | null;
}

/** A product as the REST answer shows it after an update. */
export async function selectSnapshot(db: Queryable, sku: string): Promise<ProductSnapshot | undefined> {
  const [row] = await db.query<ProductSnapshot>(
    `SELECT p.id, p.sku, p.type_id, p.price::text, p.special_price::text, p.is_active, i.qty, i.is_in_stock
       FROM product p LEFT JOIN inventory i ON i.product_id = p.id WHERE p.sku = $1`,
    [sku],
  );
  return row;
}
