/**
 * Buying under load (npm run checkout -w bench -- [options]).
 *
 * For each database (the benchmark databases of bench/graphql.ts, seeded at `--products` and
 * reused) it starts the commerce server as a child process and runs N shoppers at once for a fixed
 * time, each going through Magento's GraphQL checkout again and again: create a guest cart → add 2
 * sizes → guest e-mail → shipping address → shipping method → billing address → payment method →
 * place order. It prints orders per second and p50/p99 of each step; then one cart of 100 lines:
 * p50/p99 of the `cart` query and of `updateCartItems`. The sizes bought get a large stock for the
 * run and their stock is put back afterwards, so the catalogue benchmarks see the same data.
 *
 *   --db pg|pglite|both (default both)   --products N (default 100000; env CHECKOUT_PRODUCTS)
 *   --shoppers N (default 32 on PostgreSQL, 1 on PGlite; env CHECKOUT_SHOPPERS)
 *   --seconds N (measured seconds per database, default 30; env CHECKOUT_SECONDS)
 *   --warmup N (orders before measuring, default 16)   --lines N (default 100)
 *   --repeat N (default 200: cart queries and updates of the large cart)
 *   --worker on|off (default on: the server also sends the orders' mail, as `npm start` does; off:
 *     JOBS_WORKER=off, the mail jobs are only queued, so the figures are the requests' own work)
 *   --profile (the server writes a V8 CPU profile to bench/.data/profiles/ when it stops)
 *   BENCH_DATABASE_URL: the PostgreSQL database (default postgres://postgres@127.0.0.1:5432/vitryna_bench)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { openDb } from '../apps/server/src/db/connection.ts';
import type { DbChoice } from './lib/args.ts';
import { prepareDb, type BenchDb } from './lib/databases.ts';
import { loadAverage, machineFacts } from './lib/machine.ts';
import { BENCH_DIR, DATA_DIR, LOG_DIR, RESULTS_DIR } from './lib/paths.ts';
import { indexesBuilt, startServer, type RunningServer } from './lib/server.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    products: { type: 'string', default: process.env.CHECKOUT_PRODUCTS ?? '100000' },
    shoppers: { type: 'string', default: process.env.CHECKOUT_SHOPPERS },
    seconds: { type: 'string', default: process.env.CHECKOUT_SECONDS ?? '30' },
    warmup: { type: 'string', default: '16' },
    lines: { type: 'string', default: '100' },
    repeat: { type: 'string', default: '200' },
    profile: { type: 'boolean', default: false },
    worker: { type: 'string', default: 'on' },
  },
});
const positive = (name: string, text: string | undefined) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive whole number, not "${text}"`);
  return n;
};
if (!['pg', 'pglite', 'both'].includes(values.db)) throw new Error(`--db pg|pglite|both, not "${values.db}"`);
const dbs: DbChoice[] = values.db === 'both' ? ['pg', 'pglite'] : [values.db as DbChoice];
const products = positive('products', values.products);
const seconds = positive('seconds', values.seconds);
const warmup = Number(values.warmup);
const lines = positive('lines', values.lines);
const repeat = positive('repeat', values.repeat);
if (!['on', 'off'].includes(values.worker)) throw new Error(`--worker on|off, not "${values.worker}"`);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitryna_bench';

/** The targets of issue 10 (PostgreSQL server, 32 shoppers; 100-line cart). */
const TARGETS: Record<string, number> = {
  addProductsToCart: 30,
  placeOrder: 100,
  'cart (query)': 50,
  updateCartItems: 50,
};
const TARGET_ORDERS_PER_SECOND = 100;

const STEPS = [
  'createGuestCart',
  'addProductsToCart',
  'setGuestEmailOnCart',
  'setShippingAddressesOnCart',
  'setShippingMethodsOnCart',
  'setBillingAddressOnCart',
  'setPaymentMethodOnCart',
  'placeOrder',
] as const;
type Step = (typeof STEPS)[number];

interface Variant {
  productId: number;
  sku: string;
  parentSku: string;
}

class GraphQLFailure extends Error {}

