/**
 * Price alerts: the extension schema's query and mutations for a signed-in customer, and the
 * e-mail after a catalogue update lowers a price (one per drop, in the store view's language),
 * the scheduled sweep, and the one-process rule with two server processes on PostgreSQL.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { JobQueue } from '../src/platform/jobs/queue.ts';
import { PRICE_ALERT_SWEEP, SWEEP_CRON } from '../src/modules/price-alert/jobs.ts';
import { okData } from './cart-helpers.ts';
import { startChild, type ChildServer } from './child-server.ts';
import { bearer, expectError, signUp, type Account } from './customer-helpers.ts';
import type { GqlResponse, TestServer } from './harness.ts';
import { scratchPostgres } from './scratch-db.ts';
import { INTEGRATION_TOKEN, startShop, type Shop } from './shop-instance.ts';

const LIST = `{ priceAlert { products { sku subscribed_price { value currency } subscribed_at product { sku name } } } }`;
const SUBSCRIBE = `mutation ($sku: String!) { subscribePriceAlert(sku: $sku) {
  price_alert { products { sku subscribed_price { value } } } user_errors { code message } } }`;
const UNSUBSCRIBE = `mutation ($sku: String!) { unsubscribePriceAlert(sku: $sku) {
  price_alert { products { sku } } user_errors { code message } } }`;

interface AlertList {
  products: {
    sku: string;
    subscribed_price: { value: number; currency?: string };
    product?: { name: string };
  }[];
}
type Output = { price_alert: AlertList; user_errors: { code: string; message: string }[] };

let shop: Shop;
let products: { sku: string; price: number; name: string; url_key: string }[];

beforeAll(async () => {
  shop = await startShop();
  // Simple products and configurables alike: the alert is on what the product page shows.
  products = await shop.db.query(
    `SELECT p.sku, (CASE WHEN p.special_price < p.price THEN p.special_price ELSE p.price END)::float AS price,
            t.name, t.url_key
       FROM product p JOIN product_text t ON t.product_id = p.id AND t.store_id = (SELECT id FROM store WHERE code = 'ua')
      WHERE p.parent_id IS NULL AND p.is_active ORDER BY p.id LIMIT 6`,
  );
});
afterAll(async () => shop?.close());

const post = <T>(
  s: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  store?: string,
) =>
  s.gql<T>(query, {
    method: 'POST',
    variables,
    headers: { ...(token ? bearer(token) : {}), ...(store ? { store } : {}) },
  });

const list = async (s: TestServer, token: string): Promise<GqlResponse<{ priceAlert: AlertList }>> =>
  s.gql(LIST, { headers: bearer(token) });

const setPrice = (s: Shop, sku: string, price: number) =>
  s.rest('PUT', `/rest/V1/products/${sku}`, {
    product: { price, custom_attributes: [{ attribute_code: 'special_price', value: null }] },
  });

/** The outbox's price-alert messages to `to`, once at least `count` are there (then a moment more). */
async function alertsTo(s: Shop, to: string, count: number, settleMs = 2500): Promise<ParsedMail[]> {
  const mine = async () =>
    (await s.outbox()).filter((m) => m.to && 'text' in m.to && m.to.text === to && m.headers.has('subject'));
  for (const end = Date.now() + 30_000; (await mine()).length < count;) {
    if (Date.now() > end) throw new Error(`${(await mine()).length} of ${count} mails to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, settleMs)); // a second message would show up by now
  return mine();
}

describe('priceAlert, subscribePriceAlert, unsubscribePriceAlert', () => {
  let a: Account;
  let b: Account;
  beforeAll(async () => {
    a = await signUp(shop);
    b = await signUp(shop);
  });

  it('refuses a guest with Magento’s authorization error', async () => {
    expectError(await shop.gql(LIST), "The current customer isn't authorized.", 'graphql-authorization');
    for (const op of [SUBSCRIBE, UNSUBSCRIBE]) {
      expectError(
        await post(shop, op, { sku: products[0]!.sku }),
        "The current customer isn't authorized.",
        'graphql-authorization',
      );
    }
  });

  it('starts empty, subscribes at the final price now, newest first, and never caches the answer', async () => {
    expect(okData(await list(shop, a.token)).priceAlert.products).toEqual([]);
    for (const p of products.slice(0, 2)) {
      const r = await post<{ subscribePriceAlert: Output }>(shop, SUBSCRIBE, { sku: p.sku }, a.token);
      expect(okData(r).subscribePriceAlert.user_errors).toEqual([]);
    }
    const r = await list(shop, a.token);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-cache')).toBeNull();
    expect(okData(r).priceAlert.products).toEqual(
      [products[1]!, products[0]!].map((p) => ({
        sku: p.sku,
        subscribed_price: { value: p.price, currency: 'UAH' },
        subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        product: { sku: p.sku, name: p.name },
      })),
    );
  });

  it('keeps each customer’s list to themselves', async () => {
    expect(okData(await list(shop, b.token)).priceAlert.products).toEqual([]);
    await post(shop, SUBSCRIBE, { sku: products[2]!.sku }, b.token);
    expect(okData(await list(shop, b.token)).priceAlert.products.map((p) => p.sku)).toEqual([
      products[2]!.sku,
    ]);
    expect(okData(await list(shop, a.token)).priceAlert.products.map((p) => p.sku)).not.toContain(
      products[2]!.sku,
    );
    // b removing a's product changes nothing of a's.
    await post(shop, UNSUBSCRIBE, { sku: products[0]!.sku }, b.token);
    expect(okData(await list(shop, a.token)).priceAlert.products).toHaveLength(2);
  });

  it('keeps the first price on a repeat subscription', async () => {
    const sku = products[0]!.sku;
    await setPrice(shop, sku, products[0]!.price + 100);
    const r = await post<{ subscribePriceAlert: Output }>(shop, SUBSCRIBE, { sku }, a.token);
    const entry = okData(r).subscribePriceAlert.price_alert.products.find((p) => p.sku === sku);
    expect(entry!.subscribed_price.value).toBe(products[0]!.price);
    await setPrice(shop, sku, products[0]!.price);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown or disabled sku, and an input error for none', async () => {
    const r = await post<{ subscribePriceAlert: Output }>(shop, SUBSCRIBE, { sku: 'NO-SUCH' }, a.token);
    expect(okData(r).subscribePriceAlert.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH"' },
    ]);
    await shop.rest('PUT', `/rest/V1/products/${products[5]!.sku}`, { product: { status: 2 } });
    const off = await post<{ subscribePriceAlert: Output }>(
      shop,
      SUBSCRIBE,
      { sku: products[5]!.sku },
      a.token,
    );
    expect(okData(off).subscribePriceAlert.user_errors[0]!.code).toBe('PRODUCT_NOT_FOUND');
    await shop.rest('PUT', `/rest/V1/products/${products[5]!.sku}`, { product: { status: 1 } });
    expectError(
      await post(shop, SUBSCRIBE, { sku: '  ' }, a.token),
      'Required parameter "sku" is missing',
      'graphql-input',
    );
  });

  it('unsubscribes by sku; an absent one is no error', async () => {
    const sku = products[1]!.sku;
    const r = await post<{ unsubscribePriceAlert: Output }>(shop, UNSUBSCRIBE, { sku }, a.token);
    expect(okData(r).unsubscribePriceAlert).toEqual({
      price_alert: { products: [{ sku: products[0]!.sku }] },
      user_errors: [],
    });
    const again = await post<{ unsubscribePriceAlert: Output }>(shop, UNSUBSCRIBE, { sku }, a.token);
    expect(okData(again).unsubscribePriceAlert.user_errors).toEqual([]);
  });
});

describe('the e-mail when a price falls', () => {
  it('sends one e-mail per drop, in Ukrainian, with the old and new price and the product’s link', async () => {
    const c = await signUp(shop);
    const p = products[3]!;
    await post(shop, SUBSCRIBE, { sku: p.sku }, c.token);
    await setPrice(shop, p.sku, p.price + 50); // a rise: nothing
    const lower = Math.floor(p.price * 0.8);
    const r = await setPrice(shop, p.sku, lower);
    expect(r.status).toBe(200);
    const [mail, ...more] = await alertsTo(shop, c.email, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Вітрина: ${p.name} тепер дешевше`);
    const text = mail!.text!.replace(/\s/g, ' ');
    const uah = (n: number) =>
      new Intl.NumberFormat('uk-UA', { style: 'currency', currency: 'UAH' }).format(n);
    expect(text).toContain(`Була ціна: ${uah(p.price)}`.replace(/\s/g, ' '));
    expect(text).toContain(`Нова ціна: ${uah(lower)}`.replace(/\s/g, ' '));
    expect(mail!.html).toContain(`https://shop.example/ua/${p.url_key}.html`);

    // The same price again: no second e-mail.
    await setPrice(shop, p.sku, lower);
    expect(await alertsTo(shop, c.email, 1)).toHaveLength(1);
    // A deeper drop is news: one more.
    await setPrice(shop, p.sku, lower - 10);
    const mails = await alertsTo(shop, c.email, 2);
    expect(mails).toHaveLength(2);
  });

  it('writes in Russian to a customer who subscribed in the ru store view', async () => {
    const d = await signUp(shop);
    const p = products[4]!;
    await post(shop, SUBSCRIBE, { sku: p.sku }, d.token, 'ru');
    await setPrice(shop, p.sku, Math.floor(p.price / 2));
    const [mail] = await alertsTo(shop, d.email, 1);
    expect(mail!.subject).toMatch(/^Витрина: .+ теперь дешевле$/);
    expect(mail!.html).toContain('https://shop.example/ru/');
  });

  it('catches a drop the updates missed in the scheduled sweep, once', async () => {
    const e = await signUp(shop);
    const p = products[2]!;
    await post(shop, SUBSCRIBE, { sku: p.sku }, e.token);
    // Changed behind the shop's back: no check was queued.
    await shop.db.query(`UPDATE product SET special_price = price - 1 WHERE sku = $1`, [p.sku]);
    const schedules = await shop.db.query<{ cron: string }>(
      `SELECT cron FROM pgboss.schedule WHERE name = $1`,
      [PRICE_ALERT_SWEEP],
    );
    expect(schedules).toEqual([{ cron: SWEEP_CRON }]);
    // What the schedule's tick sends; twice, as two ticks close together would.
    const jobs = await JobQueue.start(shop.db, { work: false, concurrency: 1, pollSeconds: 1 });
    try {
      await jobs.send({ name: PRICE_ALERT_SWEEP }, {});
      await jobs.send({ name: PRICE_ALERT_SWEEP }, {});
    } finally {
      await jobs.stop();
    }
    expect(await alertsTo(shop, e.email, 1)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-alerts-2p-'));
  let children: ChildServer[] = [];
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.DATABASE_URL!);
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '20',
      INTEGRATION_TOKEN,
      JOBS_POLL_SECONDS: '1',
      PUBLIC_URL: 'https://shop.example',
      SIGN_IN_RATE_PER_MINUTE: '0',
    };
    children = await Promise.all([startChild('src/main.ts', env), startChild('src/main.ts', env)]);
  }, 240_000);

  afterAll(async () => {
    for (const c of children) {
      c.proc.kill('SIGTERM');
      await c.exited;
    }
    await scratch?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailsIn = async () => {
    const dir = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      // none yet
    }
    return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  };

  it('mails a drop once, and the sweep runs in one process', async () => {
    const [one, two] = children as [ChildServer, ChildServer];
    const db = await openDb({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const gqlOf = (url: string): TestServer =>
        ({
          url,
          db,
          async gql(
            query: string,
            opts: { method?: string; variables?: object; headers?: Record<string, string> } = {},
          ) {
            const res = await fetch(`${url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...opts.headers },
              body: JSON.stringify({ query, variables: opts.variables }),
            });
            return { status: res.status, headers: res.headers, body: await res.json() };
          },
        }) as unknown as TestServer;
      const c = await signUp(gqlOf(one.url));
      const [p] = await db.query<{ sku: string; price: number }>(
        `SELECT sku, price::float AS price FROM product WHERE parent_id IS NULL AND is_active ORDER BY id LIMIT 1`,
      );
      okData(await post(gqlOf(one.url), SUBSCRIBE, { sku: p!.sku }, c.token));
      const res = await fetch(`${two.url}/rest/V1/products/${p!.sku}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${INTEGRATION_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          product: {
            price: Math.floor(p!.price / 2),
            custom_attributes: [{ attribute_code: 'special_price', value: null }],
          },
        }),
      });
      expect(res.status).toBe(200);
      const count = async () => (await mailsIn()).filter((m) => m.subject?.includes('дешевше')).length;
      for (const end = Date.now() + 30_000; (await count()) < 1 && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 200));
      }
      // Both processes poll every second: a second e-mail would be there by now.
      await new Promise((r) => setTimeout(r, 3000));
      expect(await count()).toBe(1);

      // A drop made behind the shop's back; the sweep, sent twice, mails it once.
      await db.query(`UPDATE product SET special_price = price - 1 WHERE sku = $1`, [p!.sku]);
      const sender = await JobQueue.start(db, { work: false, concurrency: 1, pollSeconds: 1 });
      try {
        await Promise.all([
          sender.send({ name: PRICE_ALERT_SWEEP }, {}),
          sender.send({ name: PRICE_ALERT_SWEEP }, {}),
        ]);
      } finally {
        await sender.stop();
      }
      for (const end = Date.now() + 30_000; (await count()) < 2 && Date.now() < end;) {
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 3000));
      expect(await count()).toBe(2);
      // One schedule however many processes define it.
      const schedules = await db.query(`SELECT name FROM pgboss.schedule WHERE name = $1`, [
        PRICE_ALERT_SWEEP,
      ]);
      expect(schedules).toHaveLength(1);
      const runs = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'
         UNION ALL SELECT count(*)::int FROM pgboss.archive WHERE name = $1`,
        [PRICE_ALERT_SWEEP],
      );
      expect(runs.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
