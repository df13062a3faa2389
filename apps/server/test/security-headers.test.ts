/** Security headers (@fastify/helmet) on API answers, and how pages replace the CSP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from './app-instance.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let https: Instance;
let withPages: Instance;

beforeAll(async () => {
  s = await testServer();
  https = await startInstance(s.db, { PUBLIC_URL: 'https://shop.example' });
  withPages = await startInstance(s.db, {}, (app) => {
    // What the storefront does for its pages: a policy of its own, with the page's nonce.
    app.get('/test/page', async (_req, reply) =>
      reply
        .header('Content-Security-Policy', "default-src 'self'; script-src 'nonce-abc'")
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>page</title>'),
    );
    app.get('/test/bare-page', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send('<!doctype html><title>bare</title>'),
    );
    // A service worker's policy is its script's: the API policy would block all its fetches.
    app.get('/test/sw.js', async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').send('self.addEventListener("fetch", () => {});'),
    );
  });
});

afterAll(async () => {
  await https?.close();
  await withPages?.close();
});

describe('security headers', () => {
  it('puts nosniff, the referrer policy and a strict CSP on API answers, without HSTS over http', async () => {
    const r = await s.gql('{ storeConfig { store_code } }');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get('strict-transport-security')).toBeNull();
    const health = await fetch(`${s.url}/healthz`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const r = await fetch(`${https.url}/healthz`);
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it("lets a page replace the CSP with its own, and leaves an HTML answer without one uncovered by the API's", async () => {
    const page = await fetch(`${withPages.url}/test/page`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'nonce-abc'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const bare = await fetch(`${withPages.url}/test/bare-page`);
    expect(bare.headers.get('content-security-policy')).toBeNull();
    expect(bare.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const worker = await fetch(`${withPages.url}/test/sw.js`);
    expect(worker.headers.get('content-security-policy')).toBeNull();
    expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves GraphiQL in development without the CSP that would block its scripts', async () => {
    const r = await fetch(`${s.url}/graphiql`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toBeNull();
    const script = await fetch(`${s.url}/graphiql/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
