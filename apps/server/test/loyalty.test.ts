/**
 * The loyalty programme over real HTTP: a card issued at registration (and to older accounts on
 * first read), bonuses accrued once when the shop completes an order (REST or the command),
 * taken back once when it is canceled, the ledger's history, stock back on a cancel, the order
 * status transitions, the integration token, and nobody seeing another customer's loyalty.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { isValidEan13 } from '../src/modules/loyalty/card.ts';
import { TestPaymentGateway } from '../src/modules/payment/gateway.ts';
import { changeOrderStatus } from '../src/modules/sales/order-status.ts';
import { placeOrderFromDraft } from '../src/modules/sales/place-order.ts';
import { startInstance, type Instance } from './app-instance.ts';
import { call, signUp, type Account } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';
import { draftOf, line, stockOf, variantsWithStock, type Variant } from './sales/fixtures.ts';

const TOKEN = 'integration-token-for-tests-7f3a9c';
let s: TestServer;
let shop: Instance;
let closedShop: Instance;
let a: Account;
let b: Account;
let variants: Variant[];

beforeAll(async () => {
  s = await testServer();
  shop = await startInstance(s.db, { INTEGRATION_TOKEN: TOKEN });
  closedShop = await startInstance(s.db, {});
  a = await signUp(s);
  b = await signUp(s);
  variants = await variantsWithStock(s.db, 4, 50);
});

afterAll(async () => {
  await shop?.close();
  await closedShop?.close();
});

const LOYALTY = `query ($page: Int, $size: Int) { customer { loyalty { active_bonuses loyalty_card
  balance_history(currentPage: $page, pageSize: $size) { total_count page_info { current_page page_size total_pages }
    items { balance change_reason date points_change order_number } } } } }`;

interface LoyaltyAnswer {
  active_bonuses: number;
  loyalty_card: string | null;
  balance_history: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: {
      balance: number;
      change_reason: string;
      date: string;
      points_change: number;
      order_number: string;
    }[];
  };
}

async function loyaltyOf(account: Account, variables: Record<string, unknown> = {}): Promise<LoyaltyAnswer> {
  const r = await call<{ customer: { loyalty: LoyaltyAnswer } }>(s, LOYALTY, variables, account.token);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer.loyalty;
}

/** Places an order paid on delivery (status pending) earning `bonusKop`; answers its ids. */
async function place(customerId: number | null, v: Variant, bonusKop: number, qty = 1) {
  const item = { ...line(v, qty, 100_000), loyaltyBonusKop: bonusKop };
  const placed = await placeOrderFromDraft(s.db, draftOf([item], { customerId }), {
    gateway: new TestPaymentGateway(),
  });
  return { id: placed.orderId, number: placed.incrementId };
}

