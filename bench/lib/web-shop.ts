/**
 * The whole shop (storefront + commerce server on one port) for the browser benchmarks
 * (bundle.ts, lighthouse.ts): build the storefront into its own dist folder, start
 * `apps/storefront/src/server/main.ts` as a child process in its own process group on a fresh
 * data folder, find a category and a product page, and warm the pages before measuring.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATA_DIR, LOG_DIR, REPO_ROOT } from './paths.ts';
import { CHROMIUM_ARGS } from '../../e2e/support/browser.ts';

export const STOREFRONT_DIR = path.join(REPO_ROOT, 'apps/storefront');

/** Runs a command to completion, its output going to the log file (and the last lines into errors). */
export async function run(cmd: string, args: string[], env: Record<string, string>, logFile: string) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} ${cmd} ${args.join(' ')}\n`);
  const tail: string[] = [];
  const child = spawn(cmd, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  for (const s of [child.stdout, child.stderr]) {
    s.on('data', (c: Buffer) => {
      log.write(c);
      tail.push(...c.toString('utf8').split('\n'));
      tail.splice(0, Math.max(0, tail.length - 30));
    });
  }
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${tail.join('\n')}`);
}

/** The storefront's own production build (`npm run build -w apps/storefront`) into apps/storefront/<dist>. */
export async function buildStorefront(dist: string): Promise<void> {
  await run(
    'npm',
    ['run', 'build', '-w', 'apps/storefront'],
    { STOREFRONT_DIST: dist },
    path.join(LOG_DIR, `build-${dist}.log`),
  );
}

export interface Shop {
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Seconds from spawn to a healthy /healthz (includes seeding the demo catalogue). */
  startSeconds: number;
  errorLines: string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Shops this process started: stopped on Ctrl-C and on the way out whatever happens. */
const running = new Set<Shop>();
let handlersInstalled = false;
function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the shop...\n`);
      void Promise.all([...running].map((s) => s.stop())).finally(() => process.exit(130));
    });
  }
}

/**
 * Starts the shop on a free port and a fresh data folder (the first start seeds the demo
 * catalogue) and waits for /healthz. PUBLIC_URL is the origin the pages are measured on, so
 * media URLs in the HTML are same-origin (as in production) rather than http://localhost:<port>.
 */
export async function startShop(opts: {
  name: string;
  dist: string;
  seedProducts?: number;
  env?: Record<string, string>;
  keepData?: boolean;
  /** Origin the pages are measured on when it is not the shop's own (a proxy in front of it). */
  publicUrl?: string;
}): Promise<Shop> {
  installExitHandlers();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(DATA_DIR, 'web', `${opts.name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `shop-${opts.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} start ${opts.name} on ${origin}, data ${dataDir}\n`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STOREFRONT_DIST: opts.dist,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_PRODUCTS: String(opts.seedProducts ?? 3000),
    PUBLIC_URL: opts.publicUrl ?? origin,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.MAGENTO_GRAPHQL_URL;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/storefront/src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the shop');
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    log.write(`--- exited with ${code ?? signal}\n`);
  });
  const tail: string[] = [];
  const errorLines: string[] = [];
  for (const [stream, source] of [
    ['out', child.stdout],
    ['err', child.stderr],
  ] as const) {
    let partial = '';
    source?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        let level = 0;
        try {
          level = (JSON.parse(line) as { level?: number }).level ?? 0;
        } catch {
          if (stream === 'err' && line.trim() && !/^npm warn/i.test(line)) level = 50;
        }
        if (level >= 50) errorLines.push(line);
      }
    });
  }
  let stopped = false;
  const shop: Shop = {
    origin,
    port,
    pid,
    dataDir,
    logFile,
    startSeconds: 0,
    errorLines,
    async stop() {
      if (stopped) return;
      stopped = true;
      running.delete(shop);
      if (groupAlive(pid)) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // already gone
        }
        // The server closes its embedded database on SIGTERM (PGlite must not be killed mid-write).
        const deadline = Date.now() + 30_000;
        while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
        if (groupAlive(pid)) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // gone meanwhile
          }
          while (groupAlive(pid)) await sleep(100);
        }
      }
      await new Promise<void>((resolve) => log.end(resolve));
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.add(shop);
  const deadline = performance.now() + 300_000;
  for (;;) {
    const ok = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) break;
    if (exited || performance.now() > deadline) {
      await shop.stop();
      throw new Error(`the shop did not become healthy; last output:\n${tail.join('\n')}`);
    }
    await sleep(250);
  }
  shop.startSeconds = (performance.now() - spawnedAt) / 1000;
  return shop;
}

