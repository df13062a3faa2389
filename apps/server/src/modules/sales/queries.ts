/**
 * The sales module's SQL. Built with Kysely (typed by src/generated/db.ts) and run on a
 * Queryable, so each statement joins the caller's transaction: the placement, the stock move,
 * the cart hooks and the mail jobs commit or roll back together.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type Insertable,
} from 'kysely';
import type { Queryable } from '../../db/connection.ts';
import type { Database } from '../../db/kysely.ts';
import type { SalesOrder, SalesOrderAddress, SalesOrderItem } from '../../generated/db.ts';

/** Builds queries only; they run on whichever Queryable (transaction) the caller holds. */
const q = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

async function run<R>(tx: Queryable, query: Compilable<R>): Promise<R[]> {
  const c = query.compile();
  return tx.query<R>(c.sql, [...c.parameters]);
}

export type NewOrder = Omit<Insertable<SalesOrder>, 'increment_id' | 'id' | 'created_at' | 'updated_at'>;
export interface OrderKeyRow {
  id: number;
  increment_id: string;
  status: string;
}

type NewItem = Omit<Insertable<SalesOrderItem>, 'order_id'>;
type NewAddress = Omit<Insertable<SalesOrderAddress>, 'order_id'>;

// The columns placement writes, one fixed list each, so the statement is prepared once.
const ORDER_COLUMNS = [
  'idempotency_key',
  'kind',
  'status',
  'store_code',
  'customer_id',
  'customer_email',
  'customer_phone',
  'customer_name',
  'subtotal',
  'discount_amount',
  'shipping_amount',
  'grand_total',
  'coupon_code',
  'loyalty_bonus',
  'shipping_carrier_code',
  'shipping_method_code',
  'shipping_title',
  'pickup_location_id',
  'payment_method',
  'payment_title',
] as const satisfies readonly (keyof NewOrder)[];
const ITEM_COLUMNS = [
  'product_id',
  'sku',
  'parent_product_id',
  'parent_sku',
  'name',
  'size_label',
  'qty',
  'price',
  'row_total',
  'discount_amount',
  'loyalty_bonus',
] as const satisfies readonly (keyof NewItem)[];
const ADDRESS_COLUMNS = [
  'address_type',
  'firstname',
  'lastname',
  'telephone',
  'city',
  'street',
  'postcode',
  'country_id',
  'region_code',
  'region',
  'nova_poshta_city_ref',
  'nova_poshta_street_ref',
  'nova_poshta_warehouse_ref',
  'delivery_time_slots',
] as const satisfies readonly (keyof NewAddress)[];

const list = (columns: readonly string[], prefix = '') => columns.map((c) => prefix + c).join(', ');

/** Each column's value (null when not given), in the order of `columns`, as a JSON object. */
const jsonOf = <T extends object>(row: T, columns: readonly (keyof T & string)[]) =>
  Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));

const INSERT_ORDER_SQL = `
WITH o AS (
  INSERT INTO sales_order (increment_id, ${list(ORDER_COLUMNS)})
  SELECT lpad(nextval('sales_order_increment')::text, 9, '0'), ${list(ORDER_COLUMNS, 'r.')}
  FROM json_populate_record(NULL::sales_order, $1::json) r
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, increment_id, status),
items AS (
  INSERT INTO sales_order_item (order_id, ${list(ITEM_COLUMNS)})
  SELECT o.id, ${list(ITEM_COLUMNS, 'r.')} FROM o, json_populate_recordset(NULL::sales_order_item, $2::json) r),
addresses AS (
  INSERT INTO sales_order_address (order_id, ${list(ADDRESS_COLUMNS)})
  SELECT o.id, ${list(ADDRESS_COLUMNS, 'r.')} FROM o, json_populate_recordset(NULL::sales_order_address, $3::json) r)
SELECT id, increment_id, status FROM o`;

/**
 * Writes the order under its idempotency key with its items and addresses, in one statement,
 * or nothing when the key is taken. On a PostgreSQL server an insert of a key another
 * transaction is writing waits for it on the unique index, then does nothing if that one
 * commits: two placements of one key never both go on.
 */
