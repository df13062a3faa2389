/** SQL of the customer module: accounts, addresses, sign-in protection, resets, newsletter, orders. */
import type { Db, Queryable } from '../../db/connection.ts';
import type { FilterStringTypeInput } from '../../generated/graphql.ts';

/** Runs fn in a transaction of its own, or in the caller's when `db` is already one. */
function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const own = (db as Partial<Db>).transaction;
  return own ? (own.call(db, fn) as Promise<T>) : fn(db);
}

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  gender: number;
  date_of_birth: string | null;
  phone: string | null;
  store_id: number;
  group_id: number;
  created_at: Date | string;
  /** Whether the customer's e-mail has a subscription (newsletter_subscriber), read in the same query. */
  is_subscribed: boolean;
}

export interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  middlename: string | null;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  nova_poshta_city_ref: string | null;
  nova_poshta_street_ref: string | null;
  nova_poshta_warehouse_ref: string | null;
  delivery_time_slots: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

/** The writable columns of an address (everything but its id and owner). */
export type AddressFields = Omit<AddressRow, 'id' | 'customer_id'>;

const CUSTOMER_COLUMNS = `id, email, firstname, middlename, lastname, gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, phone, store_id, group_id, created_at,
  EXISTS (SELECT 1 FROM newsletter_subscriber n WHERE n.email = lower(c.email) AND n.status = 'SUBSCRIBED')
    AS is_subscribed`;

const ADDRESS_COLUMNS = `id, customer_id, firstname, middlename, lastname, street, city, region, region_code,
  region_id, postcode, country_code, telephone, nova_poshta_city_ref, nova_poshta_street_ref,
  nova_poshta_warehouse_ref, delivery_time_slots, default_shipping, default_billing`;

const ADDRESS_FIELDS: (keyof AddressFields)[] = [
  'firstname',
  'middlename',
  'lastname',
  'street',
  'city',
  'region',
  'region_code',
  'region_id',
  'postcode',
  'country_code',
  'telephone',
  'nova_poshta_city_ref',
  'nova_poshta_street_ref',
  'nova_poshta_warehouse_ref',
  'delivery_time_slots',
  'default_shipping',
  'default_billing',
];

// ---- accounts ----

export async function selectCustomer(db: Queryable, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.query<CustomerRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM customer c WHERE id = $1`,
    [id],
    {
      name: 'customer.by-id',
    },
  );
  return row;
}

export async function selectCredentials(
  db: Queryable,
  email: string,
): Promise<{ id: number; password_hash: string; store_id: number; firstname: string } | undefined> {
  const [row] = await db.query<{ id: number; password_hash: string; store_id: number; firstname: string }>(
    `SELECT id, password_hash, store_id, firstname FROM customer WHERE lower(email) = lower($1)`,
    [email],
    { name: 'customer.credentials' },
  );
  return row;
}

export async function selectPasswordHash(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM customer WHERE id = $1`,
    [id],
  );
  return row?.password_hash;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  gender: number;
  dateOfBirth: string | null;
  phone: string | null;
  passwordHash: string;
  storeId: number;
}

/** The new account, or undefined when the e-mail already has one. */
export async function insertCustomer(db: Queryable, c: NewCustomer): Promise<CustomerRow | undefined> {
  const [row] = await db.query<CustomerRow>(
    `INSERT INTO customer AS c (email, firstname, middlename, lastname, gender, date_of_birth, phone, password_hash, store_id)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING ${CUSTOMER_COLUMNS}`,
    [
      c.email,
      c.firstname,
      c.middlename,
      c.lastname,
      c.gender,
      c.dateOfBirth,
      c.phone,
      c.passwordHash,
      c.storeId,
    ],
  );
  return row;
}

export type CustomerChanges = Partial<{
  firstname: string;
  middlename: string | null;
  lastname: string;
  gender: number;
  date_of_birth: string | null;
  phone: string | null;
  email: string;
  password_hash: string;
}>;

