/**
 * Replays issue 8's abuse against a running shop (`NODE_ENV=production npm start`) and prints what
 * it answered: statuses, the slowest answer, the server's memory (RSS) before and after, and the
 * security headers. Exits 1 on a 5xx, an answer slower than the bound, or a missing header.
 *
 *   NODE_ENV=production npm start &      # then:
 *   npm run abuse -w bench -- --url http://localhost:8080 --pid <server pid>
 *
 * Options: --url (default http://localhost:8080), --pid (reads /proc/<pid>/status for RSS),
 * --bound-ms (default 5000).
 */
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string) =>
  argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback;
const origin = opt('url', 'http://localhost:8080').replace(/\/+$/, '');
const pid = argv.includes('--pid') ? Number(opt('pid', '0')) : null;
const boundMs = Number(opt('bound-ms', '5000'));

interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: string;
}

async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, headers: res.headers, body };
}

const post = (query: string, headers: Record<string, string> = {}) =>
  ask('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

function rssMb(): number | null {
  if (!pid) return null;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : null;
}

const problems: string[] = [];
const rows: string[][] = [];

function record(name: string, answers: Answer[], note = '') {
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const slowest = Math.max(...answers.map((a) => a.ms));
  const counts = [...statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  rows.push([name, String(answers.length), counts, `${slowest.toFixed(0)} ms`, note]);
  if (answers.some((a) => a.status >= 500)) problems.push(`${name}: a 5xx answer (${counts})`);
  if (slowest > boundMs) problems.push(`${name}: ${slowest.toFixed(0)} ms, over the ${boundMs} ms bound`);
}

function fragmentBomb(levels = 24): string {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment F${i} on Query{__typename}`
      : `fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`,
  );
  return `query{...F0} ${fragments.join(' ')}`;
}

const rssBefore = rssMb();

record('fragment bomb (GET, 24 levels)', [await ask(`/graphql?query=${encodeURIComponent(fragmentBomb())}`)]);

const aliases = Array.from(
  { length: 333 },
  (_, i) => `a${i}: products(filter: { price: { from: "${i}" } }) { aggregations { count } }`,
).join(' ');
// /healthz asked while the heavy document is sent: liveness must not wait behind it.
const [aliased, health] = await Promise.all([post(`{ ${aliases} }`), ask('/healthz')]);
record('333 aliased aggregations (POST)', [aliased]);
record('/healthz during it', [health], `${health.ms.toFixed(0)} ms`);

const searches: Answer[] = [];
for (let i = 0; i < 300; i++) {
  const text = `${i}-${'щ'.repeat((1024 * 1024) / 2)}`;
  searches.push(await post(`{ products(search: ${JSON.stringify(text)}) { total_count } }`));
}
record('300 distinct 1 MB searches (POST)', searches, `RSS ${rssMb() ?? '?'} MB`);

const media: Answer[] = [];
for (let i = 0; i < 100; i++)
  media.push(await ask(`/media/catalog/product/x/y/made-up-${i}.jpg?width=2560&format=webp`));
record('100 made-up media paths at 2560', media);

const kept = await ask('/ua/');
const flood: Answer[] = [];
for (let i = 0; i < 150; i++) flood.push(await ask(`/ua/?utm_campaign=${i}&utm_source=junk`));
const after = await ask('/ua/');
const hits = flood.filter((a) => a.headers.get('x-page-cache') === 'HIT').length;
record(
  '150 junk utm_campaign pages',
  flood,
  `${hits} cache hits; home afterwards: ${after.headers.get('x-page-cache')}`,
);

record('bad input', [
  await ask('/graphql?query=' + encodeURIComponent('{ route(url: "a\u0000b") { __typename } }')),
  await ask('/ua/women/p:99999999999999999999'),
  await ask('/ua/%E0%A4%A'),
  await ask('/ru/%00'),
  await ask('/ua/brands/%25%25'),
]);

const bearer = await post('{ storeConfig { store_code } }', { authorization: 'Bearer not-a-token' });
const bearerCategory = (JSON.parse(bearer.body) as { errors?: { extensions?: { category?: string } }[] })
  .errors?.[0]?.extensions?.category;
record('unknown bearer token', [bearer], String(bearerCategory));
if (bearerCategory !== 'graphql-authorization') problems.push('an unknown bearer token was not refused');

const introspection = await post('{ __schema { types { name } } }');
record('introspection', [introspection], introspection.body.slice(0, 60));
const metrics = await ask('/metrics');
record('/metrics without a token', [metrics]);

for (const [name, answer] of [
  ['page /ua/', kept],
  ['GraphQL answer', aliased],
] as const) {
  const h = answer.headers;
  const csp = h.get('content-security-policy') ?? '';
  const missing = [
    csp.includes("frame-ancestors 'none'") ? null : "CSP frame-ancestors 'none'",
    h.get('x-content-type-options') === 'nosniff' ? null : 'X-Content-Type-Options',
    h.get('referrer-policy') === 'strict-origin-when-cross-origin' ? null : 'Referrer-Policy',
  ].filter(Boolean);
  rows.push([
    `headers: ${name}`,
    '',
    missing.length ? `missing ${missing.join(', ')}` : 'all present',
    '',
    csp.slice(0, 60),
  ]);
  if (missing.length) problems.push(`${name}: ${missing.join(', ')} missing`);
}

console.log(`abuse replay against ${origin} (bound ${boundMs} ms)`);
console.log('| what | requests | statuses | slowest | note |\n|---|---:|---|---:|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (rssBefore !== null) console.log(`server RSS: ${rssBefore} MB before, ${rssMb()} MB after`);
if (problems.length) {
  console.log(`\nFAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nno 5xx, nothing over the bound, headers present');
