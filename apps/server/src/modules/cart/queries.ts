/** SQL of the cart module: carts, their lines and addresses, coupon rules. */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { productsJsonSql, type JsonProductRow } from '../catalog/loaders.ts';

export interface CartRecord {
  id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  email: string | null;
  is_active: boolean;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  payment_nonce: string | null;
  /** Keep the card paid with (Magento's is_active_payment_token_enabler). */
  payment_save_card: boolean;
  /** Pay with this saved card of the customer (customer_payment_token.public_hash). */
  payment_token_public_hash: string | null;
  order_id: number | null;
  order_number: string | null;
}

export interface CartItemRecord {
  id: number;
  product_id: number;
  parent_product_id: number | null;
  qty: number;
  created_at: Date | string;
}

export interface AddressRecord {
  address_type: 'shipping' | 'billing';
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  customer_notes: string | null;
  nova_poshta_city_ref: string | null;
  nova_poshta_street_ref: string | null;
  nova_poshta_warehouse_ref: string | null;
  delivery_time_slots: string | null;
  pickup_location_code: string | null;
  same_as_shipping: boolean;
}

export interface CouponRule {
  code: string;
  label: string;
  discount_type: 'percent' | 'fixed';
  discount_amount: string | number;
  min_subtotal: string | number;
}

export interface SellableRow {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  size_option_id: number | null;
  only_offline: boolean;
  qty: number | null;
  is_in_stock: boolean | null;
}

const CART_COLUMNS = `id, masked_id, store_id, customer_id, email, is_active, coupon_code, shipping_carrier_code,
  shipping_method_code, payment_method_code, payment_nonce, payment_save_card, payment_token_public_hash, order_id,
  order_number`;

const ADDRESS_COLUMNS = `address_type, firstname, lastname, company, street, city, region, region_code, region_id,
  postcode, country_code, telephone, customer_notes, nova_poshta_city_ref, nova_poshta_street_ref,
  nova_poshta_warehouse_ref, delivery_time_slots, pickup_location_code, same_as_shipping`;

export async function insertCart(
  db: Queryable,
  cart: { maskedId: string; storeId: number; customerId: number | null },
): Promise<CartRecord | null> {
  const [row] = await db.query<CartRecord>(
    `INSERT INTO cart (masked_id, store_id, customer_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${CART_COLUMNS}`,
    [cart.maskedId, cart.storeId, cart.customerId],
    { name: 'cart.insert' },
  );
  return row ?? null;
}

export async function selectCartByMaskedId(db: Queryable, maskedId: string): Promise<CartRecord | null> {
  const [row] = await db.query<CartRecord>(
    `SELECT ${CART_COLUMNS} FROM cart WHERE masked_id = $1`,
    [maskedId],
    {
      name: 'cart.by-masked-id',
    },
  );
  return row ?? null;
}

/** A cart's lines (with each line's stock), addresses and the lines' products, read with the cart itself. */
export interface CartContents {
  /** `live`: its product (and its parent) still on sale; the view leaves the others out. */
  items: (CartItemRecord & { stock: number; live: boolean })[];
  addresses: AddressRecord[];
  /**
   * The lines' products and their parents in the request's store view (the product loader's
   * rows); null for a cart of more than INLINE_PRODUCTS_MAX_LINES lines (the loader reads them).
   */
  products: JsonProductRow[] | null;
}

/**
 * Up to this many lines a cart's products come along as JSON, a round trip less per checkout
 * step; PostgreSQL builds JSON at about twice the cost of plain rows, so a large cart's products
 * are read as rows (a 100-line cart: 9 ms as JSON, 4.6 ms as rows).
 */
const INLINE_PRODUCTS_MAX_LINES = 10;

