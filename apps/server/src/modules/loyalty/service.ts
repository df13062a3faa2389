/**
 * The loyalty programme's rules.
 *
 * - Card: every customer has one, issued at registration (customer module) or on the first read
 *   of `customer.loyalty` for accounts older than the programme.
 * - Bonuses: an order earns its `loyalty_bonus` (the sum of its lines' loyalty_bonus_data: each
 *   product's bonus per unit × quantity, fixed when the order was placed) when it is completed,
 *   once; a canceled order that had accrued gives it back, once. Guests' orders earn nothing.
 *   1 bonus point = 1 гривня of bonus; points are kept to the kopiyka.
 */
import type { Db, Queryable } from '../../db/connection.ts';
import { newCardNumber } from './card.ts';
import {
  accruedFor,
  balanceKop,
  countHistory,
  insertCard,
  insertTransaction,
  selectCard,
  selectHistory,
  type HistoryRow,
} from './queries.ts';

export interface LoyaltyView {
  customerId: number;
  active_bonuses: number;
  loyalty_card: string | null;
}

/** The customer's card number, issuing one when there is none. */
export async function ensureCard(db: Queryable, customerId: number): Promise<string | null> {
  const existing = await selectCard(db, customerId);
  if (existing) return existing;
  // A clash with another card is one in 10^11 per draw: a few draws always suffice.
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await insertCard(db, customerId, newCardNumber());
    if (outcome !== 'taken') return (await selectCard(db, customerId)) ?? null;
  }
  throw new Error('could not issue a loyalty card number');
}

export async function customerLoyalty(db: Db, customerId: number): Promise<LoyaltyView> {
  const [card, kop] = await Promise.all([ensureCard(db, customerId), balanceKop(db, customerId)]);
  return { customerId, active_bonuses: kop / 100, loyalty_card: card };
}

export interface HistoryPage {
  items: HistoryRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

export async function loyaltyHistory(
  db: Db,
  customerId: number,
  currentPage: number,
  pageSize: number,
): Promise<HistoryPage> {
  const [items, total] = await Promise.all([
    selectHistory(db, customerId, pageSize, (currentPage - 1) * pageSize),
    countHistory(db, customerId),
  ]);
  return {
    items,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  };
}

export interface SettledOrder {
  id: number;
  customer_id: number | null;
  loyalty_bonus_kop: number;
}

/** The order was completed (inside the status change's transaction): its bonus, once. */
export async function accrueOrderBonus(tx: Queryable, order: SettledOrder): Promise<boolean> {
  if (order.customer_id === null || order.loyalty_bonus_kop <= 0) return false;
  return insertTransaction(tx, {
    customerId: order.customer_id,
    orderId: order.id,
    kind: 'order_complete',
    pointsKop: order.loyalty_bonus_kop,
  });
}

/**
 * The order was canceled: what it accrued is taken back, once. Answers the kopiykas taken back
 * (0 when it accrued nothing or was reversed already).
 */
export async function reverseOrderBonus(tx: Queryable, orderId: number): Promise<number> {
  const accrued = await accruedFor(tx, orderId);
  if (!accrued || accrued.kop <= 0) return 0;
  const written = await insertTransaction(tx, {
    customerId: accrued.customer_id,
    orderId,
    kind: 'order_canceled',
    pointsKop: -accrued.kop,
  });
  return written ? accrued.kop : 0;
}
