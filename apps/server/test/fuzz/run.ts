/**
 * Runs generated requests against a server and checks every answer: no 5xx, no reset or
 * refused connection, no answer slower than the time bound, the server process alive and its
 * RSS under the ceiling. A failing request is shrunk by fast-check to a small reproduction
 * (within a time budget); `keepGoing` instead runs every case and groups failures by kind.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc, { type Arbitrary } from 'fast-check';
import { send, type HttpCase, type Outcome } from './http-case.ts';
import { simplify } from './simplify.ts';

export interface FuzzTarget {
  baseUrl: string;
  /** RSS of the server process in bytes, when it runs as a process of its own. */
  rss?: () => number | undefined;
  /** False once the server process has exited. */
  alive?: () => boolean;
}

export interface FuzzLimits {
  timeoutMs: number;
  /** RSS ceiling in MB; checked only when the target reports RSS. */
  rssCeilingMb?: number;
}

export interface FuzzOptions {
  name: string;
  runs: number;
  seed: number;
  /** Run every case and group the failures instead of stopping at the first and shrinking it. */
  keepGoing?: boolean;
  /** Adds to a failure's signature what kind of request it was (e.g. "NUL in the path"). */
  hint?: (c: HttpCase) => string;
  /** How long shrinking a failure may take. */
  shrinkBudgetMs?: number;
}

export interface Failure {
  signature: string;
  problem: string;
  case: HttpCase;
  outcome: Outcome;
  count: number;
}

export interface FuzzReport {
  name: string;
  seed: number;
  runs: number;
  byStatus: Record<string, number>;
  latenciesMs: number[];
  maxRssMb?: number;
  /** Server RSS (MB) after every 1000th request: growth or a plateau. */
  rssTrail: number[];
  failures: Failure[];
  /** The shrunk counterexample when not in keepGoing mode. */
  counterexample?: Failure;
  /** Crash or memory ceiling: the run stopped there. */
  fatal?: string;
}

/** What is wrong with this outcome, or undefined when it is acceptable. */
export function problemOf(o: Outcome, limits: FuzzLimits): string | undefined {
  if (o.failure === 'stall') return `stall: ${o.error}`;
  if (o.failure === 'network') return `connection failed: ${o.error}`;
  if (o.status !== undefined && o.status >= 500) return `HTTP ${o.status}`;
  if (o.internalErrors) return `GraphQL internal error: ${o.internalErrors[0]}`;
  if (o.ms > limits.timeoutMs) return `answered in ${Math.round(o.ms)} ms (bound ${limits.timeoutMs} ms)`;
  return undefined;
}

/** Groups failures that are the same bug: kind, request label and the error's first words. */
export function signatureOf(
  c: HttpCase,
  problem: string,
  o: Outcome,
  hint?: (c: HttpCase) => string,
): string {
  let message = '';
  try {
    const body = JSON.parse(o.snippet) as { errors?: { message?: string }[]; message?: string };
    message = body.errors?.[0]?.message ?? body.message ?? '';
  } catch {
    // An HTML error page says little in its first bytes; the request's kind tells failures apart.
    message = /^\s*</.test(o.snippet) ? 'HTML error page' : o.snippet;
  }
  if (o.failure) message = o.error ?? '';
  if (o.internalErrors && !o.failure && (o.status ?? 0) < 500)
    message = `internal at ${o.internalErrors[0] ?? ''}`;
  message = message
    .replace(/\s+/g, ' ')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .trim()
    .slice(0, 90);
  const kind = problem.replace(/\d+ ms/g, 'N ms').replace(/: .*$/, '');
  return `${c.label}${hint ? ` (${hint(c)})` : ''} | ${kind} | ${message}`;
}