/** The lines (with each line's stock) and addresses of the cart `c`, as columns of a statement. */
const LINES_AND_ADDRESSES_COLUMNS = `
  COALESCE((SELECT json_agg(l ORDER BY l.id) FROM (
    SELECT ci.id, ci.product_id, ci.parent_product_id, ci.qty, ci.created_at,
           CASE WHEN i.is_in_stock THEN i.qty ELSE 0 END AS stock,
           EXISTS (SELECT 1 FROM product p WHERE p.id = ci.product_id AND p.is_active)
             AND (ci.parent_product_id IS NULL
               OR EXISTS (SELECT 1 FROM product pp WHERE pp.id = ci.parent_product_id AND pp.is_active)) AS live
    FROM cart_item ci LEFT JOIN inventory i ON i.product_id = ci.product_id
    WHERE ci.cart_id = c.id) l), '[]'::json) AS items,
  COALESCE((SELECT json_agg(a) FROM (
    SELECT ${ADDRESS_COLUMNS} FROM cart_address WHERE cart_id = c.id) a), '[]'::json) AS addresses`;

/** CartContents as columns of a statement over the cart `c`; `storeParam` holds the store view id. */
const contentsColumns = (storeParam: string) => `${LINES_AND_ADDRESSES_COLUMNS},
  CASE WHEN (SELECT count(*) FROM cart_item WHERE cart_id = c.id) <= ${INLINE_PRODUCTS_MAX_LINES} THEN ${productsJsonSql(
    `SELECT product_id FROM cart_item WHERE cart_id = c.id
     UNION ALL SELECT parent_product_id FROM cart_item WHERE cart_id = c.id`,
    storeParam,
  )} END AS products`;

/**
 * A cart with its lines, addresses and products in one statement: a checkout step that reads the
 * cart before it writes (and answers from what it read) makes one round trip instead of four.
 */
export async function selectCartWithContents(
  db: Queryable,
  maskedId: string,
  storeId: number,
): Promise<(CartRecord & CartContents) | null> {
  const [row] = await db.query<CartRecord & CartContents>(
    `SELECT ${CART_COLUMNS}, ${contentsColumns('$2')} FROM cart c WHERE masked_id = $1`,
    [maskedId, storeId],
    { name: 'cart.with-contents' },
  );
  return row ?? null;
}

/**
 * selectCartWithContents without the products (null): for a step that checks the lines and
 * addresses before it writes, and answers little. The JSON of the products was most of the
 * statement's cost (0.13 of 0.2 ms for a cart of two lines).
 */
export async function selectCartWithLines(
  db: Queryable,
  maskedId: string,
): Promise<(CartRecord & CartContents) | null> {
  const [row] = await db.query<CartRecord & CartContents>(
    `SELECT ${CART_COLUMNS}, ${LINES_AND_ADDRESSES_COLUMNS}, NULL::json AS products FROM cart c WHERE masked_id = $1`,
    [maskedId],
    { name: 'cart.with-lines' },
  );
  return row ?? null;
}

/** The contents of a cart as they are now (after a step changed its lines), in one statement. */
export async function selectCartContents(
  db: Queryable,
  cartId: number,
  storeId: number,
): Promise<CartContents> {
  const [row] = await db.query<CartContents>(
    `SELECT ${contentsColumns('$2')} FROM cart c WHERE id = $1`,
    [cartId, storeId],
    { name: 'cart.contents' },
  );
  return row ?? { items: [], addresses: [], products: null };
}

export async function selectActiveCustomerCart(
  db: Queryable,
  customerId: number,
): Promise<CartRecord | null> {
  const [row] = await db.query<CartRecord>(
    `SELECT ${CART_COLUMNS} FROM cart WHERE customer_id = $1 AND is_active`,
    [customerId],
    { name: 'cart.customer-active' },
  );
  return row ?? null;
}

export async function selectCartById(db: Queryable, id: number): Promise<CartRecord> {
  const [row] = await db.query<CartRecord>(`SELECT ${CART_COLUMNS} FROM cart WHERE id = $1`, [id], {
    name: 'cart.by-id',
  });
  if (!row) throw new Error(`cart ${id} vanished`);
  return row;
}

/** The columns a cart step sets (the rest are set once, at creation or placement). */
type UpdatableColumn =
  | 'email'
  | 'coupon_code'
  | 'shipping_carrier_code'
  | 'shipping_method_code'
  | 'payment_method_code'
  | 'payment_nonce'
  | 'payment_save_card'
  | 'payment_token_public_hash';