/**
 * One keep-alive pool per server, as many connections as shoppers: undici's own request API
 * costs the shoppers' process about half the CPU of fetch(), which ran on the same two cores as
 * the server and PostgreSQL and took a third of a core at 32 shoppers.
 */
const pools = new Map<string, Pool>();
const poolOf = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin, { connections: 64, pipelining: 1 })));
  return pool;
};

async function graphql<T>(origin: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await poolOf(origin).request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', store: 'ua' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as { data?: T; errors?: { message: string }[] };
  if (response.statusCode !== 200 || body.errors?.length || !body.data) {
    throw new GraphQLFailure(body.errors?.map((e) => e.message).join('; ') || `HTTP ${response.statusCode}`);
  }
  return body.data;
}

const ADDRESS = {
  firstname: 'Олена',
  lastname: 'Коваль',
  street: ['вул. Хрещатик, 22'],
  city: 'Київ',
  region: 'Київ',
  postcode: '01001',
  country_code: 'UA',
  telephone: '+380501234567',
  save_in_address_book: false,
};

const Q = {
  createGuestCart: 'mutation { createGuestCart { cart { id } } }',
  addProductsToCart: `mutation ($cart: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cart, cartItems: $items) {
      cart { total_quantity prices { grand_total { value currency } } }
      user_errors { code message }
    }
  }`,
  setGuestEmailOnCart: `mutation ($cart: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cart, email: $email }) { cart { email } }
  }`,
  setShippingAddressesOnCart: `mutation ($cart: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) {
      cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } }
    }
  }`,
  setShippingMethodsOnCart: `mutation ($cart: String!, $carrier: String!, $method: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
      cart { available_payment_methods { code } }
    }
  }`,
  setBillingAddressOnCart: `mutation ($cart: String!) {
    setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { same_as_shipping: true } }) {
      cart { billing_address { city } }
    }
  }`,
  setPaymentMethodOnCart: `mutation ($cart: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: $code } }) {
      cart { selected_payment_method { code } }
    }
  }`,
  placeOrder: `mutation ($cart: String!) {
    placeOrder(input: { cart_id: $cart }) { orderV2 { number } }
  }`,
  cart: `query ($cart: String!) {
    cart(cart_id: $cart) {
      total_quantity
      items { uid quantity prices { row_total { value } } product { sku name } }
      prices { grand_total { value currency } subtotal_including_tax { value } }
    }
  }`,
  updateCartItems: `mutation ($cart: String!, $uid: ID!, $qty: Float!) {
    updateCartItems(input: { cart_id: $cart, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) {
      cart { total_quantity prices { grand_total { value } } }
    }
  }`,
};

/**
 * CPU seconds (user + system) used so far by the processes `pick` chooses from their /proc stat
 * fields (after "pid (comm) ": state ppid pgrp …) and name; null where there is no /proc.
 */
function cpuSecondsOf(pick: (fields: string[], comm: string) => boolean): number | null {
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime (12th) and stime (13th) after the name.
      if (pick(fields, comm)) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return ticks / 100; // USER_HZ, 100 on Linux
}

/** The server's processes: its process group (npx, tsx and node). */
const groupCpuSeconds = (pgid: number) => cpuSecondsOf((fields) => Number(fields[2]) === pgid);
/** The PostgreSQL server's processes on this machine (backends, WAL writer, checkpointer…). */
const postgresCpuSeconds = () => cpuSecondsOf((_fields, comm) => comm === 'postgres');
/** This process: the shoppers' HTTP client. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Transactions committed so far in the PostgreSQL database (each statement outside a transaction
 * is one): per order, how many round trips buying takes, whatever the load. Null on PGlite.
 * The statistics are flushed at most once a second, hence the wait.
 */
