/** The contact module's SQL. */
import type { Queryable } from '../../db/connection.ts';

export async function insertContactMessage(
  tx: Queryable,
  m: {
    storeCode: string;
    name: string;
    email: string;
    telephone: string | null;
    comment: string;
    customerId: number | null;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contact_message (store_code, name, email, telephone, comment, customer_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.storeCode, m.name, m.email, m.telephone, m.comment, m.customerId],
  );
  return row!.id;
}