export async function updateCart(
  db: Queryable,
  id: number,
  fields: Partial<Pick<CartRecord, UpdatableColumn>>,
): Promise<void> {
  const keys = Object.keys(fields) as (keyof typeof fields)[];
  if (!keys.length) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await db.query(
    `UPDATE cart SET ${sets}, updated_at = now() WHERE id = $1`,
    [id, ...keys.map((k) => fields[k])],
    {
      // One prepared statement per set of columns; PostgreSQL keeps 63 characters of a name.
      name: `cart.update:${createHash('sha1').update(keys.join(',')).digest('hex').slice(0, 16)}`,
    },
  );
}

/**
 * Sets the e-mail of a guest's active cart by its masked id, in one statement: null when there is
 * no such cart (or it is a customer's, or inactive), for the caller to say why from the cart.
 */
export async function setGuestCartEmail(
  db: Queryable,
  maskedId: string,
  email: string,
): Promise<CartRecord | null> {
  const [row] = await db.query<CartRecord>(
    `UPDATE cart SET email = $2, updated_at = now()
     WHERE masked_id = $1 AND is_active AND customer_id IS NULL RETURNING ${CART_COLUMNS}`,
    [maskedId, email],
    { name: 'cart.set-guest-email' },
  );
  return row ?? null;
}

export async function selectItems(db: Queryable, cartId: number): Promise<CartItemRecord[]> {
  return db.query<CartItemRecord>(
    'SELECT id, product_id, parent_product_id, qty, created_at FROM cart_item WHERE cart_id = $1 ORDER BY id',
    [cartId],
    { name: 'cart.items' },
  );
}

/**
 * Adds to a line (or makes it) in one statement, only while the line's new quantity stays within
 * `maxQty`: parallel adds of one size end as one line with the summed quantity. Null when the sum
 * would pass the stock.
 */
export async function addToLine(
  db: Queryable,
  line: { cartId: number; productId: number; parentId: number | null; qty: number; maxQty: number },
): Promise<{ id: number; qty: number } | null> {
  const [row] = await db.query<{ id: number; qty: number }>(
    `INSERT INTO cart_item (cart_id, product_id, parent_product_id, qty) SELECT $1::int, $2::int, $3::int, $4::int WHERE $4::int <= $5::int
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = cart_item.qty + excluded.qty
     WHERE cart_item.qty + excluded.qty <= $5::int
     RETURNING id, qty`,
    [line.cartId, line.productId, line.parentId, line.qty, line.maxQty],
    { name: 'cart.add-to-line' },
  );
  return row ?? null;
}

/**
 * addToLine for several products at once (each product once), in one statement: each line is
 * added or made only while its new quantity stays within its own `maxQty`. Answers the lines
 * written by product id; a product missing from the answer would have passed its stock.
 */
export async function addToLines(
  db: Queryable,
  cartId: number,
  lines: { productId: number; parentId: number | null; qty: number; maxQty: number }[],
): Promise<Map<number, { id: number; qty: number }>> {
  const rows = await db.query<{ id: number; qty: number; product_id: number }>(
    `INSERT INTO cart_item (cart_id, product_id, parent_product_id, qty)
     SELECT $1::int, w.product_id, w.parent_id, w.qty
     FROM unnest($2::int[], $3::int[], $4::int[], $5::int[]) AS w(product_id, parent_id, qty, max_qty)
     WHERE w.qty <= w.max_qty
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = cart_item.qty + excluded.qty
     WHERE cart_item.qty + excluded.qty <= (
       SELECT m.max_qty FROM unnest($2::int[], $5::int[]) AS m(product_id, max_qty)
       WHERE m.product_id = excluded.product_id)
     RETURNING id, qty, product_id`,
    [
      cartId,
      lines.map((l) => l.productId),
      lines.map((l) => l.parentId),
      lines.map((l) => l.qty),
      lines.map((l) => l.maxQty),
    ],
    { name: 'cart.add-to-lines' },
  );
  return new Map(rows.map((r) => [r.product_id, { id: r.id, qty: r.qty }]));
}

export async function setLineQty(db: Queryable, cartId: number, itemId: number, qty: number): Promise<void> {
  await db.query('UPDATE cart_item SET qty = $3 WHERE cart_id = $1 AND id = $2', [cartId, itemId, qty], {
    name: 'cart.set-qty',
  });
}

