/**
 * The JavaScript a shopper's browser downloads on the first load of a page (npm run bundle -w bench).
 *
 * 1. Builds the storefront into apps/storefront/<dist> (default dist-bench) with Vite's build API,
 *    the app's own vite.config.ts with `build.sourcemap: 'hidden'` merged over it (maps are written
 *    next to the chunks, the chunks themselves are byte-for-byte the production ones), plus the SSR build.
 * 2. Starts the shop on that build (fresh data folder, 3,000-product demo catalogue), finds a category
 *    and a product page, warms them, and loads home, category and product page in headless Chromium
 *    with Lighthouse's phone emulation, recording every script response until the network is quiet.
 * 3. For each page: the entry chunk, its modulepreloads and the lazy chunks the page actually loaded,
 *    with raw, gzip -9 (zlib, computed here from the built files) and transferred bytes, against the
 *    budget (≤ 150 KB gzip; issue 14's target 110 KB), and how much of each had not run once the
 *    network was quiet (V8 function coverage, as Lighthouse counts; target no more than 15 KB gzip). Then the composition of those bytes by npm package and app
 *    folder from the source maps, and the biggest modules. Writes bench/results/bundle-latest.md.
 *
 * Options: --dist <dir> (default dist-bench), --keep-server (print the origin and wait for Ctrl-C),
 * --top <n> (rows of the module tables, default 15).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { attribute, bytesBySource, sourceRuns, UNMAPPED } from './lib/web-attribution.ts';
import { REPO_ROOT, RESULTS_DIR } from './lib/paths.ts';
import {
  CHROME_PATH,
  STOREFRONT_DIR,
  discoverPages,
  gitState,
  kb,
  startShop,
  table,
  warmPages,
  CHROME_ARGS,
  PHONE,
  type BenchPage,
} from './lib/web-shop.ts';

const BUDGET_KB = 150;
/** Issue 14: the product page's first load at most 110 KB gzip, of it at most 15 KB unused at load. */
const TARGET_KB = 110;
const UNUSED_TARGET_KB = 15;

/** A chunk's unused bytes as gzip bytes, in proportion (Lighthouse scales to the transfer the same way). */
function unusedGzip(s: ScriptLoad, c: ChunkInfo): number {
  return s.length > 0 ? (s.unused / s.length) * c.gzip : 0;
}
const argv = process.argv.slice(2);
const dist = argv.includes('--dist') ? argv[argv.indexOf('--dist') + 1]! : 'dist-bench';
const keepServer = argv.includes('--keep-server');
const top = argv.includes('--top') ? Number(argv[argv.indexOf('--top') + 1]) : 15;
if (!Number.isInteger(top) || top < 1) throw new Error('--top wants a whole number of rows, at least 1');

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  raw: number;
  gzip: number;
  /** Rendered (pre-minification) length per module: the fallback when a chunk has no source map. */
  modules: Record<string, number>;
}

const clientDir = path.join(STOREFRONT_DIR, dist, 'client');
const srcDir = path.join(STOREFRONT_DIR, 'src');
const rel = (f: string | null) => (f ? path.relative(srcDir, f).replace(/^(\.\.\/)+node_modules\//, '') : '');

async function buildWithSourceMaps(): Promise<Map<string, ChunkInfo>> {
  process.env.STOREFRONT_DIST = dist;
  const base = {
    root: STOREFRONT_DIR,
    configFile: path.join(STOREFRONT_DIR, 'vite.config.ts'),
    logLevel: 'error' as const,
  };
  const started = performance.now();
  const out = (await build({ ...base, build: { sourcemap: 'hidden' } })) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  await build({ ...base, build: { ssr: path.join(STOREFRONT_DIR, 'src/entry-server.tsx') } });
  const chunks = new Map<string, ChunkInfo>();
  for (const output of Array.isArray(out) ? out : [out]) {
    for (const c of output.output) {
      if (c.type !== 'chunk') continue;
      const buf = readFileSync(path.join(clientDir, c.fileName));
      if (buf.includes('sourceMappingURL')) throw new Error(`${c.fileName} names its source map`);
      chunks.set(c.fileName, {
        fileName: c.fileName,
        isEntry: c.isEntry,
        isDynamicEntry: c.isDynamicEntry,
        facade: c.facadeModuleId ?? null,
        imports: c.imports,
        dynamicImports: c.dynamicImports,
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength])),
      });
    }
  }
  console.log(
    `Built the storefront into apps/storefront/${dist} (client with hidden source maps + SSR) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${chunks.size} JS chunks.`,
  );
  return chunks;
}