/** Applies the changes; answers false when a new e-mail belongs to another account. */
export async function updateCustomerRow(
  db: Queryable,
  id: number,
  changes: CustomerChanges,
): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (!entries.length) return true;
  const sets = entries.map(([k], i) =>
    k === 'date_of_birth' ? `${k} = $${i + 2}::date` : `${k} = $${i + 2}`,
  );
  try {
    await db.query(`UPDATE customer SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...entries.map(([, v]) => v),
    ]);
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return false;
    throw e;
  }
}

export async function emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM customer WHERE lower(email) = lower($1) AND id <> $2`, [
    email,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

/**
 * Deletes the account; its addresses, tokens, resets and saved cards go with it (ON DELETE
 * CASCADE). Orders stay for the shop's accounts with the customer id cleared; finished ones
 * (complete, canceled) lose the shopper's name, e-mail, phone and street, while orders still on
 * their way keep what delivering them needs (README, "Customer accounts").
 */
export async function deleteCustomerRow(db: Queryable, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query(
      `WITH finished AS (
         UPDATE sales_order SET customer_id = NULL, customer_email = NULL, customer_phone = NULL,
                customer_name = NULL, updated_at = now()
          WHERE customer_id = $1 AND status IN ('complete', 'canceled') RETURNING id)
       UPDATE sales_order_address SET firstname = '-', lastname = '-', telephone = '-', street = '{}',
              postcode = NULL, nova_poshta_street_ref = NULL, delivery_time_slots = NULL
        WHERE order_id IN (SELECT id FROM finished)`,
      [id],
    );
    await tx.query(`UPDATE sales_order SET customer_id = NULL, updated_at = now() WHERE customer_id = $1`, [
      id,
    ]);
    await tx.query(`DELETE FROM customer WHERE id = $1`, [id]);
  });
}

// ---- addresses ----

export async function selectAddresses(db: Queryable, customerId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE customer_id = $1
      ORDER BY default_shipping DESC, id`,
    [customerId],
    { name: 'customer.addresses' },
  );
}

export async function selectAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM customer_address WHERE id = $1 AND customer_id = $2`,
    [addressId, customerId],
  );
  return row;
}

/** Whether an address id exists at all (of anyone): Magento answers another's with a different text. */
export async function addressExists(db: Queryable, addressId: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM customer_address WHERE id = $1`, [addressId])).length > 0;
}

/** Clears the customer's previous default(s) the new or changed address takes over. */
async function clearDefaults(tx: Queryable, customerId: number, a: Partial<AddressFields>, exceptId = 0) {
  if (a.default_shipping)
    await tx.query(
      `UPDATE customer_address SET default_shipping = false WHERE customer_id = $1 AND id <> $2 AND default_shipping`,
      [customerId, exceptId],
    );
  if (a.default_billing)
    await tx.query(
      `UPDATE customer_address SET default_billing = false WHERE customer_id = $1 AND id <> $2 AND default_billing`,
      [customerId, exceptId],
    );
}

export async function insertAddress(
  db: Queryable,
  customerId: number,
  a: AddressFields,
): Promise<AddressRow> {
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, customerId, a);
    const [row] = await tx.query<AddressRow>(
      `INSERT INTO customer_address (customer_id, ${ADDRESS_FIELDS.join(', ')})
       VALUES ($1, ${ADDRESS_FIELDS.map((_, i) => `$${i + 2}`).join(', ')})
       RETURNING ${ADDRESS_COLUMNS}`,
      [customerId, ...ADDRESS_FIELDS.map((f) => a[f])],
    );
    return row!;
  });
}

export async function updateAddressRow(
  db: Queryable,
  customerId: number,
  addressId: number,
  changes: Partial<AddressFields>,
): Promise<AddressRow | undefined> {
  const fields = ADDRESS_FIELDS.filter((f) => changes[f] !== undefined);
  return inTransaction(db, async (tx) => {
    await clearDefaults(tx, customerId, changes, addressId);
    const sets = fields.map((f, i) => `${f} = $${i + 3}`);
    const [row] = await tx.query<AddressRow>(
      `UPDATE customer_address SET ${[...sets, 'updated_at = now()'].join(', ')}
        WHERE id = $1 AND customer_id = $2 RETURNING ${ADDRESS_COLUMNS}`,
      [addressId, customerId, ...fields.map((f) => changes[f])],
    );
    return row;
  });
}

export async function deleteAddressRow(
  db: Queryable,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM customer_address WHERE id = $1 AND customer_id = $2 RETURNING id`,
    [addressId, customerId],
  );
  return rows.length > 0;
}

// ---- newsletter ----

/** Sets the e-mail's subscription; answers the status it had before (null: none). */
export async function upsertSubscription(
  db: Queryable,
  s: { email: string; storeId: number; customerId: number | null; subscribed: boolean },
): Promise<string | null> {
  const [before] = await db.query<{ status: string }>(
    `SELECT status FROM newsletter_subscriber WHERE email = lower($1)`,
    [s.email],
  );
  await db.query(
    `INSERT INTO newsletter_subscriber (email, store_id, customer_id, status) VALUES (lower($1), $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET status = $4, changed_at = now(),
       customer_id = COALESCE($3, newsletter_subscriber.customer_id)`,
    [s.email, s.storeId, s.customerId, s.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED'],
  );
  return before?.status ?? null;
}

/** Moves a subscription to the customer's new e-mail. */
export async function renameSubscription(db: Queryable, from: string, to: string): Promise<void> {
  await db.query(`DELETE FROM newsletter_subscriber WHERE email = lower($2) AND lower($1) <> lower($2)`, [
    from,
    to,
  ]);
  await db.query(
    `UPDATE newsletter_subscriber SET email = lower($2), changed_at = now() WHERE email = lower($1)`,
    [from, to],
  );
}

// ---- password resets ----

export async function insertReset(
  db: Queryable,
  customerId: number,
  digest: string,
  hours: number,
): Promise<void> {
  await db.query(
    `INSERT INTO customer_password_reset (customer_id, token_hash, expires_at)
     VALUES ($1, decode($2, 'hex'), now() + make_interval(hours => $3))`,
    [customerId, digest, hours],
  );
}

/**
 * Uses the reset link once: marks it used and answers its customer, when the digest is the
 * customer's of that e-mail, unused and unexpired. Every other link of the customer ends too.
 */
export async function consumeReset(
  db: Queryable,
  email: string,
  digest: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ customer_id: number }>(
    `UPDATE customer_password_reset r SET used_at = now()
       FROM customer c
      WHERE r.token_hash = decode($2, 'hex') AND c.id = r.customer_id AND lower(c.email) = lower($1)
        AND r.used_at IS NULL AND r.expires_at > now()
     RETURNING r.customer_id`,
    [email, digest],
  );
  if (!row) return undefined;
  await db.query(
    `UPDATE customer_password_reset SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL`,
    [row.customer_id],
  );
  return row.customer_id;
}

