/**
 * One Lighthouse 12 run (node API, default mobile config with simulated throttling, performance
 * category only) in a fresh headless Chromium, and the figures and diagnostics read from its report.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpuMeter, type CpuUse } from './web-cpu.ts';
import { CHROME_ARGS, CHROME_PATH } from './web-shop.ts';

/** The benches' flags, with the headless mode chrome-launcher needs named. */
export const CHROME_FLAGS = CHROME_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));

/** The report fields read here (the LHR's own types are not exported by the package entry). */
export interface AuditResult {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: Record<string, unknown> & { type?: string; items?: unknown[] };
}
export interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: { throttlingMethod: string; throttling: Record<string, number>; formFactor: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, AuditResult>;
}

/**
 * Runs Lighthouse on `url` in a fresh Chromium; `cpu` is how busy the machine was meanwhile, and how
 * much of it went to processes other than Chromium, the process groups `ours` and this process.
 */
export async function runLighthouse(url: string, ours: number[] = []): Promise<{ lhr: Lhr; cpu: CpuUse }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const stopMeter = cpuMeter(() => [chrome.pid, ...ours]);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, cpu: stopMeter() };
  } finally {
    chrome.kill();
  }
}

export interface RunFigures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  bytes: number;
  /** Observed (unthrottled) first and largest contentful paint, ms after navigation start. */
  observedFcp: number;
  observedLcp: number;
  observedLoad: number;
  serverResponseMs: number;
  benchmarkIndex: number;
  warnings: string[];
}

const num = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

