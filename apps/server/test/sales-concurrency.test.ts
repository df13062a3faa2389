/**
 * With DATABASE_URL: two server processes on one PostgreSQL database sell one size to 200 buyers
 * at once without overselling; and a process killed (SIGKILL) while placing orders leaves every
 * order whole (items, totals, stock moved, mail queued) or absent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { NOT_AVAILABLE_MESSAGE } from '../src/modules/sales/errors.ts';
import { startChild, type ChildServer } from './child-server.ts';
import { variantsWithStock } from './sales/fixtures.ts';
import { scratchPostgres, type ScratchDatabase } from './scratch-db.ts';

const serverUrl = process.env.DATABASE_URL;
let scratch: ScratchDatabase | undefined;
let db: Db;
const children: ChildServer[] = [];

const start = () =>
  startChild('src/main.ts', {
    DATABASE_URL: scratch!.url,
    SEED_PRODUCTS: '60',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-sales-')),
    // The point is the load: no 503 for a busy event loop.
    MAX_EVENT_LOOP_DELAY_MS: '0',
  }).then((child) => {
    children.push(child);
    return child;
  });

async function oneClick(url: string, input: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: OneClickOrderInput!) { placeOneClickOrder(input: $input) { order_number } }',
      variables: { input },
    }),
  });
  const body = (await res.json()) as {
    data?: { placeOneClickOrder: { order_number: string } | null };
    errors?: { message: string }[];
  };
  return {
    status: res.status,
    number: body.data?.placeOneClickOrder?.order_number,
    error: body.errors?.[0]?.message,
  };
}

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await scratchPostgres(serverUrl);
  await start(); // migrates and seeds
  db = await scratch.open({ poolSize: 4 });
}, 240_000);

afterAll(async () => {
  for (const c of children)
    if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  await Promise.all(children.map((c) => c.exited));
  await db?.close();
  await scratch?.dispose();
});

/** Mail jobs queued for an order (the shop's notice always; no e-mail given by one-click buyers). */
async function mailJobsOf(orderNumber: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data -> 'props' ->> 'orderNumber' = $1`,
    [orderNumber],
  );
  return row!.n;
}

describe.runIf(serverUrl)('orders under concurrency on the PostgreSQL server', () => {
  it('sells exactly 7 units of a size to 200 buyers at once through two processes', async () => {
    const second = await start();
    const urls = [children[0]!.url, second.url];
    const [v, warm] = await variantsWithStock(db, 2, 7);
    // A first order through each process (code paths loaded, pools opened) before the rush.
    for (const url of urls)
      expect((await oneClick(url, { sku: warm!.sku, phone: '+380501111111' })).number).toBeTruthy();
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        oneClick(urls[i % 2]!, {
          sku: v!.sku,
          phone: `+38050${String(1_000_000 + i)}`,
          client_key: `buyer-${i}`,
        }),
      ),
    );
    console.log(`200 buyers at once: ${Math.round(performance.now() - t0)} ms`);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const sold = results.filter((r) => r.number);
    expect(sold).toHaveLength(7);
    expect(new Set(sold.map((r) => r.number)).size).toBe(7);
    const refused = results.filter((r) => !r.number);
    expect(refused).toHaveLength(193);
    expect([...new Set(refused.map((r) => r.error))]).toEqual([NOT_AVAILABLE_MESSAGE]);

    const [stock] = await db.query<{ qty: number }>('SELECT qty FROM inventory WHERE product_id = $1', [
      v!.id,
    ]);
    expect(stock!.qty).toBe(0);
    const orders = await db.query<{ increment_id: string }>(
      `SELECT o.increment_id FROM sales_order o JOIN sales_order_item i ON i.order_id = o.id WHERE i.product_id = $1`,
      [v!.id],
    );
    expect(orders.map((o) => o.increment_id).sort()).toEqual(sold.map((r) => r.number).sort());
    for (const o of orders) expect(await mailJobsOf(o.increment_id)).toBe(1);
    // The size left the listing: its parent has no size in stock any more.
    const [listed] = await db.query<{ size_option_ids: number[] }>(
      'SELECT size_option_ids FROM product WHERE id = $1',
      [v!.parentId],
    );
    expect(listed!.size_option_ids).not.toContain(v!.sizeOptionId);
  }, 120_000);

  it('leaves every order whole or absent when a process is killed while placing them', async () => {
    const victim = await start();
    const variants = await variantsWithStock(db, 10, 1000);
    let stop = false;
    let sent = 0;
    const buyer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        sent++;
        await oneClick(victim.url, {
          sku: variants[(n + i) % variants.length]!.sku,
          phone: '+380501234567',
          quantity: 1 + (i % 3),
        }).catch(() => undefined); // the connection dies with the process
      }
    };
    const buyers = Array.from({ length: 16 }, (_, n) => buyer(n));
    // Kill once orders are flowing.
    for (;;) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sales_order WHERE customer_phone = '+380501234567'`,
      );
      if (row!.n > 40) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    victim.proc.kill('SIGKILL');
    await victim.exited;
    stop = true;
    await Promise.all(buyers);
    expect(sent).toBeGreaterThan(40);

    for (const v of variants) {
      const [moved] = await db.query<{ sold: number; qty: number }>(
        `SELECT COALESCE((SELECT sum(i.qty) FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id
                           WHERE i.product_id = $1 AND o.status <> 'canceled'), 0)::int AS sold,
                (SELECT qty FROM inventory WHERE product_id = $1) AS qty`,
        [v.id],
      );
      expect(moved!.sold + moved!.qty).toBe(1000);
    }
    const orders = await db.query<{
      increment_id: string;
      grand_total: string;
      items: number;
      total: string | null;
    }>(
      `SELECT o.increment_id, o.grand_total::text, count(i.id)::int AS items, sum(i.row_total)::text AS total
         FROM sales_order o LEFT JOIN sales_order_item i ON i.order_id = o.id
        WHERE o.kind = 'one_click' AND o.customer_phone = '+380501234567'
        GROUP BY o.id`,
    );
    expect(orders.length).toBeGreaterThan(40);
    for (const o of orders) {
      expect(o.items).toBe(1);
      expect(o.total).toBe(o.grand_total);
      expect(await mailJobsOf(o.increment_id)).toBe(1);
    }
  }, 180_000);
});