// ---- orders (the sales module's tables) ----

export interface OrderRow {
  id: number;
  increment_id: string;
  status: string;
  store_code: string;
  customer_email: string | null;
  currency_code: string;
  subtotal: string;
  discount_amount: string;
  shipping_amount: string;
  grand_total: string;
  coupon_code: string | null;
  shipping_title: string | null;
  payment_method: string;
  payment_title: string;
  created_at: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  order_status: string;
  product_id: number;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  size_label: string | null;
  qty: number;
  price: string;
  row_total: string;
  discount_amount: string;
}

export interface OrderAddressRow {
  order_id: number;
  address_type: 'shipping' | 'billing';
  firstname: string;
  lastname: string;
  telephone: string;
  city: string;
  street: string[];
  postcode: string | null;
  country_id: string;
  region_code: string | null;
  region: string | null;
  nova_poshta_city_ref: string | null;
  nova_poshta_street_ref: string | null;
  nova_poshta_warehouse_ref: string | null;
  delivery_time_slots: string | null;
}

export interface OrderQuery {
  customerId: number;
  /** null: every store view (scope WEBSITE or GLOBAL). */
  storeCode: string | null;
  numbers: FilterStringTypeInput;
  sort: 'increment_id' | 'created_at';
  descending: boolean;
  limit: number;
  offset: number;
}

export async function selectOrders(
  db: Queryable,
  q: OrderQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = ['customer_id = $1'];
  const params: unknown[] = [q.customerId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.storeCode !== null) add('store_code = ?', q.storeCode);
  if (q.numbers.eq != null) add('increment_id = ?', q.numbers.eq);
  if (q.numbers.in != null)
    add(
      'increment_id = ANY(?::text[])',
      q.numbers.in.filter((n) => n != null),
    );
  if (q.numbers.match != null)
    add(`increment_id LIKE ? ESCAPE '\\'`, `%${q.numbers.match.replace(/[\\%_]/g, '\\$&')}%`);
  const dir = q.descending ? 'DESC' : 'ASC';
  const rows = await db.query<OrderRow & { total: number }>(
    `SELECT id, increment_id, status, store_code, customer_email, currency_code, subtotal::text, discount_amount::text,
            shipping_amount::text, grand_total::text, coupon_code, shipping_title, payment_method, payment_title,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
            count(*) OVER ()::int AS total
       FROM sales_order WHERE ${where.join(' AND ')}
      ORDER BY ${q.sort} ${dir}, id ${dir} LIMIT ${q.limit} OFFSET ${q.offset}`,
    params,
  );
  if (rows.length || q.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the count alone.
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales_order WHERE ${where.join(' AND ')}`,
    params,
  );
  return { rows, total: count!.n };
}

export async function selectOrderItems(db: Queryable, orderIds: number[]): Promise<OrderItemRow[]> {
  return db.query<OrderItemRow>(
    `SELECT i.id, i.order_id, o.status AS order_status, i.product_id, i.parent_product_id, i.sku, i.parent_sku,
            i.name, i.size_label, i.qty, i.price::text, i.row_total::text, i.discount_amount::text
       FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id
      WHERE i.order_id = ANY($1::int[]) ORDER BY i.order_id, i.id`,
    [orderIds],
  );
}

export async function selectOrderAddresses(db: Queryable, orderIds: number[]): Promise<OrderAddressRow[]> {
  return db.query<OrderAddressRow>(
    `SELECT order_id, address_type, firstname, lastname, telephone, city, street, postcode, country_id,
            region_code, region, nova_poshta_city_ref, nova_poshta_street_ref, nova_poshta_warehouse_ref,
            delivery_time_slots
       FROM sales_order_address WHERE order_id = ANY($1::int[])`,
    [orderIds],
  );
}
