/**
 * Customer accounts under load (npm run customer -w bench -- [options]).
 *
 * For each database it starts the server as a child process on a seeded catalogue, writes the
 * accounts with the server stopped (PGlite has one owner): 8 for sign-in, and one with 3
 * addresses and 10 orders of 2 lines each. Then, for `--seconds` each:
 * - sign-in: 8 clients call generateCustomerToken one after another (p50/p99, sign-ins/s);
 * - account page: 32 clients send the signed-in `customer` query (profile, addresses, the 10
 *   orders with items, sizes, totals and addresses, loyalty) (p50/p99, queries/s).
 * It prints the argon2id parameters, one hash's and one verification's cost in this process, and
 * the load average (the machine is shared: read the figures next to it).
 *
 *   --db pg|pglite|both (default both)   --seconds N (default 10)   --query-clients N (default 32)
 *   PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vitryna_bench)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/connection.ts';
import { passwordHasher } from '../apps/server/src/modules/customer/passwords.ts';
import { loadAverage } from './lib/machine.ts';
import { LOG_DIR } from './lib/paths.ts';
import { startServer, type RunningServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    'query-clients': { type: 'string', default: '32' },
  },
});
const seconds = Number(values.seconds);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitryna_bench';
const PASSWORD = 'Bench-Kashtan-2026';
const SIGN_IN_CLIENTS = 8;
const QUERY_CLIENTS = Number(values['query-clients']);
const settings = loadConfig({}).customer;
const hasher = passwordHasher(settings);

const SIGN_IN =
  'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const ACCOUNT = `{ customer { firstname lastname email phone gender is_subscribed default_shipping
  loyalty { active_bonuses loyalty_card }
  addresses { id firstname lastname street city telephone default_shipping nova_poshta_city_ref nova_poshta_warehouse_ref }
  orders(pageSize: 10) { total_count items { number order_date status carrier shipping_method
    total { grand_total { value currency } subtotal { value } total_shipping { value } }
    items { product_name product_sku quantity_ordered product_sale_price { value } selected_options { label value } }
    shipping_address { firstname lastname city street telephone nova_poshta_warehouse_ref }
    payment_methods { name type } } } } }`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The bench's accounts, written straight into the database (the server is stopped). */
