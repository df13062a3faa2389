/**
 * The contact form (Magento's contactUs) over real HTTP with a mail worker: valid input is stored
 * and mailed to SHOP_CONTACT_EMAIL (read from the outbox); bad input answers Magento's texts and
 * stores nothing; messages are limited per client address.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { startJobs, type BackgroundJobs } from '../src/platform/start-jobs.ts';
import { startInstance, type Instance } from './app-instance.ts';
import { bearer, signUp } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';

const quiet = { info: () => undefined, error: () => undefined };
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-contact-us-'));
const outbox = path.join(dataDir, 'outbox');
const SCHEMA = 'pgboss_contact_us';
const SHOP = 'contact@shop.example';
let s: TestServer;
let jobs: BackgroundJobs;
let app: App;
let url: string;
let limited: Instance;

beforeAll(async () => {
  s = await testServer();
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      JOBS_POLL_SECONDS: '1',
      SHOP_CONTACT_EMAIL: SHOP,
      CONTACT_RATE_PER_HOUR: '0',
    }),
    port: 0,
  };
  jobs = await startJobs(s.db, config, quiet, { work: true, schema: SCHEMA });
  app = await buildApp(s.db, config, { jobs });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  limited = await startInstance(s.db, { CONTACT_RATE_PER_HOUR: '3', SHOP_CONTACT_EMAIL: '' });
});

afterAll(async () => {
  await app?.app.close();
  await limited?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CONTACT = 'mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }';

async function contactUs(
  input: Record<string, unknown>,
  opts: { target?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${opts.target ?? url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ua', ...opts.headers },
    body: JSON.stringify({ query: CONTACT, variables: { input } }),
  });
  return (await res.json()) as {
    data?: { contactUs: { status: boolean } | null };
    errors?: { message: string; extensions?: { category?: string } }[];
  };
}

/** Outbox mails whose text contains `marker`, once `count` are there. */
async function mailsWith(marker: string, count: number): Promise<ParsedMail[]> {
  for (const end = Date.now() + 30_000; ;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // not made yet
    }
    const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(outbox, f)))));
    const mine = parsed.filter((m) => (m.text ?? '').includes(marker));
    if (mine.length >= count) return mine;
    if (Date.now() > end) throw new Error(`${mine.length} of ${count} mails with ${marker}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stored = (marker: string) =>
  s.db.query<{
    name: string;
    email: string;
    telephone: string | null;
    store_code: string;
    customer_id: number | null;
  }>('SELECT name, email, telephone, store_code, customer_id FROM contact_message WHERE comment LIKE $1', [
    `%${marker}%`,
  ]);

describe('contactUs', () => {
  it('stores the message and mails it to the shop in Ukrainian, with the contacts to answer', async () => {
    const marker = `marker-${Date.now()}`;
    const r = await contactUs({
      name: '  Олена Коваль ',
      email: 'olena@example.com',
      telephone: '+380 50 123 45 67',
      comment: `Чи буде розмір 38?\nДякую! ${marker}`,
    });
    expect(r).toEqual({ data: { contactUs: { status: true } } });
    expect(await stored(marker)).toEqual([
      {
        name: 'Олена Коваль',
        email: 'olena@example.com',
        telephone: '+380 50 123 45 67',
        store_code: 'ua',
        customer_id: null,
      },
    ]);
    const [mail] = await mailsWith(marker, 1);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(SHOP);
    expect(mail!.subject).toMatch(/^Повідомлення з форми зворотного зв'язку № \d+ від Олена Коваль$/);
    expect(mail!.text).toContain('Ел. пошта: olena@example.com');
    expect(mail!.text).toContain('Телефон: +380 50 123 45 67');
    expect(mail!.text).toContain('Чи буде розмір 38?');
  });

  it("keeps a signed-in customer's id with the message; the telephone is optional", async () => {
    const account = await signUp(s);
    const marker = `signed-${Date.now()}`;
    const r = await contactUs(
      { name: 'Олена', email: account.email, comment: marker },
      { headers: { ...bearer(account.token), store: 'ru' } },
    );
    expect(r.errors).toBeUndefined();
    expect(await stored(marker)).toEqual([
      { name: 'Олена', email: account.email, telephone: null, store_code: 'ru', customer_id: account.id },
    ]);
    const [mail] = await mailsWith(marker, 1);
    expect(mail!.text).not.toContain('Телефон:');
  });

  it.each([
    [
      'a malformed e-mail',
      { email: 'not-an-email' },
      'The email address is invalid. Verify the email address and try again.',
    ],
    [
      'an empty e-mail',
      { email: '' },
      'The email address is invalid. Verify the email address and try again.',
    ],
    ['a blank name', { name: '   ' }, 'Name field is required.'],
    ['a blank comment', { comment: ' \n ' }, 'Comment field is required.'],
    ['letters in the telephone', { telephone: '12-ab' }, 'The telephone number is invalid.'],
    ['a short telephone', { telephone: '123' }, 'The telephone number is invalid.'],
    ['a 256-character name', { name: 'я'.repeat(256) }, 'The name must be at most 255 characters.'],
    [
      'a 2,001-character comment',
      { comment: 'x'.repeat(2001) },
      'The comment must be at most 2000 characters.',
    ],
  ])('refuses %s with its message and stores nothing', async (_label, change, message) => {
    const marker = `bad-${Date.now()}-${Math.random()}`;
    const r = await contactUs({ name: 'Олена', email: 'olena@example.com', comment: marker, ...change });
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(r.data?.contactUs ?? null).toBeNull();
    expect(await stored(marker)).toEqual([]);
  });

  it('refuses input without the required fields (GraphQL validation)', async () => {
    const r = await contactUs({ name: 'Олена', comment: 'x' });
    expect(r.errors?.[0]?.message).toMatch(/email/);
  });

  it('limits messages per client address (CONTACT_RATE_PER_HOUR), kept without mail when SHOP_CONTACT_EMAIL is empty', async () => {
    await s.db.query(`DELETE FROM rate_limit_window WHERE key LIKE 'contact:%'`);
    const marker = `limit-${Date.now()}`;
    const send = () =>
      contactUs({ name: 'Олена', email: 'olena@example.com', comment: marker }, { target: limited.url });
    for (let i = 0; i < 3; i++) expect((await send()).data?.contactUs?.status).toBe(true);
    const refused = await send();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many messages were sent from your address. Please try again later.',
      extensions: { category: 'graphql-input' },
    });
    expect(await stored(marker)).toHaveLength(3);
    await s.db.query(`DELETE FROM rate_limit_window WHERE key LIKE 'contact:%'`);
  });
});