export async function deleteLine(db: Queryable, cartId: number, itemId: number): Promise<void> {
  await db.query('DELETE FROM cart_item WHERE cart_id = $1 AND id = $2', [cartId, itemId], {
    name: 'cart.delete-line',
  });
}

export async function upsertAddress(db: Queryable, cartId: number, a: AddressRecord): Promise<void> {
  await db.query(
    `INSERT INTO cart_address (cart_id, address_type, firstname, lastname, company, street, city, region, region_code,
       region_id, postcode, country_code, telephone, customer_notes, nova_poshta_city_ref, nova_poshta_street_ref,
       nova_poshta_warehouse_ref, delivery_time_slots, pickup_location_code, same_as_shipping)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (cart_id, address_type) DO UPDATE SET firstname = excluded.firstname, lastname = excluded.lastname,
       company = excluded.company, street = excluded.street, city = excluded.city, region = excluded.region,
       region_code = excluded.region_code, region_id = excluded.region_id, postcode = excluded.postcode,
       country_code = excluded.country_code, telephone = excluded.telephone, customer_notes = excluded.customer_notes,
       nova_poshta_city_ref = excluded.nova_poshta_city_ref, nova_poshta_street_ref = excluded.nova_poshta_street_ref,
       nova_poshta_warehouse_ref = excluded.nova_poshta_warehouse_ref,
       delivery_time_slots = excluded.delivery_time_slots, pickup_location_code = excluded.pickup_location_code,
       same_as_shipping = excluded.same_as_shipping`,
    [
      cartId,
      a.address_type,
      a.firstname,
      a.lastname,
      a.company,
      a.street,
      a.city,
      a.region,
      a.region_code,
      a.region_id,
      a.postcode,
      a.country_code,
      a.telephone,
      a.customer_notes,
      a.nova_poshta_city_ref,
      a.nova_poshta_street_ref,
      a.nova_poshta_warehouse_ref,
      a.delivery_time_slots,
      a.pickup_location_code,
      a.same_as_shipping,
    ],
    { name: 'cart.upsert-address' },
  );
}

/** A coupon's rule when it is active on `today` (the shop's date, YYYY-MM-DD). */
export async function selectCouponRule(
  db: Queryable,
  code: string,
  today: string,
): Promise<CouponRule | null> {
  const [row] = await db.query<CouponRule>(
    `SELECT code, label, discount_type, discount_amount, min_subtotal FROM cart_price_rule
     WHERE lower(code) = lower($1) AND is_active
       AND (from_date IS NULL OR from_date <= $2::date) AND (to_date IS NULL OR to_date >= $2::date)`,
    [code, today],
    { name: 'cart.coupon-rule' },
  );
  return row ?? null;
}

/** Products by sku that can be sold, with their stock. */
const SELLABLE_SQL = `SELECT p.id, p.sku, p.type_id, p.parent_id, p.size_option_id, p.only_offline, i.qty, i.is_in_stock
     FROM product p LEFT JOIN inventory i ON i.product_id = p.id
     WHERE p.is_active`;

/**
 * A cart and the sellable products of these skus, in one statement (addProductsToCart reads both
 * before it writes). Null when there is no such cart.
 */
export async function selectCartWithSellable(
  db: Queryable,
  maskedId: string,
  skus: string[],
): Promise<(CartRecord & { sellable: SellableRow[] }) | null> {
  const [row] = await db.query<CartRecord & { sellable: SellableRow[] }>(
    `SELECT ${CART_COLUMNS}, COALESCE((SELECT json_agg(s) FROM (${SELLABLE_SQL} AND p.sku = ANY($2::text[])) s), '[]'::json) AS sellable
     FROM cart WHERE masked_id = $1`,
    [maskedId, skus],
    { name: 'cart.with-sellable' },
  );
  return row ?? null;
}

export async function selectVariants(db: Queryable, parentId: number): Promise<SellableRow[]> {
  return db.query<SellableRow>(
    `SELECT p.id, p.sku, p.type_id, p.parent_id, p.size_option_id, p.only_offline, i.qty, i.is_in_stock
     FROM product p LEFT JOIN inventory i ON i.product_id = p.id
     WHERE p.parent_id = $1 AND p.is_active`,
    [parentId],
    { name: 'cart.variants' },
  );
}

