/**
 * Sign-in over real HTTP: Magento's generateCustomerToken and revokeCustomerToken; tokens kept
 * as digests, refused after expiry or revocation by another server (a second process on
 * PostgreSQL, a second app on the same PGlite); the lockout, also for e-mails without an
 * account; the per-address limit across processes; hashes made with older parameters replaced;
 * Magento's three-class rule as a setting; an unknown e-mail costs a verification's time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './app-instance.ts';
import { startChild, type ChildServer } from './child-server.ts';
import { bearer, call, expectError, PASSWORD, signIn, signUp, uniqueEmail } from './customer-helpers.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
const instances: Instance[] = [];
let child: ChildServer | undefined;

beforeAll(async () => {
  s = await testServer();
});

afterAll(async () => {
  for (const i of instances) await i.close();
  if (child && child.proc.exitCode === null) {
    child.proc.kill('SIGTERM');
    await child.exited;
  }
});

const NOT_AUTHORIZED = "The current customer isn't authorized.";
const INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const CUSTOMER = '{ customer { email } }';
const REVOKE = 'mutation { revokeCustomerToken { result } }';

async function instance(env: Record<string, string>): Promise<Instance> {
  const i = await startInstance(s.db, env);
  instances.push(i);
  return i;
}

/** A GraphQL POST to another server on the same database. */
async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { category?: string } }[];
  };
}

const SIGN_IN =
  'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

