/**
 * The shop moves an order on: complete (delivered and paid) or cancel. One transaction holds the
 * order's row lock, the new status, the stock a cancel puts back and the loyalty ledger's row,
 * so a status and its consequences never part, and two changes of one order queue on its row.
 *
 * Transitions:
 * - complete: from pending, callback or processing. Not from pending_payment (the card is
 *   still being charged) nor canceled. Completing a complete order changes nothing.
 * - cancel: from pending, callback, processing or complete (goods came back). Not from
 *   pending_payment (the payment settles or is released first). Canceling a canceled order
 *   changes nothing. The units go back in stock.
 * The loyalty module accrues a completed order's bonus and takes it back when it is canceled.
 */
import type { Db, Queryable } from '../../db/connection.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { accrueOrderBonus, reverseOrderBonus } from '../loyalty/service.ts';
import { returnOrderStock } from './place-order.ts';
import type { OrderStatus } from './place-order.ts';

export type StatusAction = 'complete' | 'cancel';

/** Magento's text for an order id that names nothing (OrderRepository::get). */
export const NO_SUCH_ORDER = "The entity that was requested doesn't exist. Verify the entity and try again.";

export type OrderRef = { id: number } | { incrementId: string };

export interface StatusChange {
  orderId: number;
  incrementId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** False when the order already had that status (nothing was done). */
  changed: boolean;
  /** Bonus points the change added (positive) or took back (negative), 0 for none. */
  bonusChange: number;
}

interface LockedOrder {
  id: number;
  increment_id: string;
  status: OrderStatus;
  customer_id: number | null;
  loyalty_bonus_kop: number;
}

const TARGET: Record<StatusAction, OrderStatus> = { complete: 'complete', cancel: 'canceled' };
const ALLOWED_FROM: Record<StatusAction, readonly OrderStatus[]> = {
  complete: ['pending', 'callback', 'processing'],
  cancel: ['pending', 'callback', 'processing', 'complete'],
};

function refused(order: LockedOrder, action: StatusAction): Error {
  if (order.status === 'pending_payment')
    return inputError(
      `Order ${order.increment_id} is waiting for its card payment; it can be ${action === 'complete' ? 'completed' : 'canceled'} once the payment is settled.`,
    );
  if (action === 'complete')
    return inputError(`A canceled order cannot be completed: ${order.increment_id}.`);
  return inputError(`Order ${order.increment_id} cannot be canceled from the status "${order.status}".`);
}

async function lockOrder(tx: Queryable, ref: OrderRef): Promise<LockedOrder | undefined> {
  const [row] = await tx.query<LockedOrder>(
    `SELECT id, increment_id, status, customer_id, (loyalty_bonus * 100)::bigint AS loyalty_bonus_kop
       FROM sales_order WHERE ${'id' in ref ? 'id = $1' : 'increment_id = $1'} FOR UPDATE`,
    ['id' in ref ? ref.id : ref.incrementId],
  );
  return row;
}

export async function changeOrderStatus(db: Db, ref: OrderRef, action: StatusAction): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref);
    if (!order) throw noSuchEntity(NO_SUCH_ORDER);
    const to = TARGET[action];
    const base = { orderId: order.id, incrementId: order.increment_id, from: order.status, to };
    if (order.status === to) return { ...base, changed: false, bonusChange: 0 };
    if (!ALLOWED_FROM[action].includes(order.status)) throw refused(order, action);
    await tx.query(`UPDATE sales_order SET status = $2, updated_at = now() WHERE id = $1`, [order.id, to]);
    let bonusChange = 0;
    if (action === 'complete') {
      if (await accrueOrderBonus(tx, order)) bonusChange = order.loyalty_bonus_kop / 100;
    } else {
      await returnOrderStock(tx, order.id);
      bonusChange = -(await reverseOrderBonus(tx, order.id)) / 100;
    }
    return { ...base, changed: true, bonusChange };
  });
}
