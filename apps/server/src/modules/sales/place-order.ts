/**
 * Placing an order from a draft: all or nothing, once per idempotency key, never selling stock
 * that is not there, even with several server processes on one PostgreSQL server.
 *
 * 1. Reserve (one transaction): write the order under its key (a concurrent placement of the same
 *    key waits on the unique index, then finds this one), its items and addresses, run the
 *    caller's onPlaced hook (the cart closes), queue the mails when no card is charged, and last
 *    take each product's stock with a conditional decrement in product-id order (no deadlocks
 *    between two buyers of the same sizes) and refresh the listing of sizes that sold out.
 * 2. Card only, outside any transaction: charge through the PaymentGateway.
 * 3. Card only: accepted → the order is processing with its transaction id, mails queued;
 *    declined → release: stock back, the order canceled and its key freed, onReleased (the cart
 *    reopens), and a PaymentDeclinedError.
 */
import type { Db, Queryable } from '../../db/connection.ts';
import type { MailSender } from '../../platform/mail/send-mail.ts';
import type { ChargeResult, PaymentGateway } from '../payment/gateway.ts';
import { isOnlinePayment } from '../payment/methods.ts';
import { insertPaymentToken } from '../payment/saved-cards.ts';
import {
  InvalidDraftError,
  OutOfStockError,
  PaymentDeclinedError,
  PlacementInProgressError,
} from './errors.ts';
import { kopToDecimal } from './money.ts';
import type { OrderDraft, OrderDraftAddress, PlacedOrder, PlacementHooks } from './order-draft.ts';
import { queueOrderMails } from './order-mail.ts';
import {
  findOrderByKey,
  insertOrderOnce,
  markPaid,
  orderAndStockBeforePlacing,
  orderLines,
  refreshListingOf,
  releaseOrder,
  returnStock,
  stalePendingPayments,
  takeStock,
  type OrderKeyRow,
} from './queries.ts';

export interface PlacementDeps {
  gateway: PaymentGateway;
  /** Queues the confirmation and the shop's notification in the order's transaction. */
  mail?: MailSender;
  /** Where the shop hears of each new order (SHOP_ORDER_EMAIL); unset: no notification. */
  shopEmail?: string;
  /** How long a retry waits for the same key's card payment to settle (default 15 s). */
  settleWaitMs?: number;
}

export type OrderStatus = 'pending_payment' | 'pending' | 'callback' | 'processing' | 'complete' | 'canceled';

export async function placeOrderFromDraft(
  db: Db,
  draft: OrderDraft,
  deps: PlacementDeps,
  hooks: PlacementHooks = {},
): Promise<PlacedOrder> {
  validateDraft(draft);
  const online = isOnlinePayment(draft.payment.method);
  const settleBy = Date.now() + (deps.settleWaitMs ?? 15_000);
  const wanted = quantitiesByProduct(draft);
  let seen = hooks.seenBefore && { existing: undefined, stock: hooks.seenBefore.stock };
  for (;;) {
    const { existing, stock } =
      seen ??
      (await orderAndStockBeforePlacing(
        db,
        draft.idempotencyKey,
        wanted.map(([id]) => id),
      ));
    seen = undefined;
    if (existing) {
      // Placed already: the same order again. Being paid for: wait for the outcome (a declined
      // payment frees the key, and this attempt then places anew).
      if (existing.status !== 'pending_payment') return placedOf(existing, true);
      if (Date.now() > settleBy) throw new PlacementInProgressError();
      await sleep(50);
      continue;
    }
    // A cheap early refusal when the stock is plainly short (after a sell-out most buyers end
    // here, without a transaction); the conditional decrement below still decides.
    let order: PlacedOrder | undefined;
    try {
      refuseIfPlainlyShort(draft, wanted, stock);
      order = await retryOnDeadlock(() => db.transaction((tx) => reserve(tx, draft, deps, hooks, online)));
    } catch (e) {
      // The stock may be gone because this very key took it a moment ago (a retry racing its
      // first attempt): that answers the order, not a refusal.
      const placed = e instanceof OutOfStockError && (await findOrderByKey(db, draft.idempotencyKey));
      if (placed) continue;
      throw e;
    }
    // Another placement of this key committed first: look again.
    if (!order) continue;
    return online ? chargeAndSettle(db, draft, deps, hooks, order) : order;
  }
}