async function committedTransactions(db: BenchDb): Promise<number | null> {
  if (db.choice !== 'pg') return null;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const handle = await openDb({ databaseUrl: db.env.DATABASE_URL, poolSize: 1 });
  try {
    const [row] = await handle.query<{ n: number }>(
      'SELECT xact_commit::int8 AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return row ? Number(row.n) : null;
  } finally {
    await handle.close();
  }
}

/** One run of the timed function, its milliseconds added to the step's list. */
async function timed<T>(times: Map<Step | string, number[]>, step: Step | string, fn: () => Promise<T>) {
  const started = performance.now();
  const result = await fn();
  const list = times.get(step) ?? [];
  list.push(performance.now() - started);
  times.set(step, list);
  return result;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function stats(list: number[] = []) {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** The whole checkout of one shopper; answers the order number. */
async function buy(origin: string, pick: () => Variant, times: Map<string, number[]>, n: number) {
  const { cart } = (
    await timed(times, 'createGuestCart', () =>
      graphql<{ createGuestCart: { cart: { id: string } } }>(origin, Q.createGuestCart, {}),
    )
  ).createGuestCart;
  const items = [pick(), pick()].map((v) => ({ sku: v.sku, parent_sku: v.parentSku, quantity: 1 }));
  const added = await timed(times, 'addProductsToCart', () =>
    graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(origin, Q.addProductsToCart, {
      cart: cart.id,
      items,
    }),
  );
  if (added.addProductsToCart.user_errors.length)
    throw new GraphQLFailure(added.addProductsToCart.user_errors.map((e) => e.message).join('; '));
  await timed(times, 'setGuestEmailOnCart', () =>
    graphql(origin, Q.setGuestEmailOnCart, { cart: cart.id, email: `bench-${n}@example.com` }),
  );
  type Methods = {
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: {
          available_shipping_methods: { carrier_code: string; method_code: string; available: boolean }[];
        }[];
      };
    };
  };
  const shipping = await timed(times, 'setShippingAddressesOnCart', () =>
    graphql<Methods>(origin, Q.setShippingAddressesOnCart, { cart: cart.id, address: ADDRESS }),
  );
  // A street address is delivered by courier (a branch or locker needs a Nova Poshta reference).
  const method =
    shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods.find(
      (m) => m.available && m.method_code === 'courier',
    );
  if (!method) throw new GraphQLFailure('no shipping method is available for the street address');
  const payment = await timed(times, 'setShippingMethodsOnCart', () =>
    graphql<{ setShippingMethodsOnCart: { cart: { available_payment_methods: { code: string }[] } } }>(
      origin,
      Q.setShippingMethodsOnCart,
      { cart: cart.id, carrier: method.carrier_code, method: method.method_code },
    ),
  );
  await timed(times, 'setBillingAddressOnCart', () =>
    graphql(origin, Q.setBillingAddressOnCart, { cart: cart.id }),
  );
  const codes = payment.setShippingMethodsOnCart.cart.available_payment_methods.map((m) => m.code);
  const code = codes.includes('cashondelivery') ? 'cashondelivery' : codes[0];
  if (!code) throw new GraphQLFailure('no payment method is available');
  await timed(times, 'setPaymentMethodOnCart', () =>
    graphql(origin, Q.setPaymentMethodOnCart, { cart: cart.id, code }),
  );
  const placed = await timed(times, 'placeOrder', () =>
    graphql<{ placeOrder: { orderV2: { number: string } } }>(origin, Q.placeOrder, { cart: cart.id }),
  );
  return placed.placeOrder.orderV2.number;
}

interface RunResult {
  choice: DbChoice;
  label: string;
  shoppers: number;
  orders: number;
  failures: Map<string, number>;
  seconds: number;
  load: { before: string; after: string };
  /** CPU seconds the server's processes used during the shoppers' run (null without /proc). */
  serverCpuSeconds: number | null;
  /** The same for the PostgreSQL server (null on PGlite, which runs inside the server). */
  postgresCpuSeconds: number | null;
  /** The same for the shoppers' own HTTP client (this process). */
  clientCpuSeconds: number;
  /** PostgreSQL server: transactions committed in the database during the run (pg_stat_database). */
  transactions: number | null;
  steps: Map<string, number[]>;
  largeCart: Map<string, number[]>;
  largeCartLines: number;
}

/** Shoppers buying back to back for `seconds` (after a warm-up), each order start to finish. */
async function runShoppers(origin: string, variants: Variant[], shoppers: number) {
  let cursor = Math.floor(Math.random() * variants.length);
  // Consecutive picks walk the list: spread over many rows, like real buyers.
  const pick = () => variants[cursor++ % variants.length]!;
  const warm = new Map<string, number[]>();
  for (let i = 0; i < warmup; i += shoppers) {
    await Promise.all(
      Array.from({ length: Math.min(shoppers, warmup - i) }, (_, j) => buy(origin, pick, warm, -(i + j) - 1)),
    );
  }

  const steps = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const numbers = new Set<string>();
  let next = 0;
  let placed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  let lastReport = started;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < end) {
        const n = next++;
        try {
          numbers.add(await buy(origin, pick, steps, n));
          placed++;
        } catch (e) {
          const message = (e as Error).message.slice(0, 160);
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
        if (performance.now() - lastReport > 5000) {
          lastReport = performance.now();
          console.log(`  … ${placed} orders placed`);
        }
      }
    }),
  );
  // Orders finished after the deadline count too: the time is until the last one ends.
  const elapsed = (performance.now() - started) / 1000;
  if (numbers.size !== placed) failures.set(`${placed - numbers.size} order numbers answered twice`, 1);
  return { orders: placed, failures, seconds: elapsed, steps };
}