export async function fuzz(
  arb: Arbitrary<HttpCase>,
  target: FuzzTarget,
  limits: FuzzLimits,
  opts: FuzzOptions,
): Promise<FuzzReport> {
  const report: FuzzReport = {
    name: opts.name,
    seed: opts.seed,
    runs: 0,
    byStatus: {},
    latenciesMs: [],
    rssTrail: [],
    failures: [],
  };
  const failures = new Map<string, Failure>();
  let shrinkingSince: number | undefined;
  const shrinkBudget = opts.shrinkBudgetMs ?? 60_000;

  let overCeiling = false;
  let lastCase: HttpCase | undefined;
  let lastOutcome: Outcome | undefined;
  /** A crash is fatal; RSS over the ceiling too, except in keepGoing mode (reported once). */
  const checkProcess = (): string | undefined => {
    if (target.alive && !target.alive()) return 'the server process exited';
    const rss = target.rss?.();
    if (rss !== undefined) {
      const mb = rss / 2 ** 20;
      report.maxRssMb = Math.max(report.maxRssMb ?? 0, mb);
      if (report.runs % 1000 === 0 && shrinkingSince === undefined) report.rssTrail.push(Math.round(mb));
      if (limits.rssCeilingMb !== undefined && mb > limits.rssCeilingMb) {
        const problem = `server RSS ${mb.toFixed(0)} MB is over the ceiling of ${limits.rssCeilingMb} MB`;
        if (!opts.keepGoing) return problem;
        if (!overCeiling)
          report.failures.push({
            signature: `RSS over ${limits.rssCeilingMb} MB`,
            problem: `${problem} after ${report.runs} requests`,
            case: lastCase!,
            outcome: lastOutcome!,
            count: 1,
          });
        overCeiling = true;
      }
    }
    return undefined;
  };

  const property = fc.asyncProperty(arb, async (c) => {
    if (report.fatal) return true;
    const shrinking = shrinkingSince !== undefined;
    // Past the budget every candidate "passes", which ends shrinking with the smallest so far.
    if (shrinking && performance.now() - shrinkingSince! > shrinkBudget) return true;
    const outcome = await send(target.baseUrl, c, limits.timeoutMs);
    lastCase = c;
    lastOutcome = outcome;
    if (!shrinking) {
      report.runs += 1;
      const key =
        outcome.failure ?? (outcome.refusedOversized ? 'closed (oversized)' : String(outcome.status));
      report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
      report.latenciesMs.push(outcome.ms);
    }
    const fatal = checkProcess();
    const problem = problemOf(outcome, limits);
    if (fatal) {
      report.fatal = fatal;
      const f: Failure = { signature: fatal, problem: fatal, case: c, outcome, count: 1 };
      report.failures.push(f);
      return true;
    }
    if (!problem) return true;
    const signature = signatureOf(c, problem, outcome, opts.hint);
    const known = failures.get(signature);
    if (!shrinking) {
      if (known) {
        known.count += 1;
        if (caseSize(c) < caseSize(known.case)) Object.assign(known, { case: c, outcome, problem });
      } else failures.set(signature, { signature, problem, case: c, outcome, count: 1 });
    }
    if (opts.keepGoing) return true;
    shrinkingSince ??= performance.now();
    throw new Error(problem);
  });

  const details = await fc.check(property, { numRuns: opts.runs, seed: opts.seed, endOnFailure: false });
  report.failures.push(...[...failures.values()].sort((a, b) => b.count - a.count));
  if (report.fatal) return report;
  // The same failure (same signature) on a smaller request replaces the example.
  const smaller = async (f: Failure) => {
    let last: Outcome | undefined;
    const c = await simplify(f.case, async (candidate) => {
      const o = await send(target.baseUrl, candidate, limits.timeoutMs);
      const p = problemOf(o, limits);
      if (!p || signatureOf(candidate, p, o, opts.hint) !== f.signature) return false;
      last = o;
      return true;
    });
    if (last) Object.assign(f, { case: c, outcome: last });
  };
  if (details.failed && details.counterexample) {
    const c = details.counterexample[0];
    // Replay the shrunk case once to record what it answers now.
    const outcome = await send(target.baseUrl, c, limits.timeoutMs);
    const problem = problemOf(outcome, limits) ?? String(details.errorInstance);
    report.counterexample = {
      signature: signatureOf(c, problem, outcome, opts.hint),
      problem,
      case: c,
      outcome,
      count: 1,
    };
    await smaller(report.counterexample);
  }
  for (const f of report.failures.slice(0, 20)) if (!f.signature.startsWith('RSS')) await smaller(f);
  return report;
}

function caseSize(c: HttpCase): number {
  return c.path.length + (c.body?.length ?? 0) + JSON.stringify(c.headers).length;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function violations(report: FuzzReport): Failure[] {
  return report.counterexample ? [report.counterexample, ...report.failures] : report.failures;
}

/** Writes a case to a file for `--replay` and returns its path. */
export function saveCase(c: HttpCase, name: string): string {
  const dir = path.join(tmpdir(), 'vitryna-fuzz');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  writeFileSync(file, JSON.stringify(c, null, 2));
  return file;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

export function describeCase(c: HttpCase): string {
  const lines = [`${c.method} ${clip(c.path, 400)}`];
  for (const [k, v] of Object.entries(c.headers)) lines.push(`${k}: ${clip(v, 120)}`);
  if (c.body !== undefined) lines.push('', clip(c.body, 600));
  return lines.join('\n');
}

export function formatReport(report: FuzzReport): string {
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const lines = [
    `${report.name}: ${report.runs} requests (seed ${report.seed})`,
    `  answers by status: ${statuses}`,
    `  latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  ];
  if (report.maxRssMb !== undefined)
    lines.push(
      `  max server RSS ${report.maxRssMb.toFixed(0)} MB` +
        (report.rssTrail.length ? ` (every 1000 requests: ${report.rssTrail.join(', ')} MB)` : ''),
    );
  const all = violations(report);
  lines.push(`  violations: ${all.length === 0 ? 'none' : report.failures.length + ' kinds'}`);
  if (report.fatal) lines.push(`  STOPPED: ${report.fatal}`);
  if (report.counterexample) {
    const f = report.counterexample;
    lines.push(`  shrunk counterexample (seed ${report.seed}): ${f.problem}`);
    lines.push(indent(describeCase(f.case)), `  answer: ${clip(f.outcome.snippet, 400)}`);
    lines.push(`  saved: ${saveCase(f.case, report.name)}`);
  }
  for (const f of report.failures) {
    lines.push(`  × ${f.count}  ${f.signature}`);
    lines.push(indent(describeCase(f.case)), `    answer: ${clip(f.outcome.snippet, 300)}`);
    lines.push(`    saved: ${saveCase(f.case, report.name)}`);
  }
  return lines.join('\n');
}

const indent = (s: string) =>
  s
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
