/** Tables of the results (Markdown, aligned so they read well on a terminal too). */
import type { Measurement } from './load.ts';
import type { MachineFacts } from './machine.ts';
import type { StartupResult } from './startup.ts';

export interface DbResult {
  label: string;
  choice: 'pg' | 'pglite';
  version: string;
  products: number;
  seededSeconds: number | null;
  loadBefore: string;
  loadAfter: string;
  workload: {
    section: string;
    sectionProducts: number;
    urlKeys: number;
    searchTerms: number;
    exampleTerms: string[];
  };
  measurements: Measurement[];
  serverErrorLines: number;
  problems: string[];
  /** Observations that are not failures (e.g. a run too short for the answers to come back). */
  notes: string[];
  analyzeSeconds: number | null;
  /** Highest resident memory of the server seen during the runs (its /metrics), in MB. */
  peakRssMb: number;
}

export interface Target {
  scenario: string;
  title: string;
  p99: number;
}

/** Targets on the PostgreSQL server at 32 connections. */
export const TARGETS: Target[] = [
  { scenario: 'category', title: 'category listing', p99: 50 },
  { scenario: 'suggest', title: 'search suggestions', p99: 20 },
  { scenario: 'product', title: 'product page', p99: 15 },
];

export const SCENARIO_TITLES: Record<string, string> = {
  category: 'category listing',
  suggest: 'search suggestions',
  product: 'product page',
  route: 'route (product url)',
};