async function prepareAccounts(env: Record<string, string>, tag: string) {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const hash = await hasher.hash(PASSWORD);
    const emails = Array.from({ length: SIGN_IN_CLIENTS + 1 }, (_, i) => `bench.${tag}.${i}@example.com`);
    await db.query(`DELETE FROM customer WHERE email = ANY($1::text[])`, [emails]);
    const ids: number[] = [];
    for (const email of emails) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO customer (email, firstname, lastname, password_hash, store_id, phone)
         VALUES ($1, 'Олена', 'Коваль', $2, (SELECT id FROM store WHERE code = 'ua'), '+380501234567') RETURNING id`,
        [email, hash],
      );
      ids.push(row!.id);
    }
    const main = ids[SIGN_IN_CLIENTS]!;
    for (let i = 0; i < 3; i++) {
      await db.query(
        `INSERT INTO customer_address (customer_id, firstname, lastname, street, city, telephone,
           nova_poshta_city_ref, nova_poshta_warehouse_ref, default_shipping)
         VALUES ($1, 'Олена', 'Коваль', ARRAY[$2::text], 'Київ', '+380501234567',
           '8d5a980d-391c-11dd-90d9-001a92567626', '1ec09d88-e1c2-11e3-8c4a-0050568002cf', $3)`,
        [main, `Відділення №${i + 1}`, i === 0],
      );
    }
    const products = await db.query<{ id: number; sku: string; parent_id: number; parent_sku: string }>(
      `SELECT v.id, v.sku, p.id AS parent_id, p.sku AS parent_sku FROM product v JOIN product p ON p.id = v.parent_id
        ORDER BY v.id LIMIT 20`,
    );
    for (let i = 0; i < 10; i++) {
      const [order] = await db.query<{ id: number }>(
        `INSERT INTO sales_order (increment_id, idempotency_key, kind, status, store_code, customer_id, customer_email,
           subtotal, shipping_amount, grand_total, shipping_carrier_code, shipping_method_code, shipping_title,
           payment_method, payment_title, created_at)
         VALUES ($1, $1, 'checkout', 'pending', 'ua', $2, $3, 2500, 80, 2580, 'novaposhta', 'warehouse',
           'Нова Пошта - Відділення', 'cashondelivery', 'Оплата при отриманні', now() - make_interval(days => $4))
         RETURNING id`,
        [`B${tag}${Date.now()}${i}`, main, emails[SIGN_IN_CLIENTS], i],
      );
      for (const p of products.slice(i * 2, i * 2 + 2)) {
        await db.query(
          `INSERT INTO sales_order_item (order_id, product_id, sku, parent_product_id, parent_sku, name, size_label,
             qty, price, row_total) VALUES ($1, $2, $3, $4, $5, 'Сукня ' || $5, 'M', 1, 1250, 1250)`,
          [order!.id, p.id, p.sku, p.parent_id, p.parent_sku],
        );
      }
      await db.query(
        `INSERT INTO sales_order_address (order_id, address_type, firstname, lastname, telephone, city, street,
           country_id, nova_poshta_warehouse_ref)
         VALUES ($1, 'shipping', 'Олена', 'Коваль', '+380501234567', 'Київ', ARRAY['Відділення №1'], 'UA',
           '1ec09d88-e1c2-11e3-8c4a-0050568002cf')`,
        [order!.id],
      );
    }
    return emails;
  } finally {
    await db.close();
  }
}

async function post(server: RunningServer, query: string, variables: object, token?: string) {
  const res = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

/** `clients` loops of `once` for `seconds`, after a warm-up round. */
async function load(clients: number, once: (client: number) => Promise<boolean>) {
  await Promise.all(Array.from({ length: clients }, (_, i) => once(i)));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const t = performance.now();
        if (!(await once(client))) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failures,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

async function bench(choice: 'pg' | 'pglite') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-customer-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '3000',
    // The bench signs in from one address far more often than a person: the per-address limit is off.
    SIGN_IN_RATE_PER_MINUTE: '0',
  };
  if (choice === 'pg') env.DATABASE_URL = databaseUrl;
  try {
    await (await startServer({ name: `customer-${choice}-seed`, env, logDir: LOG_DIR })).stop();
    const emails = await prepareAccounts(env, choice);
    const server = await startServer({ name: `customer-${choice}`, env, logDir: LOG_DIR });
    try {
      const signIns = await load(SIGN_IN_CLIENTS, async (client) => {
        const r = await post(server, SIGN_IN, { e: emails[client], p: PASSWORD });
        return Boolean((r.data?.generateCustomerToken as { token?: string } | undefined)?.token);
      });
      console.log(
        `${choice.padEnd(6)} generateCustomerToken, ${SIGN_IN_CLIENTS} clients: ${signIns.perSecond.toFixed(1)} sign-ins/s, ` +
          `p50 ${signIns.p50.toFixed(1)} ms, p99 ${signIns.p99.toFixed(1)} ms (${signIns.count}, ${signIns.failures} failed); load ${loadAverage()}`,
      );
      const signed = await post(server, SIGN_IN, { e: emails[SIGN_IN_CLIENTS], p: PASSWORD });
      const token = (signed.data?.generateCustomerToken as { token: string }).token;
      const check = await post(server, ACCOUNT, {}, token);
      const orders = (check.data?.customer as { orders: { items: unknown[] } } | undefined)?.orders.items
        .length;
      if (check.errors || orders !== 10)
        throw new Error(`customer query: ${JSON.stringify(check).slice(0, 500)}`);
      const account = await load(QUERY_CLIENTS, async () => {
        const r = await post(server, ACCOUNT, {}, token);
        return !r.errors && Boolean(r.data?.customer);
      });
      console.log(
        `${choice.padEnd(6)} customer (10 orders, 3 addresses), ${QUERY_CLIENTS} clients: ${account.perSecond.toFixed(0)} queries/s, ` +
          `p50 ${account.p50.toFixed(1)} ms, p99 ${account.p99.toFixed(1)} ms (${account.count}, ${account.failures} failed); load ${loadAverage()}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// One hash and one verification in this process: the cost argon2id adds to each sign-in.
await hasher.hash('warm-up');
let t = performance.now();
const sample = await hasher.hash(PASSWORD);
const hashMs = performance.now() - t;
t = performance.now();
for (let i = 0; i < 10; i++) await hasher.verify(sample, PASSWORD);
console.log(
  `argon2id ${hasher.parameters} (memory KiB, passes, lanes): one hash ${hashMs.toFixed(1)} ms, ` +
    `one verification ${((performance.now() - t) / 10).toFixed(1)} ms; load ${loadAverage()}`,
);

for (const choice of values.db === 'both' ? (['pg', 'pglite'] as const) : [values.db as 'pg' | 'pglite']) {
  await bench(choice);
}