export async function insertOrderOnce(
  tx: Queryable,
  order: NewOrder,
  items: NewItem[],
  addresses: NewAddress[],
): Promise<OrderKeyRow | undefined> {
  const [row] = await tx.query<OrderKeyRow>(
    INSERT_ORDER_SQL,
    [
      JSON.stringify(jsonOf(order, ORDER_COLUMNS)),
      JSON.stringify(items.map((i) => jsonOf(i, ITEM_COLUMNS))),
      JSON.stringify(addresses.map((a) => jsonOf(a, ADDRESS_COLUMNS))),
    ],
    { name: 'sales.insert-order' },
  );
  return row;
}

export async function findOrderByKey(tx: Queryable, key: string): Promise<OrderKeyRow | undefined> {
  const [row] = await run(
    tx,
    q.selectFrom('sales_order').select(['id', 'increment_id', 'status']).where('idempotency_key', '=', key),
  );
  return row;
}

/**
 * The order already placed under a key, if any, and the stock of the products to be bought,
 * in one statement: what placement looks at before it opens a transaction.
 */
export async function orderAndStockBeforePlacing(
  tx: Queryable,
  key: string,
  productIds: number[],
): Promise<{ existing: OrderKeyRow | undefined; stock: Map<number, number> }> {
  const [row] = await tx.query<{ existing: OrderKeyRow | null; stock: [number, number][] | null }>(
    `SELECT (SELECT json_build_object('id', id, 'increment_id', increment_id, 'status', status)
               FROM sales_order WHERE idempotency_key = $1) AS existing,
            (SELECT json_agg(json_build_array(product_id, CASE WHEN is_in_stock THEN qty ELSE 0 END))
               FROM inventory WHERE product_id = ANY($2::int[])) AS stock`,
    [key, productIds],
    { name: 'sales.order-and-stock' },
  );
  return { existing: row?.existing ?? undefined, stock: new Map(row?.stock ?? []) };
}

/**
 * Takes the wanted units of each product if that many are in stock, in one statement: the rows
 * are locked in product-id order (two buyers of the same sizes never deadlock), and the lock and
 * the condition are one step, so no other buyer can take the units in between. Answers the
 * quantity left of each product taken; a product missing from the answer had too few (nothing
 * of it changed, and the caller rolls the transaction back).
 */
export async function takeStock(tx: Queryable, wanted: [number, number][]): Promise<Map<number, number>> {
  const rows = await tx.query<{ product_id: number; qty: number }>(
    `WITH wanted AS (SELECT * FROM unnest($1::int[], $2::int[]) AS w(product_id, qty)),
     locked AS MATERIALIZED (
       SELECT i.product_id FROM inventory i JOIN wanted w USING (product_id)
       ORDER BY i.product_id FOR UPDATE OF i)
     UPDATE inventory i SET qty = i.qty - w.qty
       FROM wanted w
      WHERE i.product_id = w.product_id AND i.product_id IN (SELECT product_id FROM locked)
        AND i.is_in_stock AND i.qty >= w.qty
     RETURNING i.product_id, i.qty`,
    [wanted.map(([id]) => id), wanted.map(([, qty]) => qty)],
    { name: 'sales.take-stock' },
  );
  return new Map(rows.map((r) => [r.product_id, r.qty]));
}

/** Puts units back (a released placement); answers the quantity now in stock. */
export async function returnStock(
  tx: Queryable,
  productId: number,
  qty: number,
): Promise<number | undefined> {
  const [row] = await run(
    tx,
    q
      .updateTable('inventory')
      .set((eb) => ({ qty: eb('qty', '+', qty) }))
      .where('product_id', '=', productId)
      .returning('qty'),
  );
  return row?.qty;
}

/**
 * Keeps the catalogue's listing index true after sizes sold out or came back: recomputes
 * in_stock and size_option_ids of the listed products (a variant's parent) and bumps the
 * catalogue version so cached listings end. Called only when a quantity crossed zero.
 */
export async function refreshListingOf(tx: Queryable, productIds: number[]): Promise<void> {
  await tx.query(
    `SELECT refresh_product_listing(ARRAY(SELECT DISTINCT COALESCE(parent_id, id) FROM product WHERE id = ANY($1::int[])))`,
    [productIds],
  );
  await tx.query('UPDATE catalog_state SET version = version + 1');
}