async function graphql<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const post = () =>
    fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ua' },
      body: JSON.stringify({ query, variables }),
    });
  let res = await post();
  // A shop that has just seeded its catalogue may still be building its indexes: under pressure it
  // answers 503 with Retry-After, as any client should honour (a few tries, then the error stands).
  for (let tries = 0; res.status === 503 && tries < 6; tries++) {
    await res.arrayBuffer();
    const wait = Number(res.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, 1000 * Math.min(Math.max(wait, 1), 10)));
    res = await post();
  }
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) {
    throw new Error(`GraphQL ${query.slice(0, 60)}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

export interface BenchPage {
  name: 'home' | 'category' | 'product' | 'cart' | 'checkout';
  /** Path on the shop, e.g. /ua/women/clothing.html */
  path: string;
}

interface RouteAnswer {
  route: { __typename: string; relative_url: string | null; redirect_code: number } | null;
}

/**
 * Home, the first women's sub-category the route lookup resolves to a category, the first
 * women's product (gender 36) whose page the route lookup resolves to a product, the cart and
 * the checkout.
 */
export async function discoverPages(origin: string): Promise<BenchPage[]> {
  const route = (url: string) =>
    graphql<RouteAnswer>(
      origin,
      'query ResolveURL($url: String!) { route(url: $url) { __typename relative_url redirect_code } }',
      { url },
    ).then((d) => d.route);
  const cats = await graphql<{ categories: { items: { children: { url_path: string }[] }[] } }>(
    origin,
    '{ categories(filters: { url_path: { eq: "women" } }) { items { children { url_path } } } }',
  );
  let category: string | undefined;
  const renders = async (p: string) =>
    (await fetch(origin + p, { redirect: 'manual' }).then(
      async (res) => (await res.arrayBuffer(), res.status),
    )) === 200;
  for (const child of cats.categories.items[0]?.children ?? []) {
    for (const url of [child.url_path, `${child.url_path}.html`]) {
      const r = await route(url);
      const p = `/ua/${(r?.relative_url || url).replace(/^\/+/, '')}`;
      if (r?.__typename === 'CategoryTree' && !r.redirect_code && (await renders(p))) {
        category = p;
        break;
      }
    }
    if (category) break;
  }
  if (!category) throw new Error('no women sub-category resolves to a CategoryTree route');
  const products = await graphql<{ products: { items: { url_key: string }[] } }>(
    origin,
    '{ products(filter: { gender: { eq: "36" } }, pageSize: 5) { items { url_key } } }',
  );
  let product: string | undefined;
  for (const { url_key } of products.products.items) {
    const r = await route(`${url_key}.html`);
    if (r && /Product$/.test(r.__typename) && (await renders(`/ua/${url_key}.html`))) {
      product = `/ua/${url_key}.html`;
      break;
    }
  }
  if (!product) throw new Error('no women product resolves to a product route');
  // The cart and the checkout as a shopper's first visit opens them: without a cart yet.
  for (const p of ['/ua/cart', '/ua/checkout']) {
    if (!(await renders(p))) throw new Error(`${p} does not answer 200`);
  }
  return [
    { name: 'home', path: '/ua/' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'cart', path: '/ua/cart' },
    { name: 'checkout', path: '/ua/checkout' },
  ];
}

/** Image URLs a page's HTML names (img src/srcset, preload imagesrcset), entities decoded. */
export function imageUrlsInHtml(html: string, origin: string): string[] {
  const urls = new Set<string>();
  const decode = (s: string) => s.replace(/&amp;/g, '&');
  for (const m of html.matchAll(/\s(?:src|srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    const value = decode(m[1] ?? '');
    for (const candidate of value.split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0] ?? '';
      if (url.includes('/media/')) urls.add(new URL(url, origin).href);
    }
  }
  return [...urls];
}

/** GETs each URL (a few at a time) and returns how many answered 2xx/3xx. */
export async function fetchAll(urls: string[], headers: Record<string, string> = {}, concurrency = 4) {
  let ok = 0;
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const res = await fetch(url, { headers }).catch(() => null);
        if (res) {
          await res.arrayBuffer();
          if (res.status < 400) ok++;
        }
      }
    }),
  );
  return ok;
}

/**
 * Warms the server for these pages: server rendering (a few GETs of each page) and the media
 * cache for every image the pages' HTML names, in webp (what Chromium asks for) up to `maxWidth`
 * (the 2560 px candidates of a srcset are never picked by a 412 px phone screen).
 */
export async function warmPages(origin: string, pages: BenchPage[], maxWidth = 1280) {
  let images = 0;
  for (const page of pages) {
    let html = '';
    for (let i = 0; i < 3; i++) html = await (await fetch(origin + page.path)).text();
    const urls = imageUrlsInHtml(html, origin).filter((u) => {
      const w = Number(new URL(u).searchParams.get('width') ?? 0);
      return w <= maxWidth;
    });
    images += await fetchAll(urls, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
  }
  return images;
}

/** CPU time counters of the whole machine (from /proc/stat), to tell how busy it was during a run. */
export function cpuTimes(): { idle: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    return { idle, total: v.reduce((t, x) => t + x, 0) };
  } catch {
    return { idle: NaN, total: NaN };
  }
}

/** Percentage of the machine's CPU time that was busy between two cpuTimes() samples. */
export function busyPercent(a: { idle: number; total: number }, b: { idle: number; total: number }): number {
  return (1 - (b.idle - a.idle) / (b.total - a.total)) * 100;
}

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags every headless Chromium of the storefront benches starts with: the journeys' own. */
export const CHROME_ARGS = CHROMIUM_ARGS;

/** Lighthouse's default (mobile) emulation: moto g power (2022). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** A Markdown table aligned for the terminal too. */
export function table(header: string[], rows: string[][], right: boolean[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export const kb = (bytes: number, digits = 1) => (bytes / 1024).toFixed(digits);

/** A textual change to one storefront source file, applied at build time only (what-if builds). */
export interface SourcePatch {
  /** Path under apps/storefront/src. */
  file: string;
  find: string | RegExp;
  replace: string;
  /** When the source already matches this, the fix is in the app: the what-if stops. */
  unless?: RegExp;
}

/**
 * Builds the storefront (client + SSR, the app's own vite.config.ts) into apps/storefront/<dist>
 * with `patches` applied to the sources as they are bundled: the files on disk are not touched.
 * Each patch must match, so a what-if fails loudly when the code it assumes has changed.
 */
export async function buildStorefrontVariant(dist: string, patches: SourcePatch[]): Promise<void> {
  const { build } = await import('vite');
  process.env.STOREFRONT_DIST = dist;
  const applied = new Set<SourcePatch>();
  const plugin = {
    name: 'bench-what-if',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      let out = code;
      for (const p of patches) {
        if (!id.replace(/\?.*$/, '').endsWith(`/src/${p.file}`)) continue;
        if (p.unless?.test(out))
          throw new Error(`what-if already in the app: ${p.file} matches ${String(p.unless)}`);
        const next = out.replace(p.find, p.replace);
        if (next === out) throw new Error(`what-if patch did not match in ${p.file}: ${String(p.find)}`);
        out = next;
        applied.add(p);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
  const base = {
    root: STOREFRONT_DIR,
    configFile: path.join(STOREFRONT_DIR, 'vite.config.ts'),
    logLevel: 'error' as const,
    plugins: [plugin],
  };
  await build(base);
  await build({ ...base, build: { ssr: path.join(STOREFRONT_DIR, 'src/entry-server.tsx') } });
  const missed = patches.filter((p) => !applied.has(p));
  if (missed.length)
    throw new Error(`what-if patches for files never bundled: ${missed.map((p) => p.file).join(', ')}`);
}

/** The commit measured, e.g. "9b42ecd (with uncommitted changes)". */
export function gitState(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/storefront', 'apps/server'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    return `${commit}${dirty ? ' (with uncommitted changes in apps/)' : ''}`;
  } catch {
    return '?';
  }
}