async function reserve(
  tx: Queryable,
  draft: OrderDraft,
  deps: PlacementDeps,
  hooks: PlacementHooks,
  online: boolean,
): Promise<PlacedOrder | undefined> {
  const status: OrderStatus = online
    ? 'pending_payment'
    : draft.kind === 'one_click'
      ? 'callback'
      : 'pending';
  const items = draft.items.map((i) => ({
    product_id: i.productId,
    sku: i.sku,
    parent_product_id: i.parentProductId,
    parent_sku: i.parentSku,
    name: i.name,
    size_label: i.sizeLabel,
    qty: i.qty,
    price: kopToDecimal(i.unitPriceKop),
    row_total: kopToDecimal(i.rowTotalKop),
    discount_amount: kopToDecimal(i.discountKop),
    loyalty_bonus: kopToDecimal(i.loyaltyBonusKop),
  }));
  const addresses = [
    draft.shipping.address && addressRow('shipping', draft.shipping.address),
    draft.billingAddress && addressRow('billing', draft.billingAddress),
  ].filter((a) => a !== null);
  const row = await insertOrderOnce(
    tx,
    {
      idempotency_key: draft.idempotencyKey,
      kind: draft.kind,
      status,
      store_code: draft.storeCode,
      customer_id: draft.customerId,
      customer_email: draft.email,
      customer_phone: draft.phone,
      customer_name: draft.customerName ?? null,
      subtotal: kopToDecimal(draft.totals.subtotalKop),
      discount_amount: kopToDecimal(draft.totals.discountKop),
      shipping_amount: kopToDecimal(draft.totals.shippingKop),
      grand_total: kopToDecimal(draft.totals.grandTotalKop),
      coupon_code: draft.totals.couponCode,
      loyalty_bonus: kopToDecimal(draft.items.reduce((sum, i) => sum + i.loyaltyBonusKop, 0)),
      shipping_carrier_code: draft.shipping.carrierCode,
      shipping_method_code: draft.shipping.methodCode,
      shipping_title: draft.shipping.title,
      pickup_location_id: draft.shipping.pickupLocationId,
      payment_method: draft.payment.method,
      payment_title: draft.payment.title,
    },
    items,
    addresses,
  );
  if (!row) return undefined;

  const placed = placedOf(row, false);
  await hooks.onPlaced?.(tx, placed);
  if (!online) await queueOrderMails(tx, deps, draft, placed);
  // Last, so the stock rows stay locked only for the decrement and the commit: buyers of a
  // popular size queue on that row for as short a time as possible.
  await takeAllStock(tx, draft);
  return placed;
}

/**
 * Takes every product's quantity, in product-id order, each with a conditional decrement.
 * A refusal names every line that cannot be had, and the transaction rolls back whole.
 */
async function takeAllStock(tx: Queryable, draft: OrderDraft): Promise<void> {
  const wanted = quantitiesByProduct(draft);
  const left = await takeStock(tx, wanted);
  const short = wanted.filter(([id]) => !left.has(id)).map(([id]) => id);
  if (short.length) throw outOfStock(draft, new Set(short));
  const soldOut = [...left].filter(([, qty]) => qty === 0).map(([id]) => id);
  if (soldOut.length) await refreshListingOf(tx, soldOut);
}

/** Refuses early when the stock read before placing is plainly short; takeStock still decides. */
function refuseIfPlainlyShort(
  draft: OrderDraft,
  wanted: [number, number][],
  stock: Map<number, number>,
): void {
  const short = new Set(wanted.filter(([id, qty]) => (stock.get(id) ?? 0) < qty).map(([id]) => id));
  if (short.size) throw outOfStock(draft, short);
}

function outOfStock(draft: OrderDraft, productIds: Set<number>): OutOfStockError {
  return new OutOfStockError(
    draft.items.filter((i) => productIds.has(i.productId)).map((i) => ({ sku: i.sku, requested: i.qty })),
  );
}

async function chargeAndSettle(
  db: Db,
  draft: OrderDraft,
  deps: PlacementDeps,
  hooks: PlacementHooks,
  order: PlacedOrder,
): Promise<PlacedOrder> {
  let result: ChargeResult;
  try {
    result = await deps.gateway.charge({
      orderNumber: order.incrementId,
      amountKop: draft.totals.grandTotalKop,
      currency: 'UAH',
      nonce: draft.payment.nonce,
      saveCard: Boolean(draft.payment.saveCard && draft.customerId !== null),
      gatewayToken: draft.payment.gatewayToken ?? null,
    });
  } catch {
    // The acquirer did not answer. The test gateway never throws; a real one should be asked
    // for the payment's status here before releasing (see the README's notes on payments).
    result = { ok: false, reason: 'The payment could not be completed. Please try again.' };
  }
  if (result.ok) {
    const transactionId = result.transactionId;
    const savedCard = result.savedCard;
    const settled = await db.transaction(async (tx) => {
      const paid = await markPaid(tx, order.orderId, transactionId);
      if (paid) await queueOrderMails(tx, deps, draft, order);
      // The card the customer asked to keep, kept with the paid order (never for a guest).
      if (paid && savedCard && draft.customerId !== null) {
        await insertPaymentToken(tx, draft.customerId, draft.payment.method, savedCard);
      }
      return paid;
    });
    // Released meanwhile as stale (releaseStalePayments): its stock is sold again. A real
    // acquirer's charge must be refunded here.
    if (!settled)
      throw new PaymentDeclinedError(
        'The payment took too long and the order was canceled. Please try again.',
      );
    return order;
  }
  await db.transaction((tx) => release(tx, order, hooks));
  throw new PaymentDeclinedError(result.reason);
}