async function runLargeCart(origin: string, variants: Variant[]) {
  const times = new Map<string, number[]>();
  const { cart } = (
    await graphql<{ createGuestCart: { cart: { id: string } } }>(origin, Q.createGuestCart, {})
  ).createGuestCart;
  const chosen = variants.slice(-lines);
  for (let i = 0; i < chosen.length; i += 20) {
    const items = chosen.slice(i, i + 20).map((v) => ({ sku: v.sku, parent_sku: v.parentSku, quantity: 1 }));
    const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      origin,
      Q.addProductsToCart,
      { cart: cart.id, items },
    );
    if (added.addProductsToCart.user_errors.length)
      throw new GraphQLFailure(added.addProductsToCart.user_errors.map((e) => e.message).join('; '));
  }
  type CartAnswer = { cart: { total_quantity: number; items: { uid: string }[] } };
  const first = await graphql<CartAnswer>(origin, Q.cart, { cart: cart.id });
  if (first.cart.items.length !== chosen.length)
    throw new GraphQLFailure(`the large cart holds ${first.cart.items.length} lines, not ${chosen.length}`);
  const uid = first.cart.items[0]!.uid;
  const warm = new Map<string, number[]>();
  for (let i = 0; i < 10; i++) {
    await timed(warm, 'cart (query)', () => graphql(origin, Q.cart, { cart: cart.id }));
    await timed(warm, 'updateCartItems', () =>
      graphql(origin, Q.updateCartItems, { cart: cart.id, uid, qty: (i % 2) + 1 }),
    );
  }
  for (let i = 0; i < repeat; i++) {
    await timed(times, 'cart (query)', () => graphql(origin, Q.cart, { cart: cart.id }));
    await timed(times, 'updateCartItems', () =>
      graphql(origin, Q.updateCartItems, { cart: cart.id, uid, qty: (i % 2) + 1 }),
    );
  }
  return { times, lines: first.cart.items.length };
}

const connect = (db: BenchDb) =>
  openDb(db.choice === 'pg' ? { databaseUrl: db.env.DATABASE_URL } : { dataDir: db.env.DATA_DIR });

/**
 * Sizes a shopper can buy (active, sold online, of a visible product), spread over the catalogue,
 * with their stock now; they get a stock no run can use up, put back by restoreStock.
 */
async function stockUpVariants(db: BenchDb, count: number) {
  const handle = await connect(db);
  try {
    const rows = await handle.query<{ id: number; sku: string; parent_sku: string; qty: number | null }>(
      `SELECT c.id, c.sku, p.sku AS parent_sku, i.qty
         FROM product c JOIN product p ON p.id = c.parent_id JOIN inventory i ON i.product_id = c.id
        WHERE i.is_in_stock AND i.qty > 0 AND p.visible AND p.is_active AND c.is_active
          AND NOT c.only_offline AND NOT p.only_offline
        ORDER BY md5(c.sku) LIMIT $1`,
      [count],
    );
    await handle.query(`UPDATE inventory SET qty = 1000000 WHERE product_id = ANY($1::int[])`, [
      rows.map((r) => r.id),
    ]);
    return rows.map((r) => ({ productId: r.id, sku: r.sku, parentSku: r.parent_sku, qty: Number(r.qty) }));
  } finally {
    await handle.close();
  }
}

