/**
 * Customers for the tests of carts, saved cards and authorization, made with plain SQL (the
 * customer module's sign-up is not needed here): an account, its bearer token, a saved address.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../src/db/connection.ts';
import { issueCustomerToken } from '../src/modules/customer/tokens.ts';

export interface TestCustomer {
  id: number;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for a request as this customer. */
  auth: Record<string, string>;
}

/** A new customer of the default store view, signed in (a valid one-hour token). */
export async function createCustomer(db: Queryable, name = 'Олена'): Promise<TestCustomer> {
  const email = `${randomUUID()}@example.com`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO customer (email, firstname, lastname, password_hash, store_id)
     VALUES ($1, $2, 'Тестова', 'not-a-hash', (SELECT min(id) FROM store)) RETURNING id`,
    [email, name],
  );
  const id = row!.id;
  const token = await issueCustomerToken(db, id);
  return { id, email, token, auth: { authorization: `Bearer ${token}` } };
}

export interface SavedAddressFields {
  firstname?: string;
  city?: string;
  street?: string[];
  telephone?: string;
  nova_poshta_city_ref?: string | null;
  nova_poshta_warehouse_ref?: string | null;
  default_shipping?: boolean;
}

/** A saved address in the customer's address book; answers its id. */
export async function createSavedAddress(
  db: Queryable,
  customerId: number,
  fields: SavedAddressFields = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO customer_address (customer_id, firstname, lastname, street, city, country_code, telephone,
       nova_poshta_city_ref, nova_poshta_warehouse_ref, default_shipping)
     VALUES ($1, $2, 'Тестова', $3, $4, 'UA', $5, $6, $7, $8) RETURNING id`,
    [
      customerId,
      fields.firstname ?? 'Олена',
      fields.street ?? ['вул. Збережена, 7'],
      fields.city ?? 'Львів',
      fields.telephone ?? '+380671112233',
      fields.nova_poshta_city_ref ?? 'db5c88f0-391c-11dd-90d9-001a92567626',
      fields.nova_poshta_warehouse_ref ?? '7b422fc3-e1b8-11e3-8c4a-0050568002cf',
      fields.default_shipping ?? false,
    ],
  );
  return row!.id;
}

/** Ends a token as its hour passing would (expires_at in the past). */
export async function expireTokens(db: Queryable, customerId: number): Promise<void> {
  await db.query(
    `UPDATE customer_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
    [customerId],
  );
}
