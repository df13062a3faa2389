/**
 * Forgotten passwords over real HTTP with a mail worker: requestPasswordResetEmail answers true
 * for any e-mail and mails only accounts (in the store view's language, read from the outbox);
 * the link's token resets the password once, within two hours, for its e-mail only, and ends
 * every session; mails are throttled per e-mail.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { resetWorkSettled } from '../src/modules/customer/password-reset.ts';
import { startJobs, type BackgroundJobs } from '../src/platform/start-jobs.ts';
import { bearer, signIn, signUp, uniqueEmail } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';

const quiet = { info: () => undefined, error: () => undefined };
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-customer-reset-'));
const outbox = path.join(dataDir, 'outbox');
const SCHEMA = 'pgboss_customer_reset';
let s: TestServer;
let jobs: BackgroundJobs;
let app: App;
let url: string;

beforeAll(async () => {
  s = await testServer();
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      PUBLIC_URL: 'https://shop.example',
      JOBS_POLL_SECONDS: '1',
      SIGN_IN_RATE_PER_MINUTE: '0',
    }),
    port: 0,
  };
  jobs = await startJobs(s.db, config, quiet, { work: true, schema: SCHEMA });
  app = await buildApp(s.db, config, { jobs });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function gql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { category?: string } }[];
  };
}

const REQUEST = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET = `mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;
const CANNOT = "Cannot set the customer's password";

/** Mails to `to` in the outbox, once `count` are there. */
async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
  for (const end = Date.now() + 30_000; ;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      // not made yet
    }
    const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(outbox, f)))));
    const mine = parsed.filter((m) => m.to && 'text' in m.to && m.to.text === to);
    if (mine.length >= count) return mine;
    if (Date.now() > end) throw new Error(`${mine.length} of ${count} mails to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const jobsTo = async (to: string) => {
  await resetWorkSettled();
  const [row] = await s.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = 'mail.send' AND data->>'to' = $1`,
    [to],
  );
  return row!.n;
};

/** The token and e-mail of the link in a reset mail. */
function linkOf(mail: ParsedMail): URL {
  const href = /https:\/\/shop\.example\/[a-z]+\/customer\/account\/createPassword\?[^\s"<>\]]+/.exec(
    mail.text ?? '',
  );
  expect(href).not.toBeNull();
  return new URL(href![0].replace(/&amp;/g, '&'));
}

describe('requestPasswordResetEmail', () => {
  it('answers true for an e-mail without an account and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await gql(REQUEST, { e: ghost })).data).toEqual({ requestPasswordResetEmail: true });
    expect(await jobsTo(ghost)).toBe(0);
    expect((await gql(REQUEST, { e: 'not-an-email' })).errors?.[0]).toMatchObject({
      message: 'The email address has an invalid format.',
      extensions: { category: 'graphql-input' },
    });
    expect((await gql(REQUEST, { e: '' })).errors?.[0]?.message).toBe('You must specify an email address.');
  });

  it('mails an account a link in Ukrainian, or in Russian from the ru store view', async () => {
    const a = await signUp(s);
    expect((await gql(REQUEST, { e: a.email })).data).toEqual({ requestPasswordResetEmail: true });
    const [uk] = await mailsTo(a.email, 1);
    expect(uk!.subject).toBe('Вітрина: відновлення пароля');
    expect(uk!.html).toContain('Вітаємо, Олена!');
    expect(uk!.text).toContain('2 години');
    const link = linkOf(uk!);
    expect(link.pathname).toBe('/ua/customer/account/createPassword');
    expect(link.searchParams.get('email')).toBe(a.email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    // Only the digest is stored.
    const stored = JSON.stringify(
      await s.db.query(`SELECT * FROM customer_password_reset WHERE customer_id = $1`, [a.id]),
    );
    expect(stored).not.toContain(link.searchParams.get('token'));

    const b = await signUp(s);
    await gql(REQUEST, { e: b.email }, { store: 'ru' });
    const [ru] = await mailsTo(b.email, 1);
    expect(ru!.subject).toBe('Витрина: восстановление пароля');
    expect(linkOf(ru!).pathname).toBe('/ru/customer/account/createPassword');
  });

  it('sends at most PASSWORD_RESET_PER_HOUR (3) mails per e-mail an hour, answering true each time', async () => {
    const a = await signUp(s);
    for (let i = 0; i < 5; i++)
      expect((await gql(REQUEST, { e: a.email })).data).toEqual({ requestPasswordResetEmail: true });
    expect(await jobsTo(a.email)).toBe(3);
  });
});

describe('resetPassword', () => {
  it('sets the new password once, ends every session and the lock, and refuses the link again', async () => {
    const a = await signUp(s);
    await gql(REQUEST, { e: a.email });
    const link = linkOf((await mailsTo(a.email, 1))[0]!);
    const token = link.searchParams.get('token')!;
    // A rule the new password breaks is named (it tells nothing about the account).
    expect((await gql(RESET, { e: a.email, t: token, p: 'qwerty123' })).errors?.[0]?.message).toBe(
      'The password is among the most common ones. Create a new password and try again.',
    );
    // Another e-mail with this token: refused, the link still good.
    const b = await signUp(s);
    expect((await gql(RESET, { e: b.email, t: token, p: 'Novyi-Parol-2026' })).errors?.[0]).toMatchObject({
      message: CANNOT,
      extensions: { category: 'graphql-input' },
    });
    expect((await gql(RESET, { e: a.email, t: token, p: 'Novyi-Parol-2026' })).data).toEqual({
      resetPassword: true,
    });
    const me = await gql('{ customer { email } }', {}, bearer(a.token));
    expect(me.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    expect((await signIn(s, a.email, 'Novyi-Parol-2026')).body.errors).toBeUndefined();
    expect((await signIn(s, a.email, a.password)).body.errors?.[0]?.extensions?.category).toBe(
      'graphql-authentication',
    );
    expect((await gql(RESET, { e: a.email, t: token, p: 'Inshyi-Parol-2026' })).errors?.[0]?.message).toBe(
      CANNOT,
    );
  });

  it('refuses an expired link, a made-up one and an unknown e-mail with one text', async () => {
    const a = await signUp(s);
    await gql(REQUEST, { e: a.email });
    const token = linkOf((await mailsTo(a.email, 1))[0]!).searchParams.get('token')!;
    await s.db.query(
      `UPDATE customer_password_reset SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
      [a.id],
    );
    expect((await gql(RESET, { e: a.email, t: token, p: 'Novyi-Parol-2026' })).errors?.[0]?.message).toBe(
      CANNOT,
    );
    expect((await gql(RESET, { e: a.email, t: 'made-up', p: 'Novyi-Parol-2026' })).errors?.[0]?.message).toBe(
      CANNOT,
    );
    expect(
      (await gql(RESET, { e: uniqueEmail(), t: token, p: 'Novyi-Parol-2026' })).errors?.[0]?.message,
    ).toBe(CANNOT);
    expect((await gql(RESET, { e: a.email, t: '', p: 'Novyi-Parol-2026' })).errors?.[0]?.message).toBe(
      'resetPasswordToken must be specified',
    );
    expect((await gql(RESET, { e: a.email, t: token, p: '' })).errors?.[0]?.message).toBe(
      'newPassword must be specified',
    );
    // The old password still works: nothing was changed.
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
  });
});