async function restoreStock(db: BenchDb, stock: { productId: number; qty: number }[]) {
  const handle = await connect(db);
  try {
    await handle.query(
      `UPDATE inventory i SET qty = s.qty FROM unnest($1::int[], $2::int[]) AS s(id, qty) WHERE i.product_id = s.id`,
      [stock.map((s) => s.productId), stock.map((s) => s.qty)],
    );
  } finally {
    await handle.close();
  }
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(v < 10 ? 2 : 1));

function table(result: RunResult): string[] {
  return [
    `| step | n | p50 ms | p99 ms | target p99 |`,
    `|---|---:|---:|---:|---|`,
    ...[...STEPS, 'cart (query)', 'updateCartItems'].map((step) => {
      const s = stats(result.steps.get(step) ?? result.largeCart.get(step));
      const target = TARGETS[step];
      // The targets are the PostgreSQL server's; on PGlite they are only shown.
      const verdict =
        target === undefined
          ? ''
          : `≤ ${target} ms${result.choice === 'pg' ? (s.p99 <= target ? ' PASS' : ' MISS') : ''}`;
      return `| ${step}${step in TARGETS && !STEPS.includes(step as Step) ? ` (${result.largeCartLines} lines)` : ''} | ${s.n} | ${ms(s.p50)} | ${ms(s.p99)} | ${verdict} |`;
    }),
  ];
}

/** "server 12.3 ms (93% of a core)": CPU seconds of a run per order and per second. */
const cpuShare = (who: string, cpuSeconds: number, r: RunResult) =>
  `${who} ${((cpuSeconds / r.orders) * 1000).toFixed(1)} ms (${((cpuSeconds / r.seconds) * 100).toFixed(0)}% of a core)`;

function summary(r: RunResult): string {
  const perSecond = r.orders / r.seconds;
  return (
    `${r.orders} orders by ${r.shoppers} shoppers in ${r.seconds.toFixed(1)} s: ` +
    `${perSecond.toFixed(1)} orders/s (target ≥ ${TARGET_ORDERS_PER_SECOND} at 32 shoppers on the PostgreSQL server: ` +
    `${r.choice === 'pg' && r.shoppers >= 32 ? (perSecond >= TARGET_ORDERS_PER_SECOND ? 'PASS' : 'MISS') : 'n/a'}); ` +
    `load average before ${r.load.before}, after ${r.load.after}` +
    (r.serverCpuSeconds === null || !r.orders
      ? ''
      : `; CPU per order: ${cpuShare('server', r.serverCpuSeconds, r)}` +
        (r.postgresCpuSeconds === null ? '' : `, ${cpuShare('PostgreSQL', r.postgresCpuSeconds, r)}`) +
        `, ${cpuShare("shoppers' HTTP client", r.clientCpuSeconds, r)}`) +
    (r.transactions === null || !r.orders
      ? ''
      : `; ${(r.transactions / r.orders).toFixed(1)} database transactions per order`) +
    (values.worker === 'off' ? '; mail worker off (JOBS_WORKER=off)' : '')
  );
}

const results: RunResult[] = [];
const running = new Set<RunningServer>();
/** Production servers show /metrics only with a token (the bench waits for the catalogue's indexes). */
const METRICS_TOKEN = 'checkout-bench';
process.on('SIGINT', () => void Promise.all([...running].map((s) => s.stop())).then(() => process.exit(130)));