export function figures(lhr: Lhr): RunFigures {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: num(lhr, 'largest-contentful-paint'),
    cls: num(lhr, 'cumulative-layout-shift'),
    tbt: num(lhr, 'total-blocking-time'),
    fcp: num(lhr, 'first-contentful-paint'),
    si: num(lhr, 'speed-index'),
    bytes: num(lhr, 'total-byte-weight'),
    observedFcp: metrics.observedFirstContentfulPaint ?? NaN,
    observedLcp: metrics.observedLargestContentfulPaint ?? NaN,
    observedLoad: metrics.observedLoad ?? NaN,
    serverResponseMs: num(lhr, 'server-response-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

type Item = Record<string, unknown>;
const itemsOf = (a: AuditResult | undefined): Item[] => (a?.details?.items ?? []) as Item[];
const kib = (b: unknown) => `${(Number(b) / 1024).toFixed(1)} KiB`;
const ms = (v: unknown) => `${Math.round(Number(v))} ms`;

/** A URL made short: the path on the page's origin, long GraphQL GETs as their operation name. */
export function shortUrl(url: unknown, origin: string): string {
  const s = String(url);
  if (!s.startsWith(origin)) return s.length > 90 ? `${s.slice(0, 87)}...` : s;
  const u = new URL(s);
  if (u.pathname === '/graphql') {
    const q = u.searchParams.get('query') ?? '';
    const op = /^(query|mutation)\s+(\w+)/.exec(q);
    return `/graphql ${op ? op[2] : '(query)'} (GET)`;
  }
  const p = u.pathname + u.search;
  return p.length > 90 ? `${p.slice(0, 87)}...` : p;
}

function nodeText(node: unknown): string {
  const n = (node ?? {}) as {
    snippet?: string;
    selector?: string;
    nodeLabel?: string;
    boundingRect?: Record<string, number>;
  };
  const snippet = (n.snippet ?? '').replace(/\s(src|srcset)="[^"]*"/g, '').slice(0, 200);
  const rect = n.boundingRect
    ? ` at ${n.boundingRect.left},${n.boundingRect.top} ${n.boundingRect.width}×${n.boundingRect.height}`
    : '';
  return `\`${snippet}\` (selector \`${n.selector ?? '?'}\`${rect})`;
}

/** What to fix, read from one run: Markdown lines. */
export function diagnostics(lhr: Lhr, origin: string): string[] {
  const a = lhr.audits;
  const out: string[] = [];
  // LCP element and its phases (simulated, from the LCP element audit; observed, from the insight).
  const lcpLists = itemsOf(a['largest-contentful-paint-element']) as { items?: Item[] }[];
  const lcpNode = lcpLists[0]?.items?.[0]?.node;
  const phases = (lcpLists[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', ');
  const observed = ((itemsOf(a['lcp-breakdown-insight'])[0] as { items?: Item[] } | undefined)?.items ?? [])
    .map((p) => `${String(p.label).replace('Time to first byte', 'TTFB')} ${ms(p.duration)}`)
    .join(', ');
  out.push(
    `- **LCP element** (${a['largest-contentful-paint-element']?.displayValue ?? '?'}): ${lcpNode ? nodeText(lcpNode) : 'none'}`,
  );
  if (phases) out.push(`  - simulated phases: ${phases}`);
  if (observed) out.push(`  - observed (unthrottled) phases: ${observed}`);
  const discovery = (
    itemsOf(a['lcp-discovery-insight'])[0] as
      { items?: Record<string, { label: string; value: boolean }> } | undefined
  )?.items;
  if (discovery) {
    out.push(
      `  - discovery: ${Object.values(discovery)
        .map((c) => `${c.label}: ${c.value ? 'yes' : 'NO'}`)
        .join('; ')}`,
    );
  }
  // Render-blocking resources.
  const rb = itemsOf(a['render-blocking-resources']);
  out.push(
    `- **Render-blocking resources** (${a['render-blocking-resources']?.displayValue || 'none'}): ${
      rb.map((i) => `${shortUrl(i.url, origin)} ${kib(i.totalBytes)} (${ms(i.wastedMs)})`).join('; ') ||
      'none'
    }`,
  );
  // Unused JavaScript.
  const uj = itemsOf(a['unused-javascript']);
  out.push(
    `- **Unused JavaScript** (${a['unused-javascript']?.displayValue || 'none'}): ${
      uj
        .map((i) => `${shortUrl(i.url, origin)} ${kib(i.wastedBytes)} of ${kib(i.totalBytes)} unused`)
        .join('; ') || 'none'
    }`,
  );
  // Total byte weight.
  const tbw = itemsOf(a['total-byte-weight']);
  out.push(
    `- **Total byte weight** ${kib(a['total-byte-weight']?.numericValue)}; largest: ${tbw
      .slice(0, 6)
      .map((i) => `${shortUrl(i.url, origin)} ${kib(i.totalBytes)}`)
      .join('; ')}`,
  );
  const tc = a['uses-text-compression'];
  if (tc && (tc.score ?? 1) < 1) {
    out.push(
      `- **Text compression** (${tc.displayValue}): ${itemsOf(tc)
        .slice(0, 5)
        .map((i) => `${shortUrl(i.url, origin)} ${kib(i.totalBytes)} → saves ${kib(i.wastedBytes)}`)
        .join('; ')}`,
    );
  }
  // Layout shifts (Lighthouse 12 replaced layout-shift-elements with layout-shifts).
  const ls = itemsOf(a['layout-shifts']);
  out.push(
    `- **Layout shifts** (CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}): ${
      ls
        .slice(0, 5)
        .map((i) => {
          const causes = ((i.subItems as { items?: Item[] } | undefined)?.items ?? [])
            .map((s) => String(s.cause ?? ''))
            .filter(Boolean)
            .join(', ');
          return `${nodeText(i.node)} score ${Number(i.score).toFixed(3)}${causes ? ` (${causes})` : ''}`;
        })
        .join('; ') || 'none'
    }`,
  );
  // Main thread.
  const boot = itemsOf(a['bootup-time'])
    .slice(0, 3)
    .map((i) => `${shortUrl(i.url, origin)} ${ms(i.total)} (script ${ms(i.scripting)})`)
    .join('; ');
  const lt = itemsOf(a['long-tasks']);
  out.push(
    `- **Main thread** (simulated ×${lhr.configSettings.throttling.cpuSlowdownMultiplier} CPU): JS execution ${a['bootup-time']?.displayValue ?? '?'} — ${boot}; ${lt.length} long tasks, longest ${lt
      .slice(0, 3)
      .map((i) => `${ms(i.duration)} ${shortUrl(i.url, origin)}`)
      .join(', ')}`,
  );
  const srt = a['server-response-time'];
  const chain = (
    a['critical-request-chains']?.details as
      { longestChain?: { duration: number; length: number; transferSize: number } } | undefined
  )?.longestChain;
  out.push(
    `- **Server response** (document, observed): ${ms(srt?.numericValue)}; longest critical chain: ${chain ? `${chain.length} requests, ${ms(chain.duration)}, ${kib(chain.transferSize)}` : '?'}`,
  );
  // Requests the page makes after hydration (the browser's own GraphQL calls).
  const requests = itemsOf(a['network-requests']);
  const gql = requests.filter((r) => String(r.url).startsWith(`${origin}/graphql`));
  if (gql.length) {
    out.push(
      `- **GraphQL requests from the browser during load**: ${gql
        .map((r) => `${shortUrl(r.url, origin).replace(' (GET)', '')} ${kib(r.transferSize)}`)
        .join('; ')}`,
    );
  }
  const media = requests.filter((r) => String(r.url).includes('/media/'));
  if (media.length) {
    const slowest = Math.max(...media.map((r) => Number(r.networkEndTime) - Number(r.networkRequestTime)));
    out.push(
      `- **Images**: ${media.length} requests, ${kib(media.reduce((t, r) => t + Number(r.transferSize), 0))}; slowest (observed) ${ms(slowest)}`,
    );
  }
  return out;
}