async function rest(
  pathname: string,
  body: unknown = {},
  token: string | null = TOKEN,
  target: Instance = shop,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${target.url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token !== null ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const complete = (id: number) =>
  rest(`/rest/V1/orders/${id}/comment`, { statusHistory: { status: 'complete' } });
const cancel = (id: number) => rest(`/rest/V1/orders/${id}/cancel`);

async function statusOf(orderId: number): Promise<string> {
  const [row] = await s.db.query<{ status: string }>('SELECT status FROM sales_order WHERE id = $1', [
    orderId,
  ]);
  return row!.status;
}

describe('loyalty card', () => {
  it('is issued at registration: a valid EAN-13 in the in-store range, the same on every read', async () => {
    const [row] = await s.db.query<{ card_number: string }>(
      'SELECT card_number FROM loyalty_card WHERE customer_id = $1',
      [a.id],
    );
    expect(row?.card_number).toMatch(/^2\d{12}$/);
    expect(isValidEan13(row!.card_number)).toBe(true);
    const first = await loyaltyOf(a);
    expect(first.loyalty_card).toBe(row!.card_number);
    expect((await loyaltyOf(a)).loyalty_card).toBe(row!.card_number);
    expect((await loyaltyOf(b)).loyalty_card).not.toBe(row!.card_number);
  });

  it('is issued on first read to an account that has none (older than the programme)', async () => {
    const c = await signUp(s);
    await s.db.query('DELETE FROM loyalty_card WHERE customer_id = $1', [c.id]);
    const read = await Promise.all([loyaltyOf(c), loyaltyOf(c)]);
    expect(read[0].loyalty_card).toMatch(/^2\d{12}$/);
    expect(read[1].loyalty_card).toBe(read[0].loyalty_card);
    expect(isValidEan13(read[0].loyalty_card!)).toBe(true);
  });

  it('is not given to a guest: customer.loyalty needs a signed-in customer', async () => {
    const r = await call(s, LOYALTY);
    expect(r.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('bonuses follow the order status', () => {
  it('accrue once when the order is completed, however often and concurrently it is completed', async () => {
    const before = (await loyaltyOf(a)).active_bonuses;
    const order = await place(a.id, variants[0]!, 12_345);
    expect((await loyaltyOf(a)).active_bonuses).toBe(before);
    const answers = await Promise.all([complete(order.id), complete(order.id), complete(order.id)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body).toBe(true);
    const again = await changeOrderStatus(s.db, { incrementId: order.number }, 'complete');
    expect(again.changed).toBe(false);
    expect(await statusOf(order.id)).toBe('complete');
    const after = await loyaltyOf(a);
    expect(after.active_bonuses).toBeCloseTo(before + 123.45, 2);
    expect(after.balance_history.items[0]).toMatchObject({
      change_reason: 'ORDER_COMPLETE',
      points_change: 123.45,
      order_number: order.number,
    });
    expect(after.balance_history.items[0]!.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const rows = await s.db.query('SELECT 1 FROM loyalty_transaction WHERE order_id = $1', [order.id]);
    expect(rows).toHaveLength(1);
  });

  it('are taken back once when a completed order is canceled, and its units go back in stock', async () => {
    const v = variants[1]!;
    const stock = await stockOf(s.db, v.id);
    const before = (await loyaltyOf(a)).active_bonuses;
    const order = await place(a.id, v, 5_001, 2);
    expect(await stockOf(s.db, v.id)).toBe(stock - 2);
    expect((await complete(order.id)).status).toBe(200);
    expect((await loyaltyOf(a)).active_bonuses).toBeCloseTo(before + 50.01, 2);
    const canceled = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(canceled.map((x) => [x.status, x.body])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await statusOf(order.id)).toBe('canceled');
    expect(await stockOf(s.db, v.id)).toBe(stock);
    const after = await loyaltyOf(a);
    expect(after.active_bonuses).toBeCloseTo(before, 2);
    expect(after.balance_history.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        change_reason: 'ORDER_CANCELED',
        points_change: -50.01,
        order_number: order.number,
      }),
      expect.objectContaining({
        change_reason: 'ORDER_COMPLETE',
        points_change: 50.01,
        order_number: order.number,
      }),
    ]);
    // Each row carries the balance after it.
    expect(after.balance_history.items[0]!.balance).toBeCloseTo(before, 2);
    expect(after.balance_history.items[1]!.balance).toBeCloseTo(before + 50.01, 2);
  });

  it('sum exactly: many kopiyka amounts add up without float drift', async () => {
    const c = await signUp(s);
    const v = variants[2]!;
    for (const kop of [10, 20, 70, 1]) {
      const order = await place(c.id, v, kop);
      await changeOrderStatus(s.db, { id: order.id }, 'complete');
    }
    const [row] = await s.db.query<{ total: string }>(
      'SELECT sum(points)::text AS total FROM loyalty_transaction WHERE customer_id = $1',
      [c.id],
    );
    expect(row!.total).toBe('1.01');
    expect((await loyaltyOf(c)).active_bonuses).toBe(1.01);
  });

  it('nothing accrues for an order canceled before completion, and it cannot be completed after', async () => {
    const v = variants[3]!;
    const stock = await stockOf(s.db, v.id);
    const before = (await loyaltyOf(a)).active_bonuses;
    const order = await place(a.id, v, 9_900);
    expect(await cancel(order.id)).toEqual({ status: 200, body: true });
    expect(await stockOf(s.db, v.id)).toBe(stock);
    const refused = await complete(order.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: `A canceled order cannot be completed: ${order.number}.` });
    expect(await statusOf(order.id)).toBe('canceled');
    expect((await loyaltyOf(a)).active_bonuses).toBe(before);
    expect(
      await s.db.query('SELECT 1 FROM loyalty_transaction WHERE order_id = $1', [order.id]),
    ).toHaveLength(0);
  });

  it("a guest's completed order earns nobody anything", async () => {
    const order = await place(null, variants[0]!, 7_000);
    expect((await complete(order.id)).status).toBe(200);
    expect(
      await s.db.query('SELECT 1 FROM loyalty_transaction WHERE order_id = $1', [order.id]),
    ).toHaveLength(0);
  });

  it('an order waiting for its card payment can be neither completed nor canceled', async () => {
    const order = await place(a.id, variants[0]!, 100);
    await s.db.query(`UPDATE sales_order SET status = 'pending_payment' WHERE id = $1`, [order.id]);
    for (const r of [await complete(order.id), await cancel(order.id)]) {
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/waiting for its card payment/);
    }
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it("customer.orders shows the order's new status", async () => {
    const order = await place(a.id, variants[0]!, 100);
    await complete(order.id);
    const r = await call<{ customer: { orders: { items: { number: string; status: string }[] } } }>(
      s,
      'query ($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { number status } } } }',
      { n: order.number },
      a.token,
    );
    expect(r.body.data!.customer.orders.items).toEqual([{ number: order.number, status: 'Complete' }]);
  });
});

describe("another customer's loyalty", () => {
  it('is never visible: each token reads its own balance, card and history only', async () => {
    const order = await place(b.id, variants[0]!, 4_200);
    await complete(order.id);
    const mine = await loyaltyOf(a);
    const theirs = await loyaltyOf(b);
    expect(theirs.active_bonuses).toBe(42);
    expect(theirs.balance_history.items.map((h) => h.order_number)).toEqual([order.number]);
    expect(mine.balance_history.items.map((h) => h.order_number)).not.toContain(order.number);
    expect(mine.loyalty_card).not.toBe(theirs.loyalty_card);
  });

  it('pages the history and refuses bad page arguments with Magento-style errors', async () => {
    const page = await loyaltyOf(a, { page: 2, size: 1 });
    expect(page.balance_history.page_info).toMatchObject({ current_page: 2, page_size: 1 });
    expect(page.balance_history.items).toHaveLength(1);
    expect(page.balance_history.total_count).toBeGreaterThanOrEqual(3);
    const bad = await call(s, LOYALTY, { size: 0 }, a.token);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'pageSize value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('order status REST API', () => {
  it('refuses a missing or wrong token, and every call when INTEGRATION_TOKEN is unset (401)', async () => {
    const order = await place(a.id, variants[0]!, 100);
    const unauthorized = {
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Sales::cancel' },
    };
    expect(await rest(`/rest/V1/orders/${order.id}/cancel`, {}, null)).toEqual({
      status: 401,
      body: unauthorized,
    });
    expect(await rest(`/rest/V1/orders/${order.id}/cancel`, {}, 'wrong')).toEqual({
      status: 401,
      body: unauthorized,
    });
    expect(await rest(`/rest/V1/orders/${order.id}/cancel`, {}, TOKEN, closedShop)).toEqual({
      status: 401,
      body: unauthorized,
    });
    expect(await rest(`/rest/V1/orders/${order.id}/cancel`, {}, '', closedShop)).toMatchObject({
      status: 401,
    });
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('answers 404 for an unknown order, 400 for an unsupported status, and works under a store code', async () => {
    const missing = await rest('/rest/V1/orders/999999999/cancel');
    expect(missing).toEqual({
      status: 404,
      body: {
        message: "The entity that was requested doesn't exist. Verify the entity and try again.",
        parameters: [],
      },
    });
    expect((await rest('/rest/V1/orders/abc/cancel')).status).toBe(404);
    const order = await place(a.id, variants[0]!, 100);
    const bad = await rest(`/rest/V1/orders/${order.id}/comment`, { statusHistory: { status: 'holded' } });
    expect(bad).toEqual({
      status: 400,
      body: {
        message: 'The status "%status" is not supported: use "complete" or "canceled".',
        parameters: { status: 'holded' },
      },
    });
    expect((await rest(`/rest/V1/orders/${order.id}/comment`, {})).status).toBe(400);
    const viaStore = await rest(`/rest/ru/V1/orders/${order.id}/comment`, {
      statusHistory: { status: 'canceled', comment: 'Покупець передумав' },
    });
    expect(viaStore).toEqual({ status: 200, body: true });
    expect(await statusOf(order.id)).toBe('canceled');
  });
});

describe('npm run order:status', () => {
  const cli = path.join(import.meta.dirname, '../src/modules/sales/order-status-cli.ts');
  const run = (env: Record<string, string | undefined>, args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
      timeout: 60_000,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('refuses bad arguments (exit 2)', async () => {
    const r = await run({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'order-status-')) }, ['12', 'ship']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Usage: npm run order:status/);
  });

  it('completes an order (its bonus accrues), says so again without accruing twice, and refuses what cannot be', async () => {
    // The embedded database cannot be shared with another process: the command gets its own.
    const pgliteDir = process.env.DATABASE_URL
      ? undefined
      : mkdtempSync(path.join(tmpdir(), 'order-status-'));
    const env = pgliteDir ? { DATA_DIR: pgliteDir } : { DATABASE_URL: process.env.DATABASE_URL };
    let number: string;
    let customerId: number;
    if (pgliteDir) {
      const db = await openDb({ dataDir: pgliteDir });
      await migrate(db);
      await db.exec(`INSERT INTO customer_group (id, code) VALUES (1, 'General');
        INSERT INTO store (id, code, name, locale) VALUES (1, 'ua', 'Українська', 'uk_UA');`);
      [{ id: customerId }] = (await db.query<{ id: number }>(
        `INSERT INTO customer (email, firstname, lastname, password_hash, store_id)
         VALUES ('cli@example.com', 'Олена', 'Коваль', 'x', 1) RETURNING id`,
      )) as [{ id: number }];
      [{ number }] = (await db.query<{ number: string }>(
        `INSERT INTO sales_order (increment_id, idempotency_key, kind, status, store_code, customer_id,
           subtotal, grand_total, loyalty_bonus, payment_method, payment_title)
         VALUES ('000000001', 'cli', 'checkout', 'pending', 'ua', $1, 100, 100, 12.34, 'cashondelivery', 'Готівка')
         RETURNING increment_id AS number`,
        [customerId],
      )) as [{ number: string }];
      await db.close();
    } else {
      const c = await signUp(s);
      customerId = c.id;
      number = (await place(c.id, variants[0]!, 1_234)).number;
    }
    const done = await run(env, [number, 'complete']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toBe(`Order ${number}: pending → complete; 12.34 bonuses accrued.\n`);
    const again = await run(env, ['--', number, 'complete']);
    expect(again.stdout).toBe(`Order ${number} is already complete: nothing changed.\n`);
    const canceled = await run(env, [number, 'cancel']);
    expect(canceled.stdout).toBe(`Order ${number}: complete → canceled; 12.34 bonuses taken back.\n`);
    const refused = await run(env, [number, 'complete']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`A canceled order cannot be completed: ${number}.\n`);

    const db = pgliteDir ? await openDb({ dataDir: pgliteDir }) : s.db;
    try {
      const rows = await db.query<{ kind: string; points: number }>(
        'SELECT kind, points FROM loyalty_transaction WHERE customer_id = $1 ORDER BY id',
        [customerId],
      );
      expect(rows).toEqual([
        { kind: 'order_complete', points: 12.34 },
        { kind: 'order_canceled', points: -12.34 },
      ]);
    } finally {
      if (pgliteDir) await db.close();
    }
  }, 120_000);
});
