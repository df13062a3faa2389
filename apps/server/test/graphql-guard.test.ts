/**
 * The GraphQL guard over real HTTP: the abuse documents of issue 8 (a fragment bomb, hundreds of
 * aliased aggregations, megabyte search texts) are refused fast with Magento's input error, page
 * sizes are charged whether literal or in variables, arguments are bounded, introspection follows
 * its setting and an unknown bearer token is refused on every operation.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});

const categoryOf = (r: { body: { errors?: { extensions?: { category?: string } }[] } }) =>
  r.body.errors?.[0]?.extensions?.category;

/** query{...F0} fragment F0 on Query{...F1 ...F1} … fragment F23 on Query{__typename}: under 900 characters. */
function fragmentBomb(levels = 24): string {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment F${i} on Query{__typename}`
      : `fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`,
  );
  return `query{...F0} ${fragments.join(' ')}`;
}

const FIELDS = 'sku name uid url_key meta_title meta_description stock_status __typename';
const listing = (pageSize: string) =>
  `{ products(filter: { price: { from: "0" } }, pageSize: ${pageSize}) { items { ${FIELDS} } } }`;

describe('cost of a document', () => {
  it('refuses the nested-fragment bomb at once, counting each fragment once', async () => {
    const query = fragmentBomb();
    expect(query.length).toBeLessThan(900);
    const started = performance.now();
    const r = await s.gql(query);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.status).toBe(400);
    expect(categoryOf(r)).toBe('graphql-input');
    expect(r.body.errors?.[0]?.message).toMatch(/^Max query complexity should be 10000 but got \d+\.$/);
  });

  it('refuses 333 aliased aggregations, however they are split into aliases', async () => {
    const aliases = Array.from(
      { length: 333 },
      (_, i) => `a${i}: products(filter: { price: { from: "${i}" } }) { aggregations { count } }`,
    );
    const started = performance.now();
    const r = await s.gql(`{ ${aliases.join(' ')} }`, { method: 'POST' });
    expect(performance.now() - started).toBeLessThan(1000);
    // 25 KB of them: a larger request than GRAPHQL_MAX_QUERY_BYTES allows, refused unread.
    expect(r.status).toBe(413);
    expect(categoryOf(r)).toBe('graphql-input');
    const forty = await s.gql(`{ ${aliases.slice(0, 40).join(' ')} }`, { method: 'POST' });
    const messages = forty.body.errors?.map((e) => e.message).join('\n');
    expect(messages).toMatch(/complexity/);
    expect(messages).toMatch(/Aliases limit of 30 exceeded, found 40/);
    expect(categoryOf(forty)).toBe('graphql-input');
    // Under the alias limit, aggregations are still charged: eleven cost more than the ceiling.
    const eleven = aliases.slice(0, 11).join(' ');
    const r11 = await s.gql(`{ ${eleven} }`, { method: 'POST' });
    expect(r11.body.errors?.[0]?.message).toMatch(/complexity/);
    const two = await s.gql(`{ ${aliases.slice(0, 2).join(' ')} }`, { method: 'POST' });
    expect(two.body.errors).toBeUndefined();
  });

  it('refuses a document of more tokens than allowed while parsing it', async () => {
    const r = await s.gql(`{ storeConfig { ${'id '.repeat(2100)} } }`, { method: 'POST' });
    expect(r.status).toBe(400);
    expect(categoryOf(r)).toBe('graphql-input');
    expect(r.body.errors?.[0]?.message).toMatch(/more that 2000 tokens/);
  });

  it('runs documents too large for graphql-jit with graphql-js, the same on every use', async () => {
    const q = `{ storeConfig { code ${'id '.repeat(450)} } }`;
    for (let i = 0; i < 3; i++) {
      const r = await s.gql<{ storeConfig: { code: string } }>(q, { method: 'POST' });
      expect(r.body.errors, String(i)).toBeUndefined();
      expect(r.body.data?.storeConfig.code, String(i)).toBe('ua');
    }
  });

  it('charges a listing by its page size, literal or in variables, after the document is cached', async () => {
    // Nine fields and the item itself: ten per product, 300 products cost 3,000 … 1,000 of them, more.
    const small = await s.gql(listing('5'));
    expect(small.body.errors).toBeUndefined();
    // 300 is the page size limit of the resolvers; their error would say so, not "complexity".
    const wide = `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { ${FIELDS} ${Array.from({ length: 30 }, (_, i) => `f${i}: sku`).join(' ')} } } }`;
    const big = await s.gql(wide, { method: 'POST' });
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.message).toMatch(/complexity should be 10000 but got \d+/);

    const byVariable = wide.replace(
      '{ products(filter: { price: { from: "0" } }, pageSize: 300)',
      'query($n: Int) { products(filter: { price: { from: "0" } }, pageSize: $n)',
    );
    const few = await s.gql(byVariable, { method: 'POST', variables: { n: 5 } });
    expect(few.body.errors).toBeUndefined();
    // The same document again (validated and cached by now), with a page size that costs too much.
    const many = await s.gql(byVariable, { method: 'POST', variables: { n: 300 } });
    expect(many.status).toBe(400);
    expect(categoryOf(many)).toBe('graphql-input');
    expect(many.body.errors?.[0]?.message).toMatch(/complexity/);
    // No variable sent: Magento's default page size of 20 is charged.
    const byDefault = await s.gql(byVariable, { method: 'POST' });
    expect(byDefault.body.errors).toBeUndefined();
  });
});

describe('argument bounds', () => {
  const search = (text: string) =>
    `{ products(search: ${JSON.stringify(text)}, pageSize: 1) { total_count } }`;

  it('refuses a long search text, literal or in variables; a short one runs', async () => {
    expect((await s.gql(search('сукня'))).body.errors).toBeUndefined();
    const literal = await s.gql(search('сукня '.repeat(60)), { method: 'POST' });
    expect(literal.status).toBe(400);
    expect(categoryOf(literal)).toBe('graphql-input');
    expect(literal.body.errors?.[0]?.message).toMatch(/Search text may be at most 256 characters/);
    const q = 'query($q: String) { products(search: $q, pageSize: 1) { total_count } }';
    const variable = await s.gql(q, { method: 'POST', variables: { q: 'сукня '.repeat(60) } });
    expect(variable.status).toBe(400);
    expect(categoryOf(variable)).toBe('graphql-input');
  });

  it('refuses long lists, literal or in variables', async () => {
    const skus = Array.from({ length: 101 }, (_, i) => `SKU-${i}`);
    const literal = await s.gql(
      `{ products(filter: { sku: { in: ${JSON.stringify(skus)} } }) { total_count } }`,
      {
        method: 'POST',
      },
    );
    expect(categoryOf(literal)).toBe('graphql-input');
    expect(literal.body.errors?.[0]?.message).toMatch(/at most 100 values/);
    const q = 'query($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }';
    const variable = await s.gql(q, { method: 'POST', variables: { skus } });
    expect(categoryOf(variable)).toBe('graphql-input');
    const fine = await s.gql(q, { method: 'POST', variables: { skus: skus.slice(0, 100) } });
    expect(fine.body.errors).toBeUndefined();
  });

  it('answers a NUL byte in any string argument with an input error, not a 500', async () => {
    for (const [query, variables] of [
      ['{ route(url: "faq\\u0000x") { type } }', undefined],
      ['query($u: String!) { route(url: $u) { type } }', { u: 'faq\u0000x' }],
      ['query($id: String) { cmsPage(identifier: $id) { title } }', { id: 'faq\u0000' }],
      ['{ products(filter: { url_key: { eq: "a\\u0000" } }) { total_count } }', undefined],
    ] as const) {
      const r = await s.gql(query, { method: 'POST', variables });
      expect(r.status, query).toBe(400);
      expect(categoryOf(r), query).toBe('graphql-input');
      expect(r.body.errors?.[0]?.message, query).toMatch(/NUL/);
    }
  });

  it('answers out-of-range numbers with an input error', async () => {
    const literal = await s.gql(
      '{ products(filter: { price: { from: "0" } }, currentPage: 3000000000) { total_count } }',
    );
    expect(literal.status).toBe(400);
    expect(categoryOf(literal)).toBe('graphql-input');
    const q =
      'query($p: Int) { products(filter: { price: { from: "0" } }, currentPage: $p) { total_count } }';
    for (const p of [2 ** 31, 2 ** 53 + 2, 1e300]) {
      const r = await s.gql(q, { method: 'POST', variables: { p } });
      expect(r.status, String(p)).toBeLessThan(500);
      expect(categoryOf(r), String(p)).toBe('graphql-input');
    }
    const negative = await s.gql(
      '{ products(filter: { price: { from: "0" } }, pageSize: -1) { total_count } }',
    );
    expect(categoryOf(negative)).toBe('graphql-input');
  });

  it('gives parse and validation errors a category', async () => {
    const parse = await s.gql('{ storeConfig { ');
    expect(parse.status).toBe(400);
    expect(categoryOf(parse)).toBe('graphql');
    const unknown = await s.gql('{ noSuchField }');
    expect(unknown.status).toBe(400);
    expect(categoryOf(unknown)).toBe('graphql');
  });

  it('refuses a query that is not text, variables that are not an object, and a GET naming no operation of its document', async () => {
    const notText = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 1 }),
    });
    expect(notText.status).toBe(400);
    expect((await notText.json()).errors[0].extensions.category).toBe('graphql-input');
    for (const json of ['{} ', '1', '"{ __typename }"', '{"kind":"Document","definitions":[]}']) {
      const r = await s.gql(json);
      expect(r.status, json).toBe(400);
      expect(categoryOf(r), json).toBe('graphql-input');
    }
    const unknownName = await s.gql('{ __typename }', { operationName: 'Op0' });
    expect(unknownName.status).toBe(400);
    expect(categoryOf(unknownName)).toBe('graphql-input');
    expect(unknownName.body.errors?.[0]?.message).toBe('Unknown operation named "Op0".');
    const twoUnnamed = await s.gql('query A { __typename } query B { __typename }');
    expect(twoUnnamed.status).toBe(400);
    expect(categoryOf(twoUnnamed)).toBe('graphql-input');
    for (const variables of ['"x"', '[1]', '2']) {
      const r = await fetch(
        `${s.url}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${variables}`,
      );
      expect(r.status, variables).toBe(400);
      expect((await r.json()).errors[0].extensions.category, variables).toBe('graphql-input');
    }
    const named = await s.gql('query A { __typename } query B { __typename }', { operationName: 'B' });
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual({ __typename: 'Query' });
  });

  it("answers a mutation sent by GET as the client's mistake, not an internal error", async () => {
    // A real mutation (the schema has a Mutation type since the cart): refused for the method, not the field.
    const r = await s.gql('mutation { createEmptyCart }');
    expect(r.status).toBe(405);
    expect(categoryOf(r)).toBe('graphql-input');
    expect(r.body.errors?.[0]?.message).toBe('Operation cannot be performed via a GET request');
  });
});

describe('request size', () => {
  it('refuses a POST larger than GRAPHQL_MAX_QUERY_BYTES and a GET URL as long', async () => {
    const q = 'query($q: String) { products(search: $q, pageSize: 1) { total_count } }';
    const post = await s.gql(q, { method: 'POST', variables: { q: 'x'.repeat(20_000) } });
    expect(post.status).toBe(413);
    expect(categoryOf(post)).toBe('graphql-input');
    const get = await fetch(
      `${s.url}/graphql?query=${encodeURIComponent('{ __typename }')}&x=${'y'.repeat(17_000)}`,
    );
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
  });

  it('keeps the heap bounded under hundreds of distinct megabyte search texts', async () => {
    // Just under fastify's default body limit of 1 MB, which alone let them through before.
    const template = JSON.stringify({
      query: 'query($q: String) { products(search: $q, pageSize: 1) { total_count } }',
      variables: { q: `00000 ${'dress '.repeat(150_000)}` },
    });
    // One buffer, its number rewritten per request: the test itself allocates nothing per text.
    const body = Buffer.from(template);
    const at = body.indexOf('00000');
    const before = process.memoryUsage().heapUsed;
    let refused = 0;
    for (let i = 0; i < 200; i++) {
      body.write(String(i).padStart(5, '0'), at);
      const r = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await r.arrayBuffer();
      if (r.status === 413) refused++;
    }
    expect(refused).toBe(200);
    // Each request's body is dropped at the limit: nothing of the texts stays.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('bearer tokens', () => {
  const Q = '{ storeConfig { store_code } }';

  it('refuses an unknown token on every operation, cached answers included', async () => {
    const guest = await s.gql(Q);
    expect(guest.body.data).toBeTruthy();
    const cacheId = guest.headers.get('x-magento-cache-id')!;
    for (const method of ['GET', 'POST'] as const) {
      const r = await s.gql(Q, {
        method,
        headers: { Authorization: 'Bearer not-a-token', 'X-Magento-Cache-Id': cacheId },
      });
      expect(r.status, method).toBe(200);
      expect(r.body.data ?? null, method).toBeNull();
      expect(r.body.errors?.[0]).toEqual({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
      expect(r.headers.get('x-cache'), method).toBeNull();
    }
    const empty = await s.gql(Q, { headers: { Authorization: 'Bearer' } });
    expect(categoryOf(empty)).toBe('graphql-authorization');
  });
});

describe('introspection', () => {
  let production: App;
  let url: string;
  beforeAll(async () => {
    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-prod-')),
      }),
      port: 0,
    };
    production = await buildApp(s.db, config);
    await production.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(production.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await production?.app.close();
  });

  const introspect = (base: string) =>
    fetch(`${base}/graphql?query=${encodeURIComponent('{ __schema { queryType { name } } }')}`).then(
      async (r) => ({
        status: r.status,
        body: (await r.json()) as {
          data?: unknown;
          errors?: { message: string; extensions?: { category?: string } }[];
        },
      }),
    );

  it('is refused in production, with GraphiQL gone', async () => {
    const r = await introspect(url);
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.message).toBe(
      'GraphQL introspection is not allowed, but the query contained __schema or __type',
    );
    expect(r.body.errors?.[0]?.extensions?.category).toBe('graphql');
    expect((await fetch(`${url}/graphiql`)).status).toBe(404);
    // Ordinary queries still run.
    const ok = await fetch(`${url}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`);
    expect(ok.status).toBe(200);
  });

  it('answers outside production, or when GRAPHQL_INTROSPECTION=1', async () => {
    expect((await introspect(s.url)).body.data).toBeTruthy();
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' }).graphqlIntrospection).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
  });
});
