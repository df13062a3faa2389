import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const Q = '{ storeConfig { store_code } }';

describe('GraphQL over HTTP', () => {
  it('answers queries by GET and POST alike', async () => {
    const get = await s.gql(Q);
    const post = await s.gql(Q, { method: 'POST' });
    expect(get.status).toBe(200);
    expect(post.body).toEqual(get.body);
  });

  it('accepts whitespace-stripped query text in the URL', async () => {
    const r = await fetch(
      `${s.url}/graphql?query=${encodeURIComponent('{storeConfig{store_code store_name}}')}`,
    );
    expect((await r.json()).data.storeConfig.store_code).toBe('ua');
  });

  it('refuses a mutation sent by GET', async () => {
    const r = await s.gql('mutation { __typename }');
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('answers malformed queries with a clear error, never a crash', async () => {
    for (const query of [
      '{ storeConfig { ',
      '{ noSuchField }',
      'query { products(pageSize: "x") { total_count } }',
    ]) {
      const r = await s.gql(query);
      expect(r.status, query).toBeLessThan(500);
      expect(r.body.errors?.[0]?.message, query).toBeTruthy();
    }
    const bad = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses queries that are too deep or too costly', async () => {
    const nest = (d: number): string => (d === 0 ? 'uid' : `uid children { ${nest(d - 1)} }`);
    const deep = await s.gql(`{ categories { items { ${nest(25)} } } }`);
    expect(deep.body.errors?.[0]?.message).toMatch(/depth/i);
    const wide = Array.from({ length: 40 }, (_, i) => `a${i}: store_code`).join(' ');
    const costly = await s.gql(`{ storeConfig { ${wide} } }`, { method: 'POST' });
    expect(costly.body.errors?.[0]?.message).toMatch(/aliases limit/i);
  });
});

describe('cache id and HTTP caching', () => {
  it('derives X-Magento-Cache-Id per store and keeps it stable', async () => {
    const ua1 = (await s.gql(Q)).headers.get('x-magento-cache-id');
    const ua2 = (await s.gql(Q, { method: 'POST' })).headers.get('x-magento-cache-id');
    const ru = (await s.gql(Q, { headers: { Store: 'ru' } })).headers.get('x-magento-cache-id');
    expect(ua1).toMatch(/^[0-9a-f]{64}$/);
    expect(ua2).toBe(ua1);
    expect(ru).not.toBe(ua1);
  });

  it('marks GET answers cacheable, POST answers not, and serves repeats from the cache', async () => {
    const q = '{ cmsBlocks(identifiers: ["pwa-header-banner"]) { items { identifier } } }';
    const first = await s.gql(q);
    expect(first.headers.get('cache-control')).toMatch(/public/);
    expect(first.headers.get('vary')).toMatch(/Store/);
    const second = await s.gql(q);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    const post = await s.gql(q, { method: 'POST' });
    expect(post.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await s.gql(Q);
    const etag = first.headers.get('etag')!;
    const r = await fetch(`${s.url}/graphql?query=${encodeURIComponent(Q)}`, {
      headers: { 'if-none-match': etag },
    });
    expect(r.status).toBe(304);
  });

  it('never caches error answers', async () => {
    const r = await s.gql('{ cmsPage(identifier: "nope") { title } }');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('drops cached answers when the catalogue version changes', async () => {
    const q = '{ cmsBlocks(identifiers: ["pwa-footer-links-about"]) { items { identifier } } }';
    await s.gql(q);
    expect((await s.gql(q)).headers.get('x-cache')).toBe('HIT');
    await s.db.query('UPDATE catalog_state SET version = version + 1');
    await s.app.version.refresh();
    expect((await s.gql(q)).headers.get('x-cache')).toBe('MISS');
  });
});

describe('compression', () => {
  it('compresses large answers for clients that accept it, varying on Accept-Encoding', async () => {
    const q =
      '{ products(filter: { gender: { eq: "36" } }, pageSize: 50) { items { name sku description { html } } } }';
    const r = await fetch(`${s.url}/graphql?query=${encodeURIComponent(q)}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await r.json()).data.products.items.length).toBe(50);
  });

  it('sends an answer compressed in one piece, with its length, also one that is never kept (a POST)', async () => {
    const query =
      '{ products(filter: { gender: { eq: "36" } }, pageSize: 30) { items { name sku description { html } } } }';
    const r = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query }),
    });
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('transfer-encoding')).toBeNull();
    expect(Number(r.headers.get('content-length'))).toBeGreaterThan(100);
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await r.json()).data.products.items.length).toBe(30);
  });

  it('serves cache hits compressed as the client asks, the same answer either way', async () => {
    const q =
      '{ products(filter: { gender: { eq: "10" } }, pageSize: 40) { items { name sku description { html } } } }';
    const url = `${s.url}/graphql?query=${encodeURIComponent(q)}`;
    const plain = await fetch(url);
    const text = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const hit = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(hit.headers.get('content-encoding')).toBe(encoding);
      expect(hit.headers.get('vary')).toMatch(/Store.*Accept-Encoding/);
      // fetch decodes the body: what arrives must be the cached answer itself.
      expect(await hit.text()).toBe(text);
    }
    const identity = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(text);
  });
});

describe('operations endpoints', () => {
  it('reports health and Prometheus metrics', async () => {
    const health = await fetch(`${s.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await health.json()).status).toBe('ok');
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_bucket\{/);
    expect(metrics).toMatch(/process_cpu_user_seconds_total/);
  });

  it('tells in its metrics when the listing and text indexes of the catalogue are built', async () => {
    await s.gql('{ products(search: "сукня", pageSize: 1) { total_count } }');
    await vi.waitFor(
      async () => {
        const metrics = await (await fetch(`${s.url}/metrics`)).text();
        expect(metrics).toMatch(/^catalog_index_ready\{index="listing"\} 1$/m);
        expect(metrics).toMatch(/^catalog_index_ready\{index="text"\} 1$/m);
        expect(Number(/^catalog_text_index_bytes (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(10_000);
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});
