/**
 * The loyalty module's SQL, on whichever Queryable the caller holds (the status change's
 * transaction for the ledger). Points travel as bigint kopiykas (points × 100): sums are exact.
 */
import type { Queryable } from '../../db/connection.ts';

export async function selectCard(db: Queryable, customerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ card_number: string }>(
    'SELECT card_number FROM loyalty_card WHERE customer_id = $1',
    [customerId],
    { name: 'loyalty.card' },
  );
  return row?.card_number;
}

/**
 * Gives the customer this card number unless they have one: answers 'inserted', 'has-card'
 * (another request issued one first) or 'taken' (the number is another customer's: draw again).
 */
export async function insertCard(
  db: Queryable,
  customerId: number,
  cardNumber: string,
): Promise<'inserted' | 'has-card' | 'taken'> {
  const [row] = await db.query<{ outcome: string }>(
    `WITH ins AS (
       INSERT INTO loyalty_card (customer_id, card_number)
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM customer WHERE id = $1)
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT CASE WHEN EXISTS (SELECT 1 FROM ins) THEN 'inserted'
                 WHEN EXISTS (SELECT 1 FROM loyalty_card WHERE customer_id = $1) THEN 'has-card'
                 ELSE 'taken' END AS outcome`,
    [customerId, cardNumber],
  );
  return row!.outcome as 'inserted' | 'has-card' | 'taken';
}

export async function balanceKop(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ kop: number }>(
    'SELECT COALESCE(sum((points * 100)::bigint), 0)::bigint AS kop FROM loyalty_transaction WHERE customer_id = $1',
    [customerId],
    { name: 'loyalty.balance' },
  );
  return row!.kop;
}

export interface HistoryRow {
  id: number;
  kind: 'order_complete' | 'order_canceled';
  points_kop: number;
  /** The balance right after this row. */
  balance_kop: number;
  order_number: string;
  created_at: Date | string;
}

/** The customer's ledger, newest first, each row with the running balance after it. */
export async function selectHistory(
  db: Queryable,
  customerId: number,
  limit: number,
  offset: number,
): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT * FROM (
       SELECT t.id, t.kind, (t.points * 100)::bigint AS points_kop,
              (sum((t.points * 100)::bigint) OVER (ORDER BY t.id))::bigint AS balance_kop,
              o.increment_id AS order_number, t.created_at
         FROM loyalty_transaction t JOIN sales_order o ON o.id = t.order_id
        WHERE t.customer_id = $1) h
      ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [customerId, limit, offset],
    { name: 'loyalty.history' },
  );
}

export async function countHistory(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM loyalty_transaction WHERE customer_id = $1',
    [customerId],
  );
  return row!.n;
}

/** One ledger row per (order, kind); answers whether this call wrote it. */
export async function insertTransaction(
  tx: Queryable,
  row: { customerId: number; orderId: number; kind: HistoryRow['kind']; pointsKop: number },
): Promise<boolean> {
  const written = await tx.query(
    `INSERT INTO loyalty_transaction (customer_id, order_id, kind, points)
     VALUES ($1, $2, $3, $4::bigint / 100.0)
     ON CONFLICT (order_id, kind) DO NOTHING RETURNING id`,
    [row.customerId, row.orderId, row.kind, row.pointsKop],
  );
  return written.length > 0;
}

/** What an order accrued (its order_complete row), in kopiykas; undefined when nothing. */
export async function accruedFor(
  tx: Queryable,
  orderId: number,
): Promise<{ customer_id: number; kop: number } | undefined> {
  const [row] = await tx.query<{ customer_id: number; kop: number }>(
    `SELECT customer_id, (points * 100)::bigint AS kop FROM loyalty_transaction
      WHERE order_id = $1 AND kind = 'order_complete'`,
    [orderId],
  );
  return row;
}
