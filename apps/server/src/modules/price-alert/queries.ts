/**
 * The price-alert module's SQL, run on a Queryable so each statement joins the caller's
 * transaction (a catalogue update enqueues its checks inside its own). The final price is
 * computed from the product's row (price, special price) as the catalogue shows it: variants
 * have no derived final_price column.
 */
import type { Queryable } from '../../db/connection.ts';

/** A product's final price as the catalogue answers it (product-resolvers.ts: productPrice). */
const FINAL_PRICE = `CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
                          THEN p.special_price ELSE p.price END`;

export interface AlertProduct {
  id: number;
  final_price: string;
}

/** An enabled product by sku (a parent or a variant) with its final price now. */
export async function selectProductBySku(db: Queryable, sku: string): Promise<AlertProduct | undefined> {
  const [row] = await db.query<AlertProduct>(
    `SELECT p.id, ${FINAL_PRICE} AS final_price FROM product p WHERE p.sku = $1 AND p.is_active`,
    [sku],
  );
  return row;
}

export interface PriceAlertRow {
  product_id: number;
  sku: string;
  subscribed_price: string;
  created_at: Date | string;
}

export async function selectAlerts(db: Queryable, customerId: number): Promise<PriceAlertRow[]> {
  return db.query<PriceAlertRow>(
    `SELECT a.product_id, p.sku, a.subscribed_price, a.created_at
       FROM price_alert a JOIN product p ON p.id = a.product_id
      WHERE a.customer_id = $1
      ORDER BY a.created_at DESC, a.product_id DESC`,
    [customerId],
  );
}

/** Subscribes at `price`; a subscription that exists keeps its price (a repeat is no new baseline). */
export async function insertAlert(
  db: Queryable,
  alert: { customerId: number; productId: number; storeId: number; price: string },
): Promise<void> {
  await db.query(
    `INSERT INTO price_alert (customer_id, product_id, store_id, subscribed_price)
     VALUES ($1, $2, $3, $4) ON CONFLICT (customer_id, product_id) DO NOTHING`,
    [alert.customerId, alert.productId, alert.storeId, alert.price],
  );
}

export async function deleteAlert(db: Queryable, customerId: number, sku: string): Promise<void> {
  await db.query(
    `DELETE FROM price_alert a USING product p
      WHERE a.customer_id = $1 AND a.product_id = p.id AND p.sku = $2`,
    [customerId, sku],
  );
}

/**
 * Of these products and their variants, those someone has an alert on (a catalogue update
 * checks only those; a configurable's price also went to its variants).
 */
export async function selectAlertedProducts(db: Queryable, productIds: number[]): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT DISTINCT a.product_id FROM price_alert a JOIN product p ON p.id = a.product_id
      WHERE p.id = ANY($1::int[]) OR p.parent_id = ANY($1::int[])`,
    [productIds],
  );
  return rows.map((r) => r.product_id);
}

/** One alert whose product's price fell, claimed: its e-mail's contents. */
export interface DueAlert {
  customer_id: number;
  product_id: number;
  email: string;
  firstname: string;
  locale: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  old_price: string;
  new_price: string;
}

/**
 * Claims the alerts whose product's final price is below the price the customer last heard
 * (at subscription, or in the last e-mail): records the new price as notified and answers
 * them. The UPDATE re-checks the condition on the row it locks, so two runs at once (a
 * product's check and the sweep, in two processes) claim each drop once.
 * `productIds` null: every product (the sweep).
 */
export async function claimDueAlerts(tx: Queryable, productIds: number[] | null): Promise<DueAlert[]> {
  return tx.query<DueAlert>(
    `WITH due AS (
       SELECT a.customer_id, a.product_id,
              LEAST(a.subscribed_price, COALESCE(a.notified_price, a.subscribed_price)) AS old_price,
              ${FINAL_PRICE} AS new_price
         FROM price_alert a JOIN product p ON p.id = a.product_id
        WHERE p.is_active AND ($1::int[] IS NULL OR a.product_id = ANY($1::int[]))
     ),
     claimed AS (
       UPDATE price_alert a SET notified_price = d.new_price, notified_at = now()
         FROM due d
        WHERE a.customer_id = d.customer_id AND a.product_id = d.product_id
          AND d.new_price < LEAST(a.subscribed_price, COALESCE(a.notified_price, a.subscribed_price))
       RETURNING a.customer_id, a.product_id, a.store_id, d.old_price, d.new_price
     )
     SELECT c.customer_id, c.product_id, cu.email, cu.firstname, s.locale, p.sku,
            COALESCE(t.name, pt.name) AS name, COALESCE(pt.url_key, t.url_key) AS url_key,
            c.old_price, c.new_price
       FROM claimed c
       JOIN customer cu ON cu.id = c.customer_id
       JOIN store s ON s.id = c.store_id
       JOIN product p ON p.id = c.product_id
       LEFT JOIN product_text t ON t.product_id = p.id AND t.store_id = c.store_id
       LEFT JOIN product_text pt ON pt.product_id = p.parent_id AND pt.store_id = c.store_id`,
    [productIds],
  );
}
