/**
 * Placing orders from drafts on the test database (PGlite, or the PostgreSQL server named by
 * DATABASE_URL): whole orders, refusals that change nothing, one order per key, card payments
 * settled or released, the listing kept true when a size sells out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { CARD, availablePaymentMethods } from '../src/modules/payment/methods.ts';
import { TestPaymentGateway } from '../src/modules/payment/gateway.ts';
import { InvalidDraftError, OutOfStockError, PaymentDeclinedError } from '../src/modules/sales/errors.ts';
import {
  placeOrderFromDraft,
  releaseStalePayments,
  type PlacementDeps,
} from '../src/modules/sales/place-order.ts';
import type { PlacedOrder } from '../src/modules/sales/order-draft.ts';
import { testServer } from './harness.ts';
import { draftOf, line, stockOf, variantsWithStock } from './sales/fixtures.ts';

const deps: PlacementDeps = { gateway: new TestPaymentGateway() };

// Seeding the shared server takes a while the first time: not a test's time.
beforeAll(() => testServer());

describe('placing an order', () => {
  it('writes the whole order: items, addresses, exact totals, stock moved', async () => {
    const { db } = await testServer();
    const [a, b] = await variantsWithStock(db, 2, 5);
    const draft = draftOf([line(a!, 2, 99_999), line(b!, 1, 1)]);
    const placed = await placeOrderFromDraft(db, draft, deps);
    expect(placed.reused).toBe(false);
    expect(placed.incrementId).toMatch(/^\d{9}$/);

    const [order] = await db.query<Record<string, unknown>>(
      `SELECT status, kind, store_code, customer_email, subtotal::text, shipping_amount::text, grand_total::text,
              loyalty_bonus::text, payment_method, shipping_carrier_code
         FROM sales_order WHERE id = $1`,
      [placed.orderId],
    );
    expect(order).toEqual({
      status: 'pending',
      kind: 'checkout',
      store_code: 'ua',
      customer_email: 'olena@example.com',
      subtotal: '1999.99',
      shipping_amount: '0.00',
      grand_total: '1999.99',
      loyalty_bonus: '99.99',
      payment_method: 'cashondelivery',
      shipping_carrier_code: 'novaposhta',
    });
    const items = await db.query<{ sku: string; qty: number; row_total: string; size_label: string }>(
      'SELECT sku, qty, row_total::text, size_label FROM sales_order_item WHERE order_id = $1 ORDER BY id',
      [placed.orderId],
    );
    expect(items).toEqual([
      { sku: a!.sku, qty: 2, row_total: '1999.98', size_label: 'M' },
      { sku: b!.sku, qty: 1, row_total: '0.01', size_label: 'M' },
    ]);
    const addresses = await db.query<{ address_type: string; nova_poshta_warehouse_ref: string }>(
      'SELECT address_type, nova_poshta_warehouse_ref FROM sales_order_address WHERE order_id = $1 ORDER BY address_type',
      [placed.orderId],
    );
    expect(addresses.map((r) => r.address_type)).toEqual(['billing', 'shipping']);
    expect(addresses[1]!.nova_poshta_warehouse_ref).toBe('1ec09d88-e1c2-11e3-8c4a-0050568002cf');
    expect(await stockOf(db, a!.id)).toBe(3);
    expect(await stockOf(db, b!.id)).toBe(4);
  });

  it('gives increasing, distinct order numbers', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 10);
    const first = await placeOrderFromDraft(db, draftOf([line(v!, 1)]), deps);
    const second = await placeOrderFromDraft(db, draftOf([line(v!, 1)]), deps);
    expect(Number(second.incrementId)).toBeGreaterThan(Number(first.incrementId));
  });

  it('refuses a draft it cannot fulfil and changes nothing: no order, stock and cart as they were', async () => {
    const { db } = await testServer();
    const [plenty, scarce] = await variantsWithStock(db, 2, 2);
    const draft = draftOf([line(plenty!, 1), line(scarce!, 3)]);
    const placed: PlacedOrder[] = [];
    const error = await placeOrderFromDraft(db, draft, deps, {
      onPlaced: async (_tx, o) => void placed.push(o),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as OutOfStockError).message).toBe(
      'Unable to place order: The requested qty is not available',
    );
    expect((error as OutOfStockError).items).toEqual([{ sku: scarce!.sku, requested: 3 }]);
    expect((error as OutOfStockError).extensions.category).toBe('graphql-input');
    expect(placed).toEqual([]);
    expect(await stockOf(db, plenty!.id)).toBe(2);
    expect(await stockOf(db, scarce!.id)).toBe(2);
    const orders = await db.query('SELECT 1 FROM sales_order WHERE idempotency_key = $1', [
      draft.idempotencyKey,
    ]);
    expect(orders).toHaveLength(0);
  });

  it('counts two lines of one size against one stock', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 3);
    await expect(placeOrderFromDraft(db, draftOf([line(v!, 2), line(v!, 2)]), deps)).rejects.toBeInstanceOf(
      OutOfStockError,
    );
    expect(await stockOf(db, v!.id)).toBe(3);
  });

  it('refuses drafts no order may come from', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 3);
    const bad = [
      draftOf([]),
      draftOf([{ ...line(v!, 1), qty: 0 }]),
      draftOf([{ ...line(v!, 1), qty: 1.5 }]),
      draftOf([{ ...line(v!, 1), unitPriceKop: -1 }]),
      { ...draftOf([line(v!, 1)]), totals: { ...draftOf([line(v!, 1)]).totals, grandTotalKop: 1 } },
    ];
    for (const draft of bad)
      await expect(placeOrderFromDraft(db, draft, deps)).rejects.toBeInstanceOf(InvalidDraftError);
    expect(await stockOf(db, v!.id)).toBe(3);
  });

  it('takes a sold-out size out of the listing (in_stock, size_option_ids) and ends cached listings', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 1);
    // Only this size in stock, so the parent leaves the listing of sizes and of in-stock products.
    await db.query(
      `UPDATE inventory SET qty = 0 WHERE product_id IN (SELECT id FROM product WHERE parent_id = $1 AND id <> $2)`,
      [v!.parentId, v!.id],
    );
    await db.query('SELECT refresh_product_listing($1::int[])', [[v!.parentId]]);
    const listing = async () =>
      (
        await db.query<{ in_stock: boolean; size_option_ids: number[] }>(
          'SELECT in_stock, size_option_ids FROM product WHERE id = $1',
          [v!.parentId],
        )
      )[0]!;
    expect(await listing()).toEqual({ in_stock: true, size_option_ids: [v!.sizeOptionId] });
    const [before] = await db.query<{ version: number }>('SELECT version FROM catalog_state');
    await placeOrderFromDraft(db, draftOf([line(v!, 1)]), deps);
    expect(await listing()).toEqual({ in_stock: false, size_option_ids: [] });
    const [after] = await db.query<{ version: number }>('SELECT version FROM catalog_state');
    expect(after!.version).toBeGreaterThan(before!.version);
  });
});

describe('one order per key', () => {
  it('answers the same order to a second placement of the key', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 5);
    const draft = draftOf([line(v!, 1)]);
    const first = await placeOrderFromDraft(db, draft, deps);
    const again = await placeOrderFromDraft(db, draft, deps);
    expect(again).toEqual({ ...first, reused: true });
    expect(await stockOf(db, v!.id)).toBe(4);
  });

  it('places one order when several placements of one key run at once', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 10);
    const draft = draftOf([line(v!, 2)]);
    const hooked: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrderFromDraft(db, draft, deps, { onPlaced: async (_tx, o) => void hooked.push(o.orderId) }),
      ),
    );
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => !r.reused)).toHaveLength(1);
    expect(hooked).toHaveLength(1);
    expect(await stockOf(db, v!.id)).toBe(8);
    const orders = await db.query('SELECT 1 FROM sales_order WHERE idempotency_key = $1', [
      draft.idempotencyKey,
    ]);
    expect(orders).toHaveLength(1);
  });

  it('places one order when placements that saw no order and the stock (an active cart) run at once', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 10);
    const draft = draftOf([line(v!, 2)]);
    // Each skips its first look, as the cart's placeOrder does after reading the cart active.
    const seenBefore = { stock: new Map([[v!.id, 10]]) };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => placeOrderFromDraft(db, draft, deps, { seenBefore })),
    );
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => !r.reused)).toHaveLength(1);
    expect(await stockOf(db, v!.id)).toBe(8);
    // Seen before a placement that has committed since: the order is found, not placed again.
    expect(await placeOrderFromDraft(db, draft, deps, { seenBefore })).toEqual({
      ...results[0]!,
      reused: true,
    });
    expect(await stockOf(db, v!.id)).toBe(8);
  });

  it('answers the order, not a refusal, to a retry racing the placement that took the last units', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 2);
    const draft = draftOf([line(v!, 2)]);
    const first = await placeOrderFromDraft(db, draft, deps);
    // The retry looked for its key just before the first placement committed (it saw none),
    // and finds the stock gone after.
    let lookups = 0;
    const racing: Db = {
      ...db,
      query: (async (text: string, params?: unknown[]) => {
        const rows = await db.query<Record<string, unknown>>(text, params);
        // The first look for the key (alone, or with the stock before placing) sees no order.
        if (/from "?sales_order"? where "?idempotency_key/i.test(text) && lookups++ === 0)
          return rows[0] && 'existing' in rows[0] ? [{ ...rows[0], existing: null }] : [];
        return rows;
      }) as Db['query'],
      transaction: (fn) => db.transaction(fn),
    };
    expect(await placeOrderFromDraft(racing, draft, deps)).toEqual({ ...first, reused: true });
    expect(lookups).toBeGreaterThan(1);
    expect(await stockOf(db, v!.id)).toBe(0);
  });

  it('waits for a card payment of the same key still running, then answers its order', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 5);
    const slow: PlacementDeps = { gateway: new TestPaymentGateway(300) };
    const draft = draftOf([line(v!, 1)], { payment: { method: CARD, title: 'Card', nonce: 'tok_visa_ok' } });
    const first = placeOrderFromDraft(db, draft, slow);
    await new Promise((r) => setTimeout(r, 100));
    const second = await placeOrderFromDraft(db, draft, slow);
    expect(second).toEqual({ ...(await first), reused: true });
    const [order] = await db.query<{ status: string }>('SELECT status FROM sales_order WHERE id = $1', [
      second.orderId,
    ]);
    expect(order!.status).toBe('processing');
  });
});

describe('card payments', () => {
  const card = (nonce: string) => ({ payment: { method: CARD, title: 'Card', nonce } });

  it('charges an accepted card and records the transaction', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 2);
    const placed = await placeOrderFromDraft(db, draftOf([line(v!, 1)], card('tok_visa_ok')), deps);
    const [order] = await db.query<{ status: string; payment_transaction_id: string }>(
      'SELECT status, payment_transaction_id FROM sales_order WHERE id = $1',
      [placed.orderId],
    );
    expect(order!.status).toBe('processing');
    expect(order!.payment_transaction_id).toMatch(/^test_/);
    expect(await stockOf(db, v!.id)).toBe(1);
  });

  it('releases a declined card: stock back, the cart reopened, the key free for the next attempt', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 1);
    const events: string[] = [];
    const hooks = {
      onPlaced: async () => void events.push('placed'),
      onReleased: async () => void events.push('released'),
    };
    const declined = draftOf([line(v!, 1)], card('tok_declined'));
    const error = await placeOrderFromDraft(db, declined, deps, hooks).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as Error).message).toBe('Unable to place order: The card was declined by the bank.');
    expect(events).toEqual(['placed', 'released']);
    expect(await stockOf(db, v!.id)).toBe(1);
    const [listed] = await db.query<{ in_stock: boolean }>('SELECT in_stock FROM product WHERE id = $1', [
      v!.parentId,
    ]);
    expect(listed!.in_stock).toBe(true);

    // The shopper corrects the card: same key (the same cart), a new order.
    const accepted = await placeOrderFromDraft(db, { ...declined, ...card('tok_visa_ok') }, deps, hooks);
    expect(accepted.reused).toBe(false);
    expect(await stockOf(db, v!.id)).toBe(0);
    const statuses = await db.query<{ status: string }>(
      `SELECT status FROM sales_order WHERE idempotency_key LIKE $1 || '%' ORDER BY id`,
      [declined.idempotencyKey],
    );
    expect(statuses.map((s) => s.status)).toEqual(['canceled', 'processing']);
  });

  it('declines an unknown nonce with a clear message', async () => {
    const { db } = await testServer();
    const [v] = await variantsWithStock(db, 1, 1);
    await expect(
      placeOrderFromDraft(db, draftOf([line(v!, 1)], card('4111111111111111')), deps),
    ).rejects.toThrow('Unable to place order: The card details are not valid. Please enter them again.');
    expect(await stockOf(db, v!.id)).toBe(1);
  });
});

describe('card placements left pending by a dead process', () => {
  it('are released after a while: stock back, order canceled; a charge that answers late is refused', async () => {
    const { db } = await testServer();
    // Card placements of earlier tests still pending would count below once a slow machine ages them.
    await releaseStalePayments(db, 0);
    const [v] = await variantsWithStock(db, 1, 1);
    let answer: (ok: boolean) => void = () => undefined;
    const hanging: PlacementDeps = {
      gateway: {
        charge: () =>
          new Promise((resolve) => {
            answer = (ok) => resolve(ok ? { ok: true, transactionId: 'late' } : { ok: false, reason: 'no' });
          }),
      },
    };
    const draft = draftOf([line(v!, 1)], { payment: { method: CARD, title: 'Card', nonce: 'tok_visa_ok' } });
    const placing = placeOrderFromDraft(db, draft, hanging).catch((e: unknown) => e);
    for (let i = 0; (await stockOf(db, v!.id)) !== 0; i++) {
      if (i > 200) throw new Error('never reserved');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await releaseStalePayments(db, 60)).toBe(0); // not stale yet
    await db.query(
      `UPDATE sales_order SET created_at = now() - interval '2 minutes' WHERE idempotency_key = $1`,
      [draft.idempotencyKey],
    );
    expect(await releaseStalePayments(db, 60)).toBe(1);
    expect(await stockOf(db, v!.id)).toBe(1);
    answer(true);
    const error = await placing;
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    const [order] = await db.query<{ status: string }>(
      `SELECT status FROM sales_order WHERE idempotency_key LIKE $1 || '%'`,
      [draft.idempotencyKey],
    );
    expect(order!.status).toBe('canceled');
  });
});

describe('payment methods per delivery', () => {
  it('offers cash on delivery with Nova Poshta and card only for store pickup', () => {
    expect(availablePaymentMethods('novaposhta').map((m) => m.code)).toEqual([
      'cashondelivery',
      'vitryna_card',
    ]);
    expect(availablePaymentMethods('storepickup').map((m) => m.code)).toEqual(['vitryna_card']);
  });
});