/** Undoes a reservation: the order canceled (its key freed), its stock back, the cart reopened. */
async function release(tx: Queryable, order: PlacedOrder, hooks: PlacementHooks): Promise<boolean> {
  if (!(await releaseOrder(tx, order.orderId))) return false;
  await returnOrderStock(tx, order.orderId);
  await hooks.onReleased?.(tx, order);
  return true;
}

/**
 * Puts an order's units back in stock (a released placement, a canceled order), in product-id
 * order like takeAllStock, and refreshes the listing of sizes that came back.
 */
export async function returnOrderStock(tx: Queryable, orderId: number): Promise<void> {
  const lines = await orderLines(tx, orderId);
  const back = new Map<number, number>();
  for (const l of lines) back.set(l.product_id, (back.get(l.product_id) ?? 0) + l.qty);
  const restocked: number[] = [];
  for (const [productId, qty] of [...back].sort((a, b) => a[0] - b[0])) {
    const now = await returnStock(tx, productId, qty);
    if (now === qty) restocked.push(productId);
  }
  if (restocked.length) await refreshListingOf(tx, restocked);
}

/**
 * Card placements left between reserve and settle by a process that died while charging: those
 * pending payment for longer than `maxAgeSeconds` are released (stock back, order canceled, key
 * freed). The shopper's cart stays closed; the storefront's invalid-cart recovery gives a new one.
 * With a real acquirer, ask it for each payment's status first (the test gateway keeps none).
 * Answers how many were released.
 */
export async function releaseStalePayments(db: Db, maxAgeSeconds = 900): Promise<number> {
  const stale = await stalePendingPayments(db, maxAgeSeconds);
  let released = 0;
  for (const row of stale) {
    const order = placedOf(row, false);
    if (await db.transaction((tx) => release(tx, order, {}))) released++;
  }
  return released;
}

function quantitiesByProduct(draft: OrderDraft): [number, number][] {
  const byProduct = new Map<number, number>();
  for (const i of draft.items) byProduct.set(i.productId, (byProduct.get(i.productId) ?? 0) + i.qty);
  return [...byProduct].sort((a, b) => a[0] - b[0]);
}

function addressRow(type: 'shipping' | 'billing', a: OrderDraftAddress) {
  return {
    address_type: type,
    firstname: a.firstname,
    lastname: a.lastname,
    telephone: a.telephone,
    city: a.city,
    street: a.street,
    postcode: a.postcode,
    country_id: a.countryId,
    region_code: a.regionCode,
    region: a.region,
    nova_poshta_city_ref: a.novaPoshtaCityRef,
    nova_poshta_street_ref: a.novaPoshtaStreetRef,
    nova_poshta_warehouse_ref: a.novaPoshtaWarehouseRef,
    delivery_time_slots: a.deliveryTimeSlots,
  };
}

function placedOf(row: OrderKeyRow, reused: boolean): PlacedOrder {
  return { orderId: row.id, incrementId: row.increment_id, reused };
}

const isKop = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Refuses a draft no order may come from; the caller's own checks come first. */
export function validateDraft(draft: OrderDraft): void {
  if (!draft.idempotencyKey) throw new InvalidDraftError('the order has no idempotency key.');
  if (draft.items.length === 0) throw new InvalidDraftError('the cart has no items.');
  for (const i of draft.items) {
    if (!Number.isSafeInteger(i.qty) || i.qty <= 0)
      throw new InvalidDraftError(`the quantity of ${i.sku} is not valid.`);
    if (![i.unitPriceKop, i.rowTotalKop, i.discountKop, i.loyaltyBonusKop].every(isKop))
      throw new InvalidDraftError(`the amounts of ${i.sku} are not valid.`);
  }
  const t = draft.totals;
  if (![t.subtotalKop, t.discountKop, t.shippingKop, t.grandTotalKop].every(isKop))
    throw new InvalidDraftError('the order totals are not valid.');
  if (t.subtotalKop - t.discountKop + t.shippingKop !== t.grandTotalKop)
    throw new InvalidDraftError('the order totals do not add up.');
}

/**
 * Stock rows are taken in product-id order, so buyers never deadlock on them; two sell-outs that
 * refresh the same listed products may still meet there, rarely: PostgreSQL then aborts one,
 * which runs again (its transaction rolled back whole).
 */
async function retryOnDeadlock<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw e;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