describe('generateCustomerToken', () => {
  it('answers a token kept only as its SHA-256 digest, valid for an hour', async () => {
    const a = await signUp(s);
    expect(a.token).toMatch(/^[\w-]{43}$/);
    const rows = await s.db.query<{ hex: string; seconds: number }>(
      `SELECT encode(token_hash, 'hex') AS hex, round(extract(epoch FROM expires_at - created_at))::int AS seconds
         FROM customer_token WHERE customer_id = $1`,
      [a.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBe(3600);
    expect(rows[0]!.hex).toMatch(/^[0-9a-f]{64}$/);
    const all = JSON.stringify(
      await s.db.query(`SELECT * FROM customer_token WHERE customer_id = $1`, [a.id]),
    );
    expect(all).not.toContain(a.token);
    expect((await call(s, CUSTOMER, {}, a.token)).body.data).toEqual({ customer: { email: a.email } });
  });

  it('answers the same for a wrong password and an unknown e-mail, and wants both values', async () => {
    const a = await signUp(s);
    expectError(await signIn(s, a.email, 'wrong password 1'), INCORRECT, 'graphql-authentication');
    expectError(
      await signIn(s, uniqueEmail('nobody'), 'wrong password 1'),
      INCORRECT,
      'graphql-authentication',
    );
    expectError(await signIn(s, '', 'x'), 'Specify the "email" value.', 'graphql-input');
    expectError(await signIn(s, a.email, ''), 'Specify the "password" value.', 'graphql-input');
    // E-mails are matched without regard to case.
    expect((await signIn(s, a.email.toUpperCase(), a.password)).body.errors).toBeUndefined();
  });

  it("takes a verification's time for an unknown e-mail too", async () => {
    const a = await signUp(s);
    const time = async (email: string) => {
      const t = performance.now();
      await signIn(s, email, 'wrong password 1');
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(a.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2]!;
    // A lookup alone takes a few milliseconds; a verification ~10 ms or more. Slack for a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('replaces a hash made with weaker parameters on the next sign-in', async () => {
    const a = await signUp(s);
    const weak = await hash(a.password, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await s.db.query(`UPDATE customer SET password_hash = $2 WHERE id = $1`, [a.id, weak]);
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
    const [row] = await s.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM customer WHERE id = $1`,
      [a.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
  });
});

describe('lockout', () => {
  it('locks an account after 10 failures within 10 minutes, even for the right password, until the lock ends', async () => {
    const a = await signUp(s);
    for (let i = 0; i < 9; i++)
      expectError(await signIn(s, a.email, `wrong password ${i}`), INCORRECT, 'graphql-authentication');
    // Nine failures: the right password still works, and forgets them.
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
    for (let i = 0; i < 10; i++) await signIn(s, a.email, `wrong password ${i}`);
    expectError(await signIn(s, a.email, a.password), 'The account is locked.', 'graphql-authentication');
    await s.db.query(
      `UPDATE sign_in_failure SET lock_expires = now() - interval '1 second' WHERE email = lower($1)`,
      [a.email],
    );
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
  });

  it('locks an e-mail without an account the same way, so the lock tells nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) await signIn(s, ghost, `wrong password ${i}`);
    expectError(await signIn(s, ghost, PASSWORD), 'The account is locked.', 'graphql-authentication');
  });

  it('counts wrong current passwords of a signed-in customer too (a stolen token cannot guess on)', async () => {
    const a = await signUp(s);
    const change =
      'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }';
    for (let i = 0; i < 10; i++) {
      expectError(
        await call(s, change, { c: `guess ${i} of the password`, n: 'Nove-Haslo-2026' }, a.token),
        "The password doesn't match this account. Verify the password and try again.",
        'graphql-authentication',
      );
    }
    expectError(
      await call(s, change, { c: a.password, n: 'Nove-Haslo-2026' }, a.token),
      'The account is locked.',
      'graphql-authentication',
    );
    expectError(await signIn(s, a.email, a.password), 'The account is locked.', 'graphql-authentication');
  });

  it('counts only failures within the window', async () => {
    const a = await signUp(s);
    for (let i = 0; i < 9; i++) await signIn(s, a.email, `wrong password ${i}`);
    await s.db.query(
      `UPDATE sign_in_failure SET first_failure = now() - interval '11 minutes' WHERE email = lower($1)`,
      [a.email],
    );
    await signIn(s, a.email, 'wrong password again');
    expect((await signIn(s, a.email, a.password)).body.errors).toBeUndefined();
  });
});

describe('revokeCustomerToken and expiry', () => {
  it("ends every token of the customer, as Magento's", async () => {
    const a = await signUp(s);
    const second = (await signIn(s, a.email, a.password)).body.data!.generateCustomerToken.token;
    const b = await signUp(s);
    expect((await call(s, REVOKE, {}, a.token)).body.data).toEqual({ revokeCustomerToken: { result: true } });
    expectError(await call(s, CUSTOMER, {}, a.token), NOT_AUTHORIZED, 'graphql-authorization');
    expectError(await call(s, CUSTOMER, {}, second), NOT_AUTHORIZED, 'graphql-authorization');
    expectError(await call(s, REVOKE), NOT_AUTHORIZED, 'graphql-authorization');
    // Another customer's session is untouched.
    expect((await call(s, CUSTOMER, {}, b.token)).body.data).toEqual({ customer: { email: b.email } });
  });

  it('refuses a token after its expiry', async () => {
    const a = await signUp(s);
    await s.db.query(
      `UPDATE customer_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
      [a.id],
    );
    expectError(await call(s, CUSTOMER, {}, a.token), NOT_AUTHORIZED, 'graphql-authorization');
  });

  it('gives tokens the lifetime of CUSTOMER_TOKEN_LIFETIME_SECONDS', async () => {
    const short = await instance({ CUSTOMER_TOKEN_LIFETIME_SECONDS: '120' });
    const a = await signUp(s);
    const r = await post(short.url, SIGN_IN, { e: a.email, p: a.password });
    expect(r.errors).toBeUndefined();
    const [row] = await s.db.query<{ seconds: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at))::int AS seconds FROM customer_token
        WHERE customer_id = $1 ORDER BY id DESC LIMIT 1`,
      [a.id],
    );
    expect(row!.seconds).toBe(120);
    const config = await post(short.url, '{ storeConfig { customer_access_token_lifetime } }');
    expect(config.data).toEqual({ storeConfig: { customer_access_token_lifetime: 120 / 3600 } });
  });

  it('is refused by a second server for a token revoked or expired through the first', async () => {
    let url: string;
    if (process.env.DATABASE_URL) {
      child = await startChild('src/main.ts', {
        DATABASE_URL: process.env.DATABASE_URL,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-customer-twin-')),
        LOG_LEVEL: 'info',
        JOBS_WORKER: 'off',
      });
      url = child.url;
    } else {
      // PGlite is one process's database: a second app on the same engine, no shared memory of tokens.
      url = (await instance({})).url;
    }
    const a = await signUp(s);
    const b = await signUp(s);
    expect((await post(url, CUSTOMER, {}, a.token)).data).toEqual({ customer: { email: a.email } });
    expect((await post(url, CUSTOMER, {}, b.token)).data).toEqual({ customer: { email: b.email } });
    await call(s, REVOKE, {}, a.token);
    await s.db.query(
      `UPDATE customer_token SET expires_at = now() - interval '1 second' WHERE customer_id = $1`,
      [b.id],
    );
    for (const token of [a.token, b.token]) {
      const r = await post(url, CUSTOMER, {}, token);
      expect(r.errors?.[0]).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
    }
  }, 180_000);
});

describe('limits per client address', () => {
  it('refuses sign-ins past SIGN_IN_RATE_PER_MINUTE from one address, on every process', async () => {
    const limited = await instance({ SIGN_IN_RATE_PER_MINUTE: '3' });
    const twin = await instance({ SIGN_IN_RATE_PER_MINUTE: '3' });
    await s.db.query(`DELETE FROM rate_limit_window WHERE key LIKE 'ip:%'`);
    const a = await signUp(s);
    expect(
      (await post(limited.url, SIGN_IN, { e: a.email, p: 'wrong password 1' })).errors?.[0]?.message,
    ).toBe(INCORRECT);
    expect((await post(twin.url, SIGN_IN, { e: a.email, p: 'wrong password 2' })).errors?.[0]?.message).toBe(
      INCORRECT,
    );
    expect((await post(limited.url, SIGN_IN, { e: a.email, p: a.password })).errors).toBeUndefined();
    // The fourth attempt from 127.0.0.1 within the minute, on either process: refused, right password or not.
    const refused = await post(twin.url, SIGN_IN, { e: a.email, p: a.password });
    expect(refused.errors?.[0]).toMatchObject({
      message: INCORRECT,
      extensions: { category: 'graphql-authentication' },
    });
    // A new window lets the address in again.
    await s.db.query(
      `UPDATE rate_limit_window SET window_start = now() - interval '61 seconds' WHERE key LIKE 'ip:%'`,
    );
    expect((await post(limited.url, SIGN_IN, { e: a.email, p: a.password })).errors).toBeUndefined();
    await s.db.query(`DELETE FROM rate_limit_window WHERE key LIKE 'ip:%'`);
  });
});

describe("Magento's character-class rule (PASSWORD_CHARACTER_CLASSES=3)", () => {
  it("refuses a password of fewer classes with Magento's text, and answers the setting in storeConfig", async () => {
    const magento = await instance({ PASSWORD_CHARACTER_CLASSES: '3', PASSWORD_MIN_LENGTH: '10' });
    const create =
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
    const input = (password: string) => ({
      input: { firstname: 'О', lastname: 'К', email: uniqueEmail(), password },
    });
    expect((await post(magento.url, create, input('kashtany u kyievi'))).errors?.[0]?.message).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    expect((await post(magento.url, create, input('Kash-42'))).errors?.[0]?.message).toBe(
      'The password needs at least 10 characters. Create a new password and try again.',
    );
    expect((await post(magento.url, create, input('Kashtany-42'))).errors).toBeUndefined();
    const config = await post(
      magento.url,
      '{ storeConfig { minimum_password_length required_character_classes_number } }',
    );
    expect(config.data).toEqual({
      storeConfig: { minimum_password_length: '10', required_character_classes_number: '3' },
    });
    // The default (ASVS) takes the passphrase.
    expect((await call(s, create, input('kashtany u kyievi'))).body.errors).toBeUndefined();
  });
});