/** The chunks the entry imports statically, directly or through other chunks. */
function staticClosure(chunks: Map<string, ChunkInfo>, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const i of chunks.get(f)?.imports ?? []) {
      if (!seen.has(i)) {
        seen.add(i);
        visit(i);
      }
    }
  };
  visit(from);
  return seen;
}

interface ScriptLoad {
  fileName: string;
  transferred: number;
  /** Bytes of the script's source that had not run when the first load settled (V8's function coverage). */
  unused: number;
  length: number;
}

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/**
 * Bytes of a script not run, from V8's precise coverage: the ranges nest (the script, its
 * functions, theirs), so painting them outer first leaves each byte with its innermost count.
 */
function ranOffsets(functions: { ranges: CoverageRange[] }[]): Uint8Array {
  const ranges = functions.flatMap((f) => f.ranges);
  const ran = new Uint8Array(ranges.reduce((max, r) => Math.max(max, r.endOffset), 0));
  ranges
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)
    .forEach((r) => ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset));
  return ran;
}

function unusedIn(ran: Uint8Array, start = 0, end = ran.length): number {
  let n = 0;
  for (let i = start; i < end && i < ran.length; i++) if (ran[i] === 0) n++;
  return n;
}
interface PageLoad {
  page: BenchPage;
  status: number;
  html: { raw: number; gzip: number; transferred: number; bootData: number; bootDataGzip: number };
  scripts: ScriptLoad[];
  /** Per script, 1 for each offset that ran during the first load (not written to the JSON). */
  ranByFile: Map<string, Uint8Array>;
  otherScripts: string[];
  requests: number;
  consoleErrors: string[];
}

async function loadPage(browser: Browser, origin: string, page: BenchPage): Promise<PageLoad> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const tab = await context.newPage();
  const responses: { url: string; type: string; transferred: Promise<number> }[] = [];
  const consoleErrors: string[] = [];
  let inflight = 0;
  let lastActivity = performance.now();
  tab.on('request', () => {
    inflight++;
    lastActivity = performance.now();
  });
  const settled = () => {
    inflight--;
    lastActivity = performance.now();
  };
  tab.on('requestfailed', settled);
  tab.on('requestfinished', settled);
  tab.on('response', (res) => {
    responses.push({
      url: res.url(),
      type: res.request().resourceType(),
      transferred: res
        .request()
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => NaN),
    });
  });
  tab.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  tab.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  // By function, as Lighthouse's unused-JavaScript audit counts (a function that ran counts whole).
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  const main = await tab.goto(origin + page.path, { waitUntil: 'load', timeout: 60_000 });
  // First load = until the network has been quiet for 2 s (no interaction, no scrolling).
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline && (inflight > 0 || performance.now() - lastActivity < 2000)) {
    await tab.waitForTimeout(100);
  }
  const coverage = new Map(
    (await cdp.send('Profiler.takePreciseCoverage')).result.map((c) => [
      new URL(c.url || 'about:blank').pathname,
      c,
    ]),
  );
  const html = Buffer.from((await main?.body()) ?? '');
  const boot =
    /<script type="application\/json" id="__VITRYNA_BOOT__"[^>]*>(.*?)<\/script>/s.exec(
      html.toString('utf8'),
    )?.[1] ?? '';
  const scripts: ScriptLoad[] = [];
  const ranByFile = new Map<string, Uint8Array>();
  const otherScripts: string[] = [];
  for (const r of responses) {
    const u = new URL(r.url);
    if (u.origin === origin && u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) {
      const covered = coverage.get(u.pathname);
      const ran = covered ? ranOffsets(covered.functions) : null;
      if (ran) ranByFile.set(u.pathname.slice(1), ran);
      scripts.push({
        fileName: u.pathname.slice(1),
        transferred: await r.transferred,
        unused: ran ? unusedIn(ran) : NaN,
        length: ran ? ran.length : NaN,
      });
    } else if (r.type === 'script' || /\.m?js$/.test(u.pathname)) {
      otherScripts.push(r.url);
    }
  }
  const docTransferred = (await responses[0]?.transferred) ?? NaN;
  await context.close();
  return {
    page,
    status: main?.status() ?? 0,
    html: {
      raw: html.length,
      gzip: gzipSync(html, { level: 9 }).length,
      transferred: docTransferred,
      bootData: Buffer.byteLength(boot),
      bootDataGzip: gzipSync(boot, { level: 9 }).length,
    },
    scripts,
    ranByFile,
    otherScripts,
    requests: responses.length,
    consoleErrors,
  };
}

