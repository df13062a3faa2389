/**
 * One-click order placement under load (npm run one-click -w bench -- [options]).
 *
 * For each database it starts the server as a child process on a seeded catalogue, gives a few
 * sizes a large stock, then `--concurrency` buyers each place one-click orders one after another
 * (POST /graphql placeOneClickOrder, a size chosen round-robin) for `--seconds`; it prints orders
 * per second and the latency p50/p99 of a placement. Every placement is an order with its stock
 * decrement and its shop-notice mail job in one transaction.
 *
 *   --db pg|pglite|both (default both)   --seconds N (default 10)
 *   PostgreSQL: 32 buyers, at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vitryna_bench)
 *   PGlite: 1 buyer, in a temporary folder
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../apps/server/src/db/connection.ts';
import { LOG_DIR } from './lib/paths.ts';
import { startServer, type RunningServer } from './lib/server.ts';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, seconds: { type: 'string', default: '10' } },
});
const seconds = Number(values.seconds);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitryna_bench';
const SIZES = 50;

const MUTATION =
  'mutation ($input: OneClickOrderInput!) { placeOneClickOrder(input: $input) { order_number } }';

/** Sizes of the seeded catalogue given stock enough for any run. */
async function stockUp(env: Record<string, string>): Promise<string[]> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const rows = await db.query<{ id: number; sku: string }>(
      `SELECT id, sku FROM product WHERE parent_id IS NOT NULL AND is_active ORDER BY id LIMIT ${SIZES}`,
    );
    await db.query(
      `INSERT INTO inventory (product_id, qty, is_in_stock) SELECT unnest($1::int[]), 1000000, true
       ON CONFLICT (product_id) DO UPDATE SET qty = 1000000, is_in_stock = true`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => r.sku);
  } finally {
    await db.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(server: RunningServer, skus: string[], concurrency: number) {
  const latencies: number[] = [];
  let failures = 0;
  const place = async (n: number) => {
    const t = performance.now();
    const res = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: MUTATION,
        variables: { input: { sku: skus[n % skus.length], phone: '+380501234567' } },
      }),
    });
    const body = (await res.json()) as { data?: { placeOneClickOrder?: { order_number: string } } };
    if (!body.data?.placeOneClickOrder?.order_number) failures++;
    return performance.now() - t;
  };
  // Warm-up: code paths loaded, pools open.
  await Promise.all(Array.from({ length: concurrency }, (_, i) => place(i)));
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) latencies.push(await place(counter++));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length - failures,
    failures,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

async function bench(choice: 'pg' | 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-checkout-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '3000',
    SHOP_ORDER_EMAIL: 'orders@localhost',
  };
  if (choice === 'pg') env.DATABASE_URL = databaseUrl;
  const concurrency = choice === 'pg' ? 32 : 1;
  try {
    // Seed (first start), then stock up with the server stopped (PGlite has one owner).
    await (await startServer({ name: `checkout-${choice}-seed`, env, logDir: LOG_DIR })).stop();
    const skus = await stockUp(env);
    const server = await startServer({ name: `checkout-${choice}`, env, logDir: LOG_DIR });
    try {
      const r = await run(server, skus, concurrency);
      console.log(
        `${choice.padEnd(6)} ${String(concurrency).padStart(2)} buyers: ${r.perSecond.toFixed(0)} orders/s, ` +
          `placement p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.orders} orders, ${r.failures} failed)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const choice of values.db === 'both' ? (['pg', 'pglite'] as const) : [values.db as 'pg' | 'pglite']) {
  await bench(choice);
}
