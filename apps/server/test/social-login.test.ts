/**
 * Social sign-in through a real OpenID provider (oidc-provider) on 127.0.0.1: the shop's start
 * route, the provider's authorization (an automatic login of the account the test names), the
 * shop's callback page, on a shop instance configured with the provider (PGlite or PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startDevProvider, type DevAccount, type DevProvider } from '../src/dev/oidc-provider.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { bearer, signUp, uniqueEmail } from './customer-helpers.ts';
import { testServer, type GqlResponse, type TestServer } from './harness.ts';

const PROVIDER_PORT = 9410;
const SHOP_PORT = 9411;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
const CALLBACK = `${SHOP}/amsociallogin/social/callback`;

let provider: DevProvider;
let app: App;
let shop: TestServer;

beforeAll(async () => {
  const shared = await testServer();
  provider = await startDevProvider({
    port: PROVIDER_PORT,
    clientId: 'vitryna-test',
    clientSecret: 'vitryna-test-secret',
    redirectUris: [CALLBACK],
    account: { sub: 'nobody' },
  });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-social-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    SIGN_IN_RATE_PER_MINUTE: '0',
    PORT: String(SHOP_PORT),
    PUBLIC_URL: SHOP,
    SOCIAL_LOGIN_GOOGLE_ISSUER: provider.issuer,
    SOCIAL_LOGIN_GOOGLE_CLIENT_ID: 'vitryna-test',
    SOCIAL_LOGIN_GOOGLE_CLIENT_SECRET: 'vitryna-test-secret',
  });
  app = await buildApp(shared.db, config);
  await app.app.listen({ port: SHOP_PORT, host: '127.0.0.1' });
  shop = {
    url: SHOP,
    db: shared.db,
    app,
    async gql(query, opts = {}) {
      const res = await fetch(`${SHOP}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...opts.headers },
        body: JSON.stringify({ query, variables: opts.variables }),
      });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
  };
});

afterAll(async () => {
  await app?.app.close();
  await provider?.close();
});

interface Payload {
  result: 0 | 1;
  token?: string;
  messages: string[];
  redirect_data: { type: string; action: string; redirectWithError: boolean };
}

/** Cookies per origin, as a browser keeps them (paths ignored: sending more is harmless here). */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jars.get(target.host) ?? new Map<string, string>();
    this.jars.set(target.host, jar);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }

  /** Follows redirects until the shop's callback answers, or stops at `stopAt` (not requested). */
  async follow(start: string, stopAt?: (url: URL) => boolean): Promise<{ res: Response; url: string }> {
    let url = start;
    for (let hops = 0; hops < 20; hops++) {
      if (stopAt?.(new URL(url))) return { res: new Response(null), url };
      const res = await this.get(url);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url).href;
        continue;
      }
      return { res, url };
    }
    throw new Error('too many redirects');
  }

  forget(host: string) {
    this.jars.delete(host);
  }
}