type Kind = 'entry' | 'modulepreload' | 'static, not preloaded' | 'lazy';

function kindOf(
  file: string,
  chunks: Map<string, ChunkInfo>,
  preloads: Set<string>,
  closure: Set<string>,
): Kind {
  if (chunks.get(file)?.isEntry) return 'entry';
  if (preloads.has(file)) return 'modulepreload';
  if (closure.has(file)) return 'static, not preloaded';
  return 'lazy';
}

/** What a chunk is: its facade module for entries and dynamic entries, else "shared by …". */
function describeChunk(c: ChunkInfo, chunks: Map<string, ChunkInfo>): string {
  if (c.facade) return rel(c.facade);
  const users = [...chunks.values()].filter((o) => o.imports.includes(c.fileName)).length;
  return `shared chunk (imported by ${users})`;
}

/** A chunk without a source map (e.g. Vite's preload helper): its size shared out by rendered length. */
function byRenderedLength(chunk: ChunkInfo): Map<string, number> {
  const total = Object.values(chunk.modules).reduce((t, n) => t + n, 0);
  return new Map(
    Object.entries(chunk.modules).map(([id, n]) => [moduleId(id), total ? (n / total) * chunk.raw : 0]),
  );
}

const moduleId = (id: string) => (id.startsWith('\0') ? `virtual:${id.slice(1)}` : id.replace(/\?.*$/, ''));

/**
 * Modules the source map does not cover (JSON locale files, CSS-module class maps) end up in the
 * chunk as unmapped bytes: those bytes are shared out among such modules by rendered length
 * (at most their rendered length); what is left stays bundler glue.
 */
function withUnmappedModules(bytes: Map<string, number>, chunk: ChunkInfo): Map<string, number> {
  const glue = bytes.get(UNMAPPED) ?? 0;
  const missing = Object.entries(chunk.modules).filter(([id, n]) => n > 0 && !bytes.has(moduleId(id)));
  const rendered = missing.reduce((t, [, n]) => t + n, 0);
  if (!glue || !rendered) return bytes;
  const share = Math.min(glue, rendered);
  const out = new Map(bytes);
  for (const [id, n] of missing) out.set(moduleId(id), (out.get(moduleId(id)) ?? 0) + (share * n) / rendered);
  out.set(UNMAPPED, glue - share);
  return out;
}

interface GroupBytes {
  raw: number;
  gzip: number;
  members: Map<string, number>;
}

