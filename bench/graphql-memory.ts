/**
 * Memory the GraphQL layer keeps, filled the worst way a client can: mercurius' document caches
 * with distinct documents of the largest allowed size (valid ones, compiled by graphql-jit on
 * their second use, and invalid ones with an error per field), the search cache with distinct
 * search texts of the longest allowed length, the GET answer cache with distinct long URLs.
 * Prints the heap after each phase (after a full GC); a bounded cache stops growing.
 *
 *   npm run graphql-memory -w bench
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { MAX_SEARCH_LENGTH } from '../apps/server/src/graphql-guard/argument-limits.ts';
import { MAX_TOKENS } from '../apps/server/src/graphql-guard/rules.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { seedCatalog } from '../apps/server/src/seed/index.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run graphql-memory -w bench)');

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

const db = await openDb({});
await migrate(db);
await seedCatalog(db, { products: 60 });
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mem-')),
  }),
  port: 0,
};
const DOCUMENT_CACHE_ENTRIES = config.graphqlDocumentCache;
const { app } = await buildApp(db, config);
// Over real HTTP: light-my-request's inject keeps memory of its own per distinct URL.
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function post(query: string, variables?: object) {
  const r = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  await r.arrayBuffer();
}

/**
 * A document of the most tokens (short fields) or the most bytes (long ones) a request may carry,
 * distinct by a leading comment (comments are not tokens).
 */
const bigDocument = (i: number, field: string) => {
  const fits = Math.floor((config.graphqlMaxQueryBytes - 200) / (field.length + 1));
  const n = Math.min(MAX_TOKENS - 10, fits);
  return `# ${i}\n{ storeConfig { ${Array.from({ length: n }, () => field).join(' ')} } }`;
};

const base = heap();
console.log(
  `baseline heap ${mb(base)}; document cache ${DOCUMENT_CACHE_ENTRIES} entries, ${MAX_TOKENS} tokens,`,
);
console.log(`${config.graphqlMaxQueryBytes} bytes per request at most`);

for (const field of ['id', 'store_code']) {
  for (const rounds of [1, 4]) {
    for (let i = 0; i < DOCUMENT_CACHE_ENTRIES * rounds; i++) {
      const q = bigDocument(i, field);
      await post(q);
      await post(q); // compiled by graphql-jit on the second use
    }
    const size = `${bigDocument(0, field).length} bytes`;
    console.log(
      `valid documents of ${size}, ${DOCUMENT_CACHE_ENTRIES * rounds} distinct: heap +${mb(heap() - base)}`,
    );
  }
}
for (const rounds of [1, 4]) {
  for (let i = 0; i < DOCUMENT_CACHE_ENTRIES * rounds; i++) await post(bigDocument(i, 'no'));
  const size = `${bigDocument(0, 'no').length} bytes`;
  console.log(
    `invalid documents of ${size}, ${DOCUMENT_CACHE_ENTRIES * rounds} distinct: heap +${mb(heap() - base)}`,
  );
}

const search = 'query($q: String) { products(search: $q, pageSize: 1) { total_count } }';
for (const n of [1000, 4000]) {
  for (let i = 0; i < n; i++) {
    await post(search, { q: `${i} ${'сукня '.repeat(MAX_SEARCH_LENGTH)}`.slice(0, MAX_SEARCH_LENGTH) });
  }
  console.log(`search texts of ${MAX_SEARCH_LENGTH} characters, ${n} distinct: heap +${mb(heap() - base)}`);
}

for (const n of [3000, 9000]) {
  for (let i = 0; i < n; i++) {
    const url = `/graphql?query=${encodeURIComponent(`# ${i} ${'x'.repeat(8000)}\n{ storeConfig { store_code } }`)}`;
    await (await fetch(origin + url)).arrayBuffer();
  }
  console.log(`GET answers with 8 KB URLs, ${n} distinct: heap +${mb(heap() - base)}`);
}
console.log(`RSS ${mb(process.memoryUsage().rss)}`);
await app.close();
await db.close();