/** The callback page's result (its JSON data block). */
async function payloadOf(res: Response): Promise<Payload> {
  const html = await res.text();
  const json = /<script type="application\/json" id="amsociallogin-result">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no result in: ${html.slice(0, 300)}`);
  return (JSON.parse(json) as { payload: Payload }).payload;
}

async function buttons(): Promise<{ type: string; label: string; url: string }[]> {
  const r = await shop.gql<{ amSocialLoginButtonConfig: { type: string; label: string; url: string }[] }>(
    '{ amSocialLoginButtonConfig { type label url } }',
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.amSocialLoginButtonConfig;
}

/** A whole sign-in as `account` through the Google button. */
async function socialSignIn(account: DevAccount, browser = new Browser()): Promise<Payload> {
  provider.setAccount(account);
  const [google] = await buttons();
  const { res, url } = await browser.follow(google!.url);
  expect(url.startsWith(CALLBACK)).toBe(true);
  return payloadOf(res);
}

const gqlAs = <T>(query: string, token: string, variables?: Record<string, unknown>) =>
  shop.gql<T>(query, { headers: bearer(token), variables }) as Promise<GqlResponse<T>>;

async function customerOf(token: string) {
  const r = await gqlAs<{ customer: { email: string; firstname: string; lastname: string } }>(
    '{ customer { email firstname lastname } }',
    token,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer;
}

async function linkedAccounts(token: string) {
  const r = await gqlAs<{ amSocialLoginAccountData: { type: string; name: string }[] }>(
    '{ amSocialLoginAccountData { type name } }',
    token,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.amSocialLoginAccountData;
}

const person = (email: string, verified = true): DevAccount => ({
  sub: `sub-${randomUUID()}`,
  email,
  email_verified: verified,
  name: 'Тарас Шевчук',
  given_name: 'Тарас',
  family_name: 'Шевчук',
});

describe('amSocialLoginButtonConfig', () => {
  it('lists only the configured providers, each with its start address', async () => {
    const list = await buttons();
    expect(list).toEqual([
      { type: 'google', label: 'Google', url: `${SHOP}/amsociallogin/social/login?type=google&store=ua` },
    ]);
  });
});

describe('social sign-in', () => {
  it('creates a customer for a new verified e-mail and signs them in', async () => {
    const email = uniqueEmail('social.new');
    const payload = await socialSignIn(person(email));
    expect(payload).toMatchObject({ result: 1, redirect_data: { type: 'google', action: 'login' } });
    expect(payload.messages[0]).toBe('Ви увійшли через Google.');
    expect(await customerOf(payload.token!)).toEqual({ email, firstname: 'Тарас', lastname: 'Шевчук' });
    expect(await linkedAccounts(payload.token!)).toEqual([{ type: 'google', name: 'Тарас Шевчук' }]);
  });

  it('links an existing customer by a verified e-mail', async () => {
    const existing = await signUp(shop);
    const payload = await socialSignIn(person(existing.email));
    expect(payload.result).toBe(1);
    expect((await customerOf(payload.token!)).email).toBe(existing.email);
    expect(await linkedAccounts(existing.token)).toEqual([{ type: 'google', name: 'Тарас Шевчук' }]);
  });

  it('neither links nor creates an account for an unverified e-mail', async () => {
    const existing = await signUp(shop);
    const taken = await socialSignIn(person(existing.email, false));
    expect(taken).toMatchObject({ result: 0, redirect_data: { redirectWithError: true } });
    expect(taken.token).toBeUndefined();
    expect(taken.messages[0]).toContain('Обліковий запис із цим e-mail уже існує');
    expect(await linkedAccounts(existing.token)).toEqual([]);

    const fresh = uniqueEmail('social.unverified');
    const refused = await socialSignIn(person(fresh, false));
    expect(refused.result).toBe(0);
    const rows = await shop.db.query(`SELECT 1 FROM customer WHERE lower(email) = lower($1)`, [fresh]);
    expect(rows).toHaveLength(0);
  });

  it('signs a linked account in as its customer, whatever e-mail the provider gives now', async () => {
    const account = person(uniqueEmail('social.linked'));
    const first = await socialSignIn(account);
    const again = await socialSignIn({
      ...account,
      email: uniqueEmail('social.changed'),
      email_verified: false,
    });
    expect(again.result).toBe(1);
    expect(again.token).not.toBe(first.token);
    expect((await customerOf(again.token!)).email).toBe(account.email);
  });

  it('uses PKCE (S256), state and nonce, and refuses a state it did not issue or one used twice', async () => {
    const browser = new Browser();
    provider.setAccount(person(uniqueEmail('social.state')));
    const [google] = await buttons();
    const before = provider.authorizationRequests.length;
    // Stop at the callback to replay it.
    const { url } = await browser.follow(google!.url, (u) => u.href.startsWith(CALLBACK));
    const request = provider.authorizationRequests[before]!;
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(request.get('state')).toBeTruthy();
    expect(request.get('nonce')).toBeTruthy();
    expect(request.get('redirect_uri')).toBe(CALLBACK);

    const ok = await payloadOf(await browser.get(url));
    expect(ok.result).toBe(1);
    const replayed = await payloadOf(await browser.get(url));
    expect(replayed).toMatchObject({ result: 0 });

    // A flow in progress (its cookie set) with a state the shop never issued.
    const second = await browser.follow(google!.url, (u) => u.href.startsWith(CALLBACK));
    const forged = new URL(second.url);
    forged.searchParams.set('state', 'made-up-state');
    const refused = await payloadOf(await browser.get(forged.href));
    expect(refused).toMatchObject({ result: 0 });
    expect(refused.token).toBeUndefined();
    expect(refused.messages[0]).toBe('Час входу минув або вхід почато не тут. Спробуйте ще раз.');
  });

  it('refuses a callback finished by another browser than the one that started it', async () => {
    const starter = new Browser();
    provider.setAccount(person(uniqueEmail('social.csrf')));
    const [google] = await buttons();
    const { url } = await starter.follow(google!.url, (u) => u.href.startsWith(CALLBACK));
    // The victim's browser gets the attacker's callback address: no flow cookie, no sign-in.
    const victim = await payloadOf(await new Browser().get(url));
    expect(victim).toMatchObject({ result: 0 });
    expect(victim.token).toBeUndefined();
  });

  it('answers the callback page without caching, with a hashed script and the exact target origin', async () => {
    const browser = new Browser();
    provider.setAccount(person(uniqueEmail('social.page')));
    const [google] = await buttons();
    const { res } = await browser.follow(google!.url);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'(;|$)/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const html = await res.text();
    expect(html).toContain(`"origin":"${SHOP}"`);
    expect(html).toContain('postMessage(data.payload, data.origin)');
    expect(html).not.toContain("'*'");
  });

  it('answers an unknown provider type with result 0 in the store view language', async () => {
    const res = await fetch(`${SHOP}/amsociallogin/social/login?type=myspace&store=ru`);
    const payload = await payloadOf(res);
    expect(payload).toMatchObject({ result: 0, messages: ['Этот способ входа недоступен.'] });
  });
});

describe('linking and unlinking while signed in', () => {
  const LINK = 'mutation ($t: String!) { amSocialLoginLinkAccount(type: $t) { isSuccess message url } }';
  const UNLINK = 'mutation ($t: String!) { amSocialLoginUnlinkAccount(type: $t) { isSuccess message } }';

  it('links the provider account to the customer who asked, then unlinks it', async () => {
    const customer = await signUp(shop);
    const link = await gqlAs<{ amSocialLoginLinkAccount: { isSuccess: boolean; url: string } }>(
      LINK,
      customer.token,
      {
        t: 'google',
      },
    );
    expect(link.body.errors).toBeUndefined();
    expect(link.body.data!.amSocialLoginLinkAccount.isSuccess).toBe(true);
    const url = link.body.data!.amSocialLoginLinkAccount.url;
    expect(url).toMatch(/intent=/);

    // The provider account has another e-mail: linking does not care, the ticket names the customer.
    const account = person(uniqueEmail('social.other'), false);
    provider.setAccount(account);
    const browser = new Browser();
    const { res } = await browser.follow(url);
    const payload = await payloadOf(res);
    expect(payload).toMatchObject({ result: 1, redirect_data: { action: 'link' } });
    expect(payload.token).toBeUndefined();
    expect(await linkedAccounts(customer.token)).toEqual([{ type: 'google', name: 'Тарас Шевчук' }]);

    // The ticket works once.
    const replay = await payloadOf((await browser.follow(url)).res);
    expect(replay.result).toBe(0);

    // The linked provider account now signs in as this customer.
    const signedIn = await socialSignIn(account);
    expect((await customerOf(signedIn.token!)).email).toBe(customer.email);

    const unlinked = await gqlAs<{ amSocialLoginUnlinkAccount: { isSuccess: boolean; message: string } }>(
      UNLINK,
      customer.token,
      { t: 'google' },
    );
    expect(unlinked.body.data!.amSocialLoginUnlinkAccount).toEqual({
      isSuccess: true,
      message: 'Обліковий запис Google відв’язано.',
    });
    expect(await linkedAccounts(customer.token)).toEqual([]);
    const again = await gqlAs<{ amSocialLoginUnlinkAccount: { isSuccess: boolean } }>(
      UNLINK,
      customer.token,
      {
        t: 'google',
      },
    );
    expect(again.body.data!.amSocialLoginUnlinkAccount.isSuccess).toBe(false);
  });

  it('refuses to link a provider account another customer has', async () => {
    const owner = person(uniqueEmail('social.owner'));
    expect((await socialSignIn(owner)).result).toBe(1);
    const other = await signUp(shop);
    const link = await gqlAs<{ amSocialLoginLinkAccount: { url: string } }>(LINK, other.token, {
      t: 'google',
    });
    provider.setAccount(owner);
    const payload = await payloadOf(
      (await new Browser().follow(link.body.data!.amSocialLoginLinkAccount.url)).res,
    );
    expect(payload.result).toBe(0);
    expect(payload.messages[0]).toBe('Цей обліковий запис Google уже прив’язано до іншого покупця.');
    expect(await linkedAccounts(other.token)).toEqual([]);
  });

  it('needs a signed-in customer, and shows only the caller’s own accounts', async () => {
    for (const query of ['{ amSocialLoginAccountData { type name } }', LINK, UNLINK]) {
      const r = await shop.gql(query, { variables: { t: 'google' } });
      expect(r.body.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    }
    const a = await socialSignIn(person(uniqueEmail('social.a')));
    const b = await signUp(shop);
    expect(await linkedAccounts(a.token!)).toHaveLength(1);
    expect(await linkedAccounts(b.token)).toEqual([]);
  });

  it('is never kept by the GraphQL cache', async () => {
    const a = await socialSignIn(person(uniqueEmail('social.cache')));
    const res = await fetch(
      `${SHOP}/graphql?query=${encodeURIComponent('{ amSocialLoginAccountData { type name } }')}`,
      { headers: bearer(a.token!) },
    );
    expect(res.headers.get('cache-control')).toMatch(/no-store|private/);
  });
});
