/**
 * The storefront's pages under hostile or careless requests, against the real shop: security
 * headers on every kind of page answer, the Content-Security-Policy enforced in Chromium, boot
 * data that page content cannot shadow, a page cache that campaign links cannot flush and that
 * never keeps a personal page, and bad addresses that answer 400/404, never 500.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, newContext, watchCspViolations } from './support/browser.ts';
import { whenHydrated } from './support/page-helpers.ts';
import { baseUrl, shopUrl } from './support/shop-data.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
}

describe('security headers', () => {
  test.each([
    ['a page', '/ua/', 200],
    ['a page not found', '/ua/no-such-page-anywhere', 404],
    ['a redirect', '/women', 301],
    ['a personal page', '/ua/cart', 200],
    ['a bad address', '/ua/a%00b', 400],
    ['the offline page', '/offline.html', 200],
    ['the service worker', '/sw.js', 200],
  ])('on %s', async (_kind, path, status) => {
    const res = await get(path);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('in Chromium', () => {
  test('the policy refuses a script the page did not bring, and the watcher of the journeys reports it', async () => {
    const context = await newContext(browser, DESKTOP);
    try {
      const violations = await watchCspViolations(context);
      const page = await context.newPage();
      await page.goto(shopUrl('ua', '/'));
      await whenHydrated(page.getByRole('banner').getByRole('button', { name: 'Відкрити пошук' }));
      expect(violations, 'the page itself keeps to its policy').toEqual([]);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.appendChild(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem refused inline/);
    } finally {
      await context.close();
    }
  });

  test('the offline page keeps to the policy (its <style> allowed by hash)', async () => {
    const context = await newContext(browser, DESKTOP);
    try {
      const violations = await watchCspViolations(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/offline.html`);
      const styled = await page.evaluate(() => document.styleSheets.length);
      expect(styled).toBeGreaterThan(0);
      await page.waitForTimeout(200);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an element of the content with the boot block’s id cannot change the GraphQL endpoint', async () => {
    const context = await newContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl())) elsewhere.push(request.url());
      });
      // Content that got past the sanitiser, first in the page: what a global id lookup would find.
      const shadow = JSON.stringify({
        storeCode: 'ua',
        endpoint: 'https://attacker.invalid/graphql',
        urql: {},
      });
      await page.route(shopUrl('ua', '/'), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<div id="root">',
          `<div id="root"><div id="__VITRYNA_BOOT__" hidden>${shadow}</div>`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto(shopUrl('ua', '/'));
      await page.waitForFunction(() => {
        const boot = (window as unknown as Record<string, unknown>).__VITRYNA__;
        return boot !== undefined && !(boot instanceof Element);
      });
      const endpoint = await page.evaluate(
        () => (window as unknown as { __VITRYNA__: { endpoint: string } }).__VITRYNA__.endpoint,
      );
      expect(endpoint).toBe('/graphql');
      expect(elsewhere.filter((url) => url.includes('attacker.invalid'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('page cache', () => {
  async function cacheState(path: string, headers: Record<string, string> = {}) {
    const res = await get(path, headers);
    await res.arrayBuffer();
    return {
      status: res.status,
      cache: res.headers.get('x-page-cache'),
      control: res.headers.get('cache-control'),
    };
  }

  test('150 campaign links with junk values share one kept page and flush nothing', async () => {
    await cacheState('/ua/');
    expect((await cacheState('/ua/')).cache).toBe('HIT');
    await cacheState('/ua/stores?utm_campaign=first');
    for (let n = 0; n < 150; n++) {
      const state = await cacheState(`/ua/stores?utm_campaign=${n}&utm_source=mail&gclid=${n}x`);
      expect(state, `request ${n}`).toEqual({ status: 200, cache: 'HIT', control: 'no-cache' });
    }
    expect((await cacheState('/ua/')).cache).toBe('HIT');
    expect((await cacheState('/ua/stores')).cache).toBe('HIT');
  });

  test('a redirect keeps the campaign parameters', async () => {
    const res = await get('/women?utm_source=mail&utm_campaign=7');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/\/ua\/women\?utm_source=mail&utm_campaign=7$/);
  });

  test.each([
    '/ua/cart',
    '/ua/checkout',
    '/ua/customer/account',
    '/ua/sign-in',
    '/ua/wishlist',
    '/ua/order-success',
  ])('never keeps the personal page %s', async (path) => {
    for (let i = 0; i < 2; i++) {
      const state = await cacheState(path);
      expect(state.cache).toBe('BYPASS');
      expect(state.control).toBe('no-store');
    }
  });

  test('never answers a request with a customer token or cart from the cache, nor keeps its page', async () => {
    await cacheState('/ua/');
    expect((await cacheState('/ua/')).cache).toBe('HIT');
    const customers: Record<string, string>[] = [
      { authorization: 'Bearer abc' },
      { cookie: '_ga=1; cartId=abc' },
    ];
    for (const headers of customers) {
      const state = await cacheState('/ua/', headers);
      expect(state, JSON.stringify(headers)).toMatchObject({
        status: 200,
        cache: 'BYPASS',
        control: 'no-store',
      });
    }
  });
});

describe('bad addresses', () => {
  test.each([
    ['a NUL byte in the path', '/ua/a%00b', [400]],
    ['a NUL byte in a product address', '/ua/%00.html', [400]],
    ['a NUL byte in the search', '/ua/all/p:1?q=%00', [400]],
    ['malformed percent-encoding', '/ua/%E0%A4%A', [400]],
    ['a huge page number in the query', '/ua/women?p=99999999999999999999', [200, 404]],
    ['a huge page number in the path', '/ua/women/p:99999999999999999999', [404]],
    ['a huge page number of the search', '/ua/all/p:99999999999999999999?q=x', [200, 404]],
    ['a huge filter value', '/ua/women/f/price:1_99999999999999999999', [200, 404]],
    ['an absurdly long path', `/ua/${'a'.repeat(8000)}`, [400, 404, 414]],
  ])('%s answers %j', async (_what, path, statuses) => {
    const res = await get(path);
    const body = await res.text();
    expect(statuses).toContain(res.status);
    expect(body).not.toMatch(/postgres|invalid byte sequence/i);
  });
});

/** A small seeded generator (mulberry32): the same odd addresses on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('300 generated odd page addresses: no 5xx, no database text', { timeout: 300_000 }, async () => {
  const random = seededRandom(8);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const segments = [
    'women',
    'men',
    'kids',
    'clothing',
    'f',
    'all',
    'brands',
    'stores',
    'customer',
    'p:0',
    'p:-1',
    'p:1e9',
    'p:99999999999999999999',
    'brand:',
    'brand:%00',
    'price:_',
    'price:a_b',
    'price:-5_1e400',
    'size:%FF',
    '%E2%80%AE',
    '%2e%2e',
    'a.html',
    '%00.html',
    'x'.repeat(300),
    '%F0%9F%98%80',
    'women;brand:1',
    ':::',
    '__proto__',
    'constructor',
    '%C0%80',
    '%ED%A0%80',
    'search.html',
  ];
  const queries = [
    '',
    '?q=',
    '?q=%00',
    `?q=${'a'.repeat(3000)}`,
    '?sort=price:ASC',
    '?sort=%00:DESC',
    '?sort=__proto__:ASC',
    '?p=-1',
    '?p=1e400',
    '?q=%E0%A4%A',
    '?query=%FF',
    '?q=%E2%80%A8',
    `?q=${encodeURIComponent('"\'<>{}$')}`,
    '?a[b]=1&a[c]=2',
    `?q=${'%D1%96'.repeat(500)}`,
    '?utm_source=%00',
  ];
  const failures: string[] = [];
  for (let i = 0; i < 300; i++) {
    const depth = 1 + Math.floor(random() * 4);
    const path = `/${pick(['ua', 'ru', 'ua', 'xx'])}/${Array.from({ length: depth }, () => pick(segments)).join('/')}${pick(queries)}`;
    const res = await get(path);
    const body = await res.text();
    if (res.status >= 500 || /postgres|invalid byte sequence/i.test(body)) {
      failures.push(`${res.status} ${path.slice(0, 160)}: ${body.slice(0, 160)}`);
    }
  }
  expect(failures).toEqual([]);
});