function composition(files: string[], chunks: Map<string, ChunkInfo>) {
  const groups = new Map<string, GroupBytes>();
  const modules = new Map<string, { raw: number; gzip: number; chunks: Set<string> }>();
  for (const file of files) {
    const chunk = chunks.get(file)!;
    const mapFile = path.join(clientDir, `${file}.map`);
    const ratio = chunk.gzip / chunk.raw;
    for (const [source, bytes] of existsSync(mapFile)
      ? withUnmappedModules(bytesBySource(path.join(clientDir, file), mapFile), chunk)
      : byRenderedLength(chunk)) {
      const a = attribute(source, srcDir);
      const g = groups.get(a.group) ?? { raw: 0, gzip: 0, members: new Map() };
      g.raw += bytes;
      g.gzip += bytes * ratio;
      g.members.set(a.member, (g.members.get(a.member) ?? 0) + bytes * ratio);
      groups.set(a.group, g);
      const m = modules.get(a.label) ?? { raw: 0, gzip: 0, chunks: new Set<string>() };
      m.chunks.add(file.replace(/^assets\//, ''));
      m.raw += bytes;
      m.gzip += bytes * ratio;
      modules.set(a.label, m);
    }
  }
  return { groups, modules };
}

const verdict = (gzipBytes: number) =>
  `${gzipBytes / 1024 <= BUDGET_KB ? 'PASS' : 'MISS'} budget ≤ ${BUDGET_KB} KB, ${gzipBytes / 1024 <= TARGET_KB ? 'PASS' : 'MISS'} target ≤ ${TARGET_KB} KB`;

async function main() {
  const chunks = await buildWithSourceMaps();
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entryFile = manifest[entryKey]!.file;
  // storefront.ts preloads the entry's direct imports (manifest `imports`).
  const preloads = new Set((manifest[entryKey]!.imports ?? []).map((k) => manifest[k]!.file));
  const closure = staticClosure(chunks, entryFile);

  console.log('Starting the shop (fresh data folder, 3,000-product demo catalogue)...');
  const shop = await startShop({ name: 'bundle', dist });
  const loads: PageLoad[] = [];
  try {
    console.log(`  healthy after ${shop.startSeconds.toFixed(0)} s on ${shop.origin}`);
    const pages = await discoverPages(shop.origin);
    const warmed = await warmPages(shop.origin, pages);
    console.log(`  pages: ${pages.map((p) => p.path).join('  ')}; warmed (${warmed} images)`);
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    try {
      // One throw-away load per page (browser-side GraphQL GETs into the server's cache), then the measured one.
      for (const page of pages) await loadPage(browser, shop.origin, page);
      for (const page of pages) loads.push(await loadPage(browser, shop.origin, page));
    } finally {
      await browser.close();
    }
    if (keepServer) {
      console.log(`The shop stays up on ${shop.origin} (Ctrl-C to stop).`);
      await new Promise(() => undefined);
    }
  } finally {
    await shop.stop();
  }

  const md: string[] = [
    '# Storefront first-load JavaScript: latest results',
    '',
    `Run ${new Date().toISOString()} with \`npm run bundle -w bench\` (build apps/storefront/${dist}; phone emulation 412×823 @1.75, headless Chromium; gzip = zlib level 9 of each built file; "transferred" = what Chromium received: the body as the server encoded it, plus headers); commit ${gitState()}.`,
    '',
  ];
  const out = (s = '') => {
    console.log(s);
    md.push(s);
  };

  out('## First load per page');
  for (const load of loads) {
    out();
    out(`### ${load.page.name}: ${load.page.path} (HTTP ${load.status}, ${load.requests} requests)`);
    out();
    const rows = load.scripts.map((s) => {
      const c = chunks.get(s.fileName);
      return { s, c, kind: kindOf(s.fileName, chunks, preloads, closure) };
    });
    const order: Kind[] = ['entry', 'modulepreload', 'static, not preloaded', 'lazy'];
    rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || (b.c?.gzip ?? 0) - (a.c?.gzip ?? 0));
    out(
      table(
        ['chunk', 'kind', 'what', 'raw KB', 'gzip KB', 'transferred KB', 'unused at load KB gzip (raw)'],
        rows.map(({ s, c, kind }) => [
          s.fileName.replace(/^assets\//, ''),
          kind,
          c ? describeChunk(c, chunks) : '(not in this build!)',
          c ? kb(c.raw) : '?',
          c ? kb(c.gzip) : '?',
          kb(s.transferred),
          c ? `${kb(unusedGzip(s, c))} (${kb(s.unused)})` : '?',
        ]),
        [false, false, false, true, true, true, true],
      ),
    );
    const sum = (kinds: Kind[]) =>
      rows.filter((r) => kinds.includes(r.kind)).reduce((t, r) => t + (r.c?.gzip ?? 0), 0);
    const total = sum(order);
    const raw = rows.reduce((t, r) => t + (r.c?.raw ?? 0), 0);
    const transferred = rows.reduce((t, r) => t + r.s.transferred, 0);
    out();
    out(
      `**${load.page.name}: ${kb(total)} KB gzip** (${kb(raw)} KB raw, ${kb(transferred)} KB transferred) in ${rows.length} scripts — ` +
        `entry + modulepreloads ${kb(sum(['entry', 'modulepreload', 'static, not preloaded']))} KB, lazy ${kb(sum(['lazy']))} KB: ${verdict(total)}`,
    );
    const unused = rows.reduce((t, r) => t + (r.c ? unusedGzip(r.s, r.c) : 0), 0);
    const worst = rows.reduce<(typeof rows)[number] | null>(
      (w, r) => (r.c && (!w?.c || unusedGzip(r.s, r.c) > unusedGzip(w.s, w.c)) ? r : w),
      null,
    );
    out(
      `Unused at load (V8 function coverage once the network was quiet, as Lighthouse counts, each chunk's share of its gzip size): ${kb(unused)} KB gzip in all` +
        (worst?.c
          ? `, most in ${worst.s.fileName.replace(/^assets\//, '')}: ${kb(unusedGzip(worst.s, worst.c))} KB of ${kb(worst.c.gzip)} (${((worst.s.unused / worst.s.length) * 100).toFixed(0)} %); target no more than ${UNUSED_TARGET_KB} KB: ${unused / 1024 <= UNUSED_TARGET_KB ? 'PASS' : 'MISS'}`
          : ''),
    );
    out(
      `HTML document: ${kb(load.html.raw)} KB raw (${kb(load.html.gzip)} KB gzip, ${kb(load.html.transferred)} KB transferred), of which the inline boot data (the __VITRYNA_BOOT__ JSON block, urql results) is ${kb(load.html.bootData)} KB raw / ${kb(load.html.bootDataGzip)} KB gzip (not counted above).`,
    );
    if (load.otherScripts.length) out(`Other scripts: ${load.otherScripts.join(', ')}`);
    if (load.consoleErrors.length) out(`Console errors: ${load.consoleErrors.slice(0, 5).join(' | ')}`);
  }

  const notPreloaded = [...closure].filter((f) => !preloads.has(f));
  out();
  out(
    `Entry ${entryFile}: ${preloads.size} modulepreloads (its direct imports); static imports reached only through other chunks and not preloaded: ${notPreloaded.length ? notPreloaded.join(', ') : 'none'}.`,
  );

  // Composition of each page's first-load JavaScript.
  const comps = loads.map((l) => ({
    load: l,
    ...composition(
      l.scripts.map((s) => s.fileName).filter((f) => chunks.has(f)),
      chunks,
    ),
  }));
  const primary = comps.find((c) => c.load.page.name === 'product') ?? comps[0]!;
  const groupNames = [...new Set(comps.flatMap((c) => [...c.groups.keys()]))].sort(
    (a, b) => (primary.groups.get(b)?.gzip ?? 0) - (primary.groups.get(a)?.gzip ?? 0),
  );
  const primaryTotal = [...primary.groups.values()].reduce((t, g) => t + g.gzip, 0);
  out();
  out('## Composition (gzip KB, estimated: each chunk’s gzip size shared out by its source-mapped bytes)');
  out();
  out(
    table(
      [
        'group',
        ...comps.map((c) => c.load.page.name),
        `% of ${primary.load.page.name}`,
        `largest members (${primary.load.page.name})`,
      ],
      [
        ...groupNames.map((g) => {
          const p = primary.groups.get(g);
          const members = p
            ? [...p.members.entries()]
                .sort((a, b) => b[1] - a[1])
                .slice(0, 4)
                .map(([m, v]) => `${m} ${kb(v)}`)
                .join(', ')
            : '';
          return [
            g,
            ...comps.map((c) => (c.groups.get(g) ? kb(c.groups.get(g)!.gzip) : '–')),
            p ? `${((p.gzip / primaryTotal) * 100).toFixed(1)}%` : '–',
            members,
          ];
        }),
        [
          '**total**',
          ...comps.map((c) => kb([...c.groups.values()].reduce((t, g) => t + g.gzip, 0))),
          '100%',
          '',
        ],
      ],
      [false, ...comps.map(() => true), true, false],
    ),
  );
  out();
  out(`## Biggest ${top} modules in the ${primary.load.page.name} page’s first load`);
  out();
  const biggest = [...primary.modules.entries()].sort((a, b) => b[1].raw - a[1].raw).slice(0, top);
  out(
    table(
      ['module', 'chunk', 'minified KB', 'gzip KB (est.)'],
      biggest.map(([label, m]) => [
        label,
        m.chunks.size > 2 ? `${m.chunks.size} chunks` : [...m.chunks].join(', '),
        kb(m.raw),
        kb(m.gzip),
      ]),
      [false, false, true, true],
    ),
  );
  out();
  out(
    `## Unused at load in the ${primary.load.page.name} page’s first-load chunks, by module (largest ${top})`,
  );
  out();
  const unusedRows: [string, string, number, number, number][] = [];
  for (const s of primary.load.scripts) {
    const ran = primary.load.ranByFile.get(s.fileName);
    const c = chunks.get(s.fileName);
    const mapFile = path.join(clientDir, `${s.fileName}.map`);
    if (!ran || !c || kindOf(s.fileName, chunks, preloads, closure) === 'lazy' || !existsSync(mapFile))
      continue;
    const bySource = new Map<string, { unused: number; size: number }>();
    for (const run of sourceRuns(path.join(clientDir, s.fileName), mapFile)) {
      const seen = bySource.get(run.source) ?? { unused: 0, size: 0 };
      seen.unused += unusedIn(ran, run.start, run.end);
      seen.size += run.end - run.start;
      bySource.set(run.source, seen);
    }
    for (const [source, { unused, size }] of bySource) {
      if (unused > 0)
        unusedRows.push([
          attribute(source, srcDir).label,
          s.fileName,
          unused,
          size,
          (unused / ran.length) * c.gzip,
        ]);
    }
  }
  out(
    table(
      ['module', 'chunk', 'unused KB (minified)', 'of KB', 'unused KB gzip (est.)'],
      unusedRows
        .sort((a, b) => b[2] - a[2])
        .slice(0, top)
        .map(([m, file, unused, size, gzip]) => [
          m,
          file.replace(/^assets\//, ''),
          kb(unused),
          kb(size),
          kb(gzip),
        ]),
      [false, false, true, true, true],
    ),
  );
  out();
  out('## Budget');
  out();
  out(
    table(
      ['page', 'first-load JS gzip KB', `budget ≤ ${BUDGET_KB}`, `target ≤ ${TARGET_KB}`],
      comps.map((c) => {
        const total = c.load.scripts.reduce((t, s) => t + (chunks.get(s.fileName)?.gzip ?? 0), 0) / 1024;
        return [
          c.load.page.name,
          total.toFixed(1),
          total <= BUDGET_KB ? 'PASS' : 'MISS',
          total <= TARGET_KB ? 'PASS' : 'MISS',
        ];
      }),
      [false, true, false, false],
    ),
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'bundle-latest.md'), md.join('\n') + '\n');
  writeFileSync(
    path.join(RESULTS_DIR, `bundle-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(
      {
        dist,
        entry: entryFile,
        preloads: [...preloads],
        loads,
        composition: comps.map((c) => ({
          page: c.load.page,
          groups: Object.fromEntries(
            [...c.groups].map(([k, v]) => [k, { raw: v.raw, gzip: Math.round(v.gzip) }]),
          ),
        })),
      },
      null,
      2,
    ),
  );
  console.log(`\nWrote ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'bundle-latest.md'))}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