export async function selectStock(db: Queryable, productIds: number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ product_id: number; qty: number; is_in_stock: boolean }>(
    'SELECT product_id, qty, is_in_stock FROM inventory WHERE product_id = ANY($1::int[])',
    [productIds],
    { name: 'cart.stock' },
  );
  return new Map(rows.map((r) => [r.product_id, r.is_in_stock ? Number(r.qty) : 0]));
}

/** Carts by internal id, locked for the caller's transaction in id order (no deadlocks). */
export async function lockCarts(tx: Queryable, ids: number[]): Promise<CartRecord[]> {
  return tx.query<CartRecord>(
    `SELECT ${CART_COLUMNS} FROM cart WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
    { name: 'cart.lock' },
  );
}

/**
 * Locks the customer's row: merges, assignments and address-book writes of one customer take
 * turns, so two sign-ins at once cannot both replace the one active cart or both add a default.
 */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<{ email: string } | null> {
  const [row] = await tx.query<{ email: string }>(
    'SELECT email FROM customer WHERE id = $1 FOR UPDATE',
    [customerId],
    { name: 'cart.lock-customer' },
  );
  return row ?? null;
}

export async function selectCustomerEmail(db: Queryable, customerId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM customer WHERE id = $1', [customerId], {
    name: 'cart.customer-email',
  });
  return row?.email ?? null;
}

/** Ends a cart that was merged into another (it stops working, as an ordered one does). */
export async function deactivateCart(tx: Queryable, cartId: number): Promise<void> {
  await tx.query('UPDATE cart SET is_active = false, updated_at = now() WHERE id = $1', [cartId], {
    name: 'cart.deactivate',
  });
}

/** A guest cart becomes the customer's (assignCustomerToGuestCart); its guest e-mail is dropped. */
export async function setCartCustomer(tx: Queryable, cartId: number, customerId: number): Promise<void> {
  await tx.query(
    'UPDATE cart SET customer_id = $2, email = NULL, updated_at = now() WHERE id = $1',
    [cartId, customerId],
    { name: 'cart.set-customer' },
  );
}

/** Writes a line's quantity, making the line when the cart has none of that product. */
export async function putLine(
  tx: Queryable,
  line: { cartId: number; productId: number; parentId: number | null; qty: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO cart_item (cart_id, product_id, parent_product_id, qty) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = excluded.qty`,
    [line.cartId, line.productId, line.parentId, line.qty],
    { name: 'cart.put-line' },
  );
}

/**
 * Saves a cart address into the customer's address book (save_in_address_book), unless the
 * same address is there already; the customer's first address becomes the default shipping
 * one. Run it in a transaction holding lockCustomer.
 */
export async function saveToAddressBook(tx: Queryable, customerId: number, a: AddressRecord): Promise<void> {
  await tx.query(
    `INSERT INTO customer_address (customer_id, firstname, lastname, street, city, region, region_code, region_id,
       postcode, country_code, telephone, nova_poshta_city_ref, nova_poshta_street_ref, nova_poshta_warehouse_ref,
       delivery_time_slots, default_shipping)
     SELECT $1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
            NOT EXISTS (SELECT 1 FROM customer_address WHERE customer_id = $1)
      WHERE NOT EXISTS (
        SELECT 1 FROM customer_address
         WHERE customer_id = $1 AND firstname = $2 AND lastname = $3 AND street = $4::text[] AND city = $5
           AND country_code = $10 AND telephone IS NOT DISTINCT FROM $11
           AND nova_poshta_city_ref IS NOT DISTINCT FROM $12 AND nova_poshta_street_ref IS NOT DISTINCT FROM $13
           AND nova_poshta_warehouse_ref IS NOT DISTINCT FROM $14)`,
    [
      customerId,
      a.firstname,
      a.lastname,
      a.street,
      a.city,
      a.region,
      a.region_code,
      a.region_id,
      a.postcode,
      a.country_code,
      a.telephone,
      a.nova_poshta_city_ref,
      a.nova_poshta_street_ref,
      a.nova_poshta_warehouse_ref,
      a.delivery_time_slots,
    ],
    { name: 'cart.save-to-address-book' },
  );
}
