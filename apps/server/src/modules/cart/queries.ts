/** SQL of the cart module: carts, their lines and addresses, coupon rules. */
import type { Queryable } from '../../db/connection.ts';

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
  shipping_method_code, payment_method_code, payment_nonce, order_id, order_number`;

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

const UPDATABLE_COLUMNS = [
  'email',
  'coupon_code',
  'shipping_carrier_code',
  'shipping_method_code',
  'payment_method_code',
  'payment_nonce',
] as const;

export async function updateCart(
  db: Queryable,
  id: number,
  fields: Partial<Pick<CartRecord, (typeof UPDATABLE_COLUMNS)[number]>>,
): Promise<void> {
  const keys = Object.keys(fields) as (keyof typeof fields)[];
  if (!keys.length) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await db.query(
    `UPDATE cart SET ${sets}, updated_at = now() WHERE id = $1`,
    [id, ...keys.map((k) => fields[k])],
    {
      // One prepared statement per set of columns, named by the columns' positions: PostgreSQL
      // cuts names at 63 characters, and two cut names would be one statement with two texts.
      name: `cart.update:${keys.map((k) => UPDATABLE_COLUMNS.indexOf(k)).join('')}`,
    },
  );
}

export async function selectItems(db: Queryable, cartId: number): Promise<CartItemRecord[]> {
  return db.query<CartItemRecord>(
    'SELECT id, product_id, parent_product_id, qty, created_at FROM cart_item WHERE cart_id = $1 ORDER BY id',
    [cartId],
    { name: 'cart.items' },
  );
}

/** The lines with the stock of each line's product (0 when out of stock or without a stock row). */
export async function selectItemsWithStock(
  db: Queryable,
  cartId: number,
): Promise<(CartItemRecord & { stock: number })[]> {
  return db.query<CartItemRecord & { stock: number }>(
    `SELECT ci.id, ci.product_id, ci.parent_product_id, ci.qty, ci.created_at,
            CASE WHEN i.is_in_stock THEN i.qty ELSE 0 END AS stock
     FROM cart_item ci LEFT JOIN inventory i ON i.product_id = ci.product_id
     WHERE ci.cart_id = $1 ORDER BY ci.id`,
    [cartId],
    { name: 'cart.items-with-stock' },
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

export async function selectAddresses(db: Queryable, cartId: number): Promise<AddressRecord[]> {
  return db.query<AddressRecord>(
    `SELECT address_type, firstname, lastname, company, street, city, region, region_code, region_id, postcode,
            country_code, telephone, customer_notes, nova_poshta_city_ref, nova_poshta_street_ref,
            nova_poshta_warehouse_ref, delivery_time_slots, pickup_location_code, same_as_shipping
     FROM cart_address WHERE cart_id = $1`,
    [cartId],
    { name: 'cart.addresses' },
  );
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
export async function selectSellableBySku(db: Queryable, skus: string[]): Promise<SellableRow[]> {
  return db.query<SellableRow>(
    `SELECT p.id, p.sku, p.type_id, p.parent_id, p.size_option_id, p.only_offline, i.qty, i.is_in_stock
     FROM product p LEFT JOIN inventory i ON i.product_id = p.id
     WHERE p.sku = ANY($1::text[]) AND p.is_active`,
    [skus],
    { name: 'cart.sellable-by-sku' },
  );
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