export async function markPaid(tx: Queryable, orderId: number, transactionId: string): Promise<boolean> {
  const rows = await run(
    tx,
    q
      .updateTable('sales_order')
      .set({ status: 'processing', payment_transaction_id: transactionId, updated_at: sql`now()` })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .returning('id'),
  );
  return rows.length > 0;
}

/**
 * Cancels a placement whose payment failed and frees its key (renamed, kept for the record), so
 * the shopper's next attempt places anew. Answers false when it was no longer pending payment.
 */
export async function releaseOrder(tx: Queryable, orderId: number): Promise<boolean> {
  const rows = await run(
    tx,
    q
      .updateTable('sales_order')
      .set({
        status: 'canceled',
        idempotency_key: sql`idempotency_key || ':released:' || id`,
        updated_at: sql`now()`,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .returning('id'),
  );
  return rows.length > 0;
}

export async function stalePendingPayments(tx: Queryable, maxAgeSeconds: number): Promise<OrderKeyRow[]> {
  return run(
    tx,
    q
      .selectFrom('sales_order')
      .select(['id', 'increment_id', 'status'])
      .where('status', '=', 'pending_payment')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${maxAgeSeconds})`)
      .orderBy('id'),
  );
}

export async function orderLines(
  tx: Queryable,
  orderId: number,
): Promise<{ product_id: number; qty: number }[]> {
  return run(
    tx,
    q.selectFrom('sales_order_item').select(['product_id', 'qty']).where('order_id', '=', orderId),
  );
}

export async function storeLocale(tx: Queryable, storeCode: string): Promise<string | undefined> {
  const [row] = await run(tx, q.selectFrom('store').select('locale').where('code', '=', storeCode));
  return row?.locale;
}

export interface SellableRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  parent_sku: string | null;
  size_option_id: number | null;
  size_attribute_id: number | null;
  size_label: string | null;
  name: string | null;
  price_kop: number;
  loyalty_bonus_kop: number;
}

/**
 * A product by sku as one-click buy needs it: its parent (a variant's), its size's label and its
 * name in the store view, its final price and the loyalty bonus per unit (the parent's when set).
 */
export async function sellableBySku(tx: Queryable, sku: string, storeId: number, storeCode: string) {
  const [row] = await tx.query<SellableRow>(
    `SELECT p.id, p.sku, p.type_id, p.parent_id, parent.sku AS parent_sku, p.size_option_id,
            a.id AS size_attribute_id, o.labels ->> $3 AS size_label,
            COALESCE(own.name, parent_text.name) AS name,
            (CASE WHEN p.special_price IS NOT NULL AND p.special_price < p.price
                  THEN p.special_price ELSE p.price END * 100)::bigint AS price_kop,
            (CASE WHEN COALESCE(parent.loyalty_bonus, 0) > 0 THEN parent.loyalty_bonus
                  ELSE p.loyalty_bonus END * 100)::bigint AS loyalty_bonus_kop
       FROM product p
       LEFT JOIN product parent ON parent.id = p.parent_id
       LEFT JOIN attribute_option o ON o.id = p.size_option_id
       LEFT JOIN attribute a ON a.code = o.attribute_code
       LEFT JOIN product_text own ON own.product_id = p.id AND own.store_id = $2
       LEFT JOIN product_text parent_text ON parent_text.product_id = p.parent_id AND parent_text.store_id = $2
      WHERE p.sku = $1 AND p.is_active AND (parent.id IS NULL OR parent.is_active)`,
    [sku, storeId, storeCode],
  );
  return row;
}

/** The variant of a configurable product with the given size (attribute and option). */
export async function variantSku(
  tx: Queryable,
  parentId: number,
  attributeId: number,
  optionId: number,
): Promise<string | undefined> {
  const [row] = await tx.query<{ sku: string }>(
    `SELECT v.sku FROM product v
       JOIN attribute_option o ON o.id = v.size_option_id
       JOIN attribute a ON a.code = o.attribute_code
      WHERE v.parent_id = $1 AND a.id = $2 AND v.size_option_id = $3 AND v.is_active`,
    [parentId, attributeId, optionId],
  );
  return row?.sku;
}