for (const choice of dbs) {
  const shoppers = positive('shoppers', values.shoppers ?? (choice === 'pg' ? '32' : '1'));
  const db = await prepareDb(choice, { products, fresh: false, databaseUrl, analyze: true });
  // Enough sizes that two shoppers rarely buy the same row at once, and the large cart's own.
  const variants = await stockUpVariants(db, Math.max(4000, lines + 100));
  let server: RunningServer | undefined;
  try {
    if (variants.length < lines + 10)
      throw new Error(`only ${variants.length} sizes for sale in ${db.label}`);
    const profileDir = path.join(DATA_DIR, 'profiles');
    server = await startServer({
      name: `checkout-${choice}`,
      env: {
        ...db.env,
        LOG_LEVEL: 'warn',
        // As in production: React (the mail templates) without its development checks.
        NODE_ENV: 'production',
        // Mail of the orders goes to a scratch outbox, not the shop's.
        ...(choice === 'pg' ? { DATA_DIR: path.join(DATA_DIR, 'checkout-pg') } : {}),
        JOBS_WORKER: values.worker,
        METRICS_TOKEN,
        ...(values.profile
          ? {
              NODE_OPTIONS: `--import ${path.join(BENCH_DIR, 'lib', 'cpu-profile.mjs')}`,
              CPU_PROFILE_DIR: profileDir,
            }
          : {}),
      },
      logDir: LOG_DIR,
    });
    running.add(server);
    await indexesBuilt(server, METRICS_TOKEN);
    // The large cart first: after the shoppers, the mail of their orders is still being sent.
    console.log(`  a cart of ${lines} lines, ${repeat} queries and updates…`);
    const large = await runLargeCart(server.origin, variants);
    const before = loadAverage();
    console.log(`  ${shoppers} shoppers for ${seconds} s (load average ${before})…`);
    const xactBefore = await committedTransactions(db);
    const cpuBefore = groupCpuSeconds(server.pid);
    const pgBefore = choice === 'pg' ? postgresCpuSeconds() : null;
    const clientBefore = ownCpuSeconds();
    const run = await runShoppers(server.origin, variants.slice(0, -lines), shoppers);
    const cpuAfter = groupCpuSeconds(server.pid);
    const pgAfter = choice === 'pg' ? postgresCpuSeconds() : null;
    const clientCpuSeconds = ownCpuSeconds() - clientBefore;
    const xactAfter = await committedTransactions(db);
    const after = loadAverage();
    const result: RunResult = {
      ...run,
      choice,
      label: db.label,
      shoppers,
      load: { before, after },
      serverCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      postgresCpuSeconds: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
      clientCpuSeconds,
      transactions: xactBefore === null || xactAfter === null ? null : xactAfter - xactBefore,
      largeCart: large.times,
      largeCartLines: large.lines,
    };
    results.push(result);
    console.log(`\n${db.label}\n  ${summary(result)}`);
    for (const line of table(result)) console.log(`  ${line}`);
    for (const [message, count] of result.failures) console.log(`  ✗ ${count} × ${message}`);
    if (server.errorLines.length)
      console.log(`  server errors:\n    ${server.errorLines.slice(0, 5).join('\n    ')}`);
    if (values.profile) console.log(`  CPU profiles (written when the server stops): ${profileDir}`);
  } finally {
    if (server) {
      await pools.get(server.origin)?.close();
      pools.delete(server.origin);
      await server.stop();
      running.delete(server);
    }
    await restoreStock(db, variants);
  }
}

const facts = await machineFacts();
mkdirSync(RESULTS_DIR, { recursive: true });
const report = [
  `# Checkout benchmark`,
  '',
  `${new Date().toISOString()} · ${facts.cores} × ${facts.cpu} · Node ${facts.node} · commit ${facts.gitCommit}${facts.gitDirty ? ' (dirty)' : ''} · ${products} products · ${seconds} s per database`,
  '',
  ...results.flatMap((r) => [
    `## ${r.label}: ${r.shoppers} shoppers`,
    '',
    summary(r) +
      (r.failures.size ? `; failures: ${[...r.failures].map(([m, c]) => `${c} × ${m}`).join('; ')}` : ''),
    '',
    ...table(r),
    '',
  ]),
];
writeFileSync(path.join(RESULTS_DIR, 'checkout-latest.md'), report.join('\n'));
console.log(`\nwritten to ${path.relative(process.cwd(), path.join(RESULTS_DIR, 'checkout-latest.md'))}`);
if (results.some((r) => r.failures.size)) process.exitCode = 1;