export function table(header: string[], rows: string[][], right: boolean[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const ms = (v: number) =>
  Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0);
const int = (v: number) => Math.round(v).toLocaleString('en');
const rate = (v: number) => (v < 10 ? v.toFixed(2) : int(v));

/**
 * Fewer answers than connections: most requests of the run were still in flight when it ended,
 * so the percentiles describe only the few that came back (the rest took longer than the run).
 */
export const saturated = (m: Measurement) => m.requests < m.connections;
/** A latency of a saturated run, marked. */
const lat = (m: Measurement, v: number) =>
  saturated(m) ? (m.requests ? `${ms(v)}*` : `> ${ms(m.durationSeconds * 1000)}*`) : ms(v);
export const SATURATED_LEGEND =
  '\\* fewer answers than connections in the run: the server was saturated, most requests took longer than the run (see drain s).';

export function measurementTable(list: Measurement[]): string {
  const rows = list.map((m) => [
    SCENARIO_TITLES[m.scenario] ?? m.scenario,
    m.mode,
    String(m.connections),
    int(m.urls),
    rate(m.rps),
    lat(m, m.p50),
    lat(m, m.p90),
    lat(m, m.p99),
    lat(m, m.max),
    // autocannon's errors include the timeouts
    m.timeouts ? `${m.errors} (${m.timeouts} timeouts)` : String(m.errors),
    String(m.non2xx),
    String(m.graphqlErrors),
    `${(m.bytesPerRequest / 1024).toFixed(1)}`,
    m.drainSeconds.toFixed(1),
  ]);
  return table(
    [
      'scenario',
      'mode',
      'conns',
      'URLs',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'errors',
      'non-2xx',
      'gql errors',
      'KiB/resp',
      'drain s',
    ],
    rows,
    [false, false, true, true, true, true, true, true, true, true, true, true, true, true],
  );
}

export function targetTable(pg: DbResult | undefined): string {
  if (!pg) return '_No PostgreSQL server run: the targets apply to it (run with --db pg or both)._';
  const rows: string[][] = [];
  for (const t of TARGETS) {
    for (const mode of ['uncached', 'cached'] as const) {
      const m = pg.measurements.find(
        (x) => x.scenario === t.scenario && x.mode === mode && x.connections === 32,
      );
      if (!m) continue;
      rows.push([
        t.title,
        mode,
        '32',
        `≤ ${t.p99}`,
        lat(m, m.p99),
        !saturated(m) && m.p99 <= t.p99 ? 'PASS' : 'MISS',
      ]);
    }
  }
  if (!rows.length) return '_No run at 32 connections: the targets are set at 32 clients._';
  return table(['scenario', 'mode', 'conns', 'target p99 ms', 'p99 ms', ''], rows, [
    false,
    false,
    true,
    true,
    true,
    false,
  ]);
}

/**
 * With every answer cache off (nocache): p99 and req/s at 32 connections on the PostgreSQL
 * server, PGlite at 1 connection within 2x of the PostgreSQL server's 1-connection p99, and the
 * server's resident memory.
 */
export const NOCACHE_TARGETS = [
  { scenario: 'category', title: 'category listing', p99: 100, rps: 400 },
  { scenario: 'suggest', title: 'search suggestions', p99: 30, rps: 1500 },
  { scenario: 'product', title: 'product page', p99: 30, rps: 1500 },
];
export const RSS_TARGET_MB = 600;

export function nocacheTargetTable(pg: DbResult | undefined, lite: DbResult | undefined): string {
  if (!pg) return '_No PostgreSQL server run: the targets apply to it (run with --db pg or both)._';
  const find = (d: DbResult | undefined, scenario: string, connections: number) =>
    d?.measurements.find(
      (x) => x.scenario === scenario && x.mode === 'nocache' && x.connections === connections,
    );
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const rows: string[][] = [];
  for (const t of NOCACHE_TARGETS) {
    const m = find(pg, t.scenario, 32);
    if (m) {
      rows.push([
        t.title,
        'pg, 32 conns',
        `p99 ≤ ${t.p99} ms`,
        lat(m, m.p99),
        verdict(!saturated(m) && m.p99 <= t.p99),
      ]);
      rows.push([t.title, 'pg, 32 conns', `≥ ${int(t.rps)} req/s`, rate(m.rps), verdict(m.rps >= t.rps)]);
    }
    const one = find(pg, t.scenario, 1);
    const lite1 = find(lite, t.scenario, 1);
    if (one && lite1) {
      rows.push([
        t.title,
        'pglite, 1 conn',
        `p99 ≤ 2 × pg (${ms(2 * one.p99)} ms)`,
        lat(lite1, lite1.p99),
        verdict(!saturated(lite1) && lite1.p99 <= 2 * one.p99),
      ]);
    }
  }
  for (const d of [pg, lite]) {
    if (d?.peakRssMb)
      rows.push([
        'server RSS',
        d.choice,
        `≤ ${RSS_TARGET_MB} MB`,
        int(d.peakRssMb),
        verdict(d.peakRssMb <= RSS_TARGET_MB),
      ]);
  }
  if (!rows.length) return '_No nocache run (--mode nocache)._';
  return table(['scenario', 'where', 'target', 'measured', ''], rows, [false, false, false, true, false]);
}

/** PostgreSQL server against PGlite, side by side. */
export function comparisonTable(a: DbResult, b: DbResult): string {
  const rows: string[][] = [];
  for (const m of a.measurements) {
    const o = b.measurements.find(
      (x) => x.scenario === m.scenario && x.mode === m.mode && x.connections === m.connections,
    );
    if (!o) continue;
    rows.push([
      SCENARIO_TITLES[m.scenario] ?? m.scenario,
      m.mode,
      String(m.connections),
      rate(m.rps),
      rate(o.rps),
      lat(m, m.p99),
      lat(o, o.p99),
    ]);
  }
  return table(
    [
      'scenario',
      'mode',
      'conns',
      `req/s ${a.choice}`,
      `req/s ${b.choice}`,
      `p99 ms ${a.choice}`,
      `p99 ms ${b.choice}`,
    ],
    rows,
    [false, false, true, true, true, true, true],
  );
}

export function machineLines(m: MachineFacts, dbVersions: string[]): string[] {
  return [
    `- CPU: ${m.cpu}, ${m.cores} cores; memory ${m.memoryGiB} GiB; ${m.os}`,
    `- Node ${m.node}; fastify ${m.packages.fastify}, mercurius ${m.packages.mercurius}, pg ${m.packages.pg}, autocannon ${m.packages.autocannon}`,
    ...dbVersions.map((v) => `- ${v}`),
    `- load average at start (1/5/15 min): ${m.loadAverage.join(' / ')}`,
    `- commit ${m.gitCommit}${m.gitDirty ? ' (with uncommitted changes)' : ''}`,
  ];
}

export function startupLines(s: StartupResult): string[] {
  const sorted = [...s.restartSeconds].sort((a, b) => a - b);
  const median = sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : NaN;
  return [
    `- empty data folder → first GraphQL answer (migrations + ${s.seedProducts.toLocaleString('en')}-product seed): **${s.emptySeconds.toFixed(2)} s**`,
    s.restartSeconds.length
      ? `- seeded data folder (restart) → first GraphQL answer: **${median.toFixed(2)} s** median of ${s.restartSeconds.length} (${s.restartSeconds.map((x) => x.toFixed(2)).join(', ')} s)`
      : '- restart not measured',
  ];
}

export interface Report {
  startedAt: string;
  finishedAt: string;
  command: string;
  options: Record<string, unknown>;
  machine: MachineFacts;
  dbs: DbResult[];
  startup: StartupResult | null;
}

export function markdown(r: Report): string {
  const pg = r.dbs.find((d) => d.choice === 'pg');
  const lite = r.dbs.find((d) => d.choice === 'pglite');
  const out: string[] = [
    '# Commerce server benchmarks: latest results',
    '',
    `Run ${r.startedAt} → ${r.finishedAt} with \`${r.command}\` (see [../README.md](../README.md) for what each scenario sends).`,
    '',
    '## Machine',
    '',
    ...machineLines(
      r.machine,
      r.dbs.map((d) => `${d.label}: ${d.version}`),
    ),
    '',
  ];
  for (const d of r.dbs) {
    out.push(
      `## ${d.label}`,
      '',
      `${d.products.toLocaleString('en')} products${d.seededSeconds !== null ? `, seeded in this run in ${d.seededSeconds.toFixed(0)} s` : ' (reused)'}` +
        `${d.analyzeSeconds !== null ? `, ANALYZE run by the bench (${d.analyzeSeconds.toFixed(0)} s)` : ''}. ` +
        `Category: ${d.workload.section} (${d.workload.sectionProducts.toLocaleString('en')} products in stock); ` +
        `${d.workload.urlKeys.toLocaleString('en')} product url keys; ${d.workload.searchTerms} search terms (e.g. ${d.workload.exampleTerms.map((t) => `“${t}”`).join(', ')}). ` +
        `Load average before / after: ${d.loadBefore} → ${d.loadAfter}.`,
      '',
      measurementTable(d.measurements),
      '',
    );
    if (d.measurements.some(saturated)) out.push(SATURATED_LEGEND, '');
    if (d.serverErrorLines)
      out.push(`Server logged ${d.serverErrorLines} error lines (see bench/.data/logs).`, '');
    if (d.problems.length) out.push('**Problems:**', '', ...d.problems.map((p) => `- ${p}`), '');
    if (d.notes.length) out.push('Notes:', '', ...d.notes.map((p) => `- ${p}`), '');
  }
  out.push('## Targets (PostgreSQL server, 32 connections)', '', targetTable(pg), '');
  out.push('## Targets with every answer cache off (nocache)', '', nocacheTargetTable(pg, lite), '');
  if (pg?.measurements.some((m) => m.connections === 32 && saturated(m))) out.push(SATURATED_LEGEND, '');
  if (pg && lite) out.push('## PostgreSQL server and PGlite side by side', '', comparisonTable(pg, lite), '');
  if (r.startup) out.push('## Startup (PGlite)', '', ...startupLines(r.startup), '');
  return out.join('\n');
}
