/**
 * One measurement: autocannon over real HTTP against the running server, each connection
 * walking its own rotation of the URL set, after a warm-up. Latency percentiles come from every
 * response's own timing (autocannon's histogram keeps whole milliseconds only).
 */
import autocannon, { type Client, type Result } from 'autocannon';
import { STOREFRONT_HEADERS } from './queries.ts';

export interface Measurement {
  scenario: string;
  mode: 'nocache' | 'uncached' | 'cached';
  connections: number;
  urls: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts included (autocannon's count). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers whose body carried GraphQL "errors". */
  graphqlErrors: number;
  statusCodes: Record<string, number>;
  bytesPerRequest: number;
  /** Requests still in flight when the run ended (answered later, not measured). */
  unanswered: number;
  /** Seconds the server needed after the run to answer them. */
  drainSeconds: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

/** Each connection starts at its own place in the (already shuffled) list. */
function rotations(paths: string[], connections: number) {
  let next = 0;
  const step = Math.max(1, Math.floor(paths.length / connections));
  return (client: Client) => {
    const offset = (next++ * step) % paths.length;
    const rotated = [...paths.slice(offset), ...paths.slice(0, offset)];
    client.setRequests(rotated.map((path) => ({ method: 'GET', path })));
  };
}

async function fire(origin: string, paths: string[], connections: number, seconds: number, times?: number[]) {
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 30,
    headers: STOREFRONT_HEADERS,
    requests: [{ method: 'GET', path: paths[0] as string }],
    setupClient: rotations(paths, connections),
    // A GraphQL error inside a 200 answer counts as a mismatch.
    verifyBody: (body: string) => !body.includes('"errors":'),
  });
  if (times) {
    instance.on('response', (_client: Client, status: number, _bytes: number, responseTime: number) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
  }
  return (await instance) as Result;
}

async function healthzMs(origin: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(600_000) });
      await res.arrayBuffer();
      return performance.now() - started;
    } catch (e) {
      // A dropped keep-alive connection is retried; a server that is gone fails three times.
      if (attempt >= 3) {
        const cause = (e as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(
          `GET /healthz failed: ${(e as Error).message} (${cause?.code ?? cause?.message ?? 'no cause'})`,
        );
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** How fast /healthz (a `SELECT 1` through the server's database connection) answers when idle. */
export async function idleHealthzMs(origin: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) times.push(await healthzMs(origin));
  return times.sort((a, b) => a - b)[3] as number;
}

/**
 * Waits until the server has worked off what the last run left behind: autocannon stops at the
 * end of the run and drops the requests in flight, but the server still finishes them (the pg
 * pool queues statements, PGlite runs one at a time), which would slow the next run down.
 * /healthz runs a query through the same queue, so the server is idle again when it answers
 * about as fast as it did before any load, three times in a row.
 */
export async function drain(origin: string, idleMs: number): Promise<number> {
  const started = performance.now();
  const fast = Math.max(20, idleMs * 3);
  let streak = 0;
  while (streak < 3) {
    streak = (await healthzMs(origin)) <= fast ? streak + 1 : 0;
    if (performance.now() - started > 900_000) {
      process.stderr.write('    (the server is still busy 15 minutes after the run; going on)\n');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return (performance.now() - started) / 1000;
}

export async function measure(
  origin: string,
  opts: {
    scenario: string;
    mode: 'nocache' | 'uncached' | 'cached';
    paths: string[];
    connections: number;
    duration: number;
    warmup: number;
    /** Healthz time of the idle server (see idleHealthzMs). */
    idleMs: number;
  },
): Promise<Measurement> {
  await drain(origin, opts.idleMs);
  if (opts.warmup > 0) {
    await fire(origin, opts.paths, opts.connections, opts.warmup);
    await drain(origin, opts.idleMs);
  }
  const times: number[] = [];
  const r = await fire(origin, opts.paths, opts.connections, opts.duration, times);
  const drainSeconds = await drain(origin, opts.idleMs);
  const sorted = Float64Array.from(times).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(v.count);
  const completed = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    scenario: opts.scenario,
    mode: opts.mode,
    connections: opts.connections,
    urls: opts.paths.length,
    durationSeconds: r.duration,
    requests: completed,
    rps: completed / r.duration,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : NaN,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    graphqlErrors: r.mismatches,
    statusCodes,
    bytesPerRequest: completed ? Math.round(r.throughput.total / completed) : 0,
    unanswered: r.requests.sent - completed,
    drainSeconds,
  };
}

export interface SampleReport {
  checked: number;
  xCache: Record<string, number>;
  bytes: number;
}

/**
 * Fetches some of the URLs the way the storefront does and checks the answers: HTTP 200, JSON
 * without `errors`, the scenario's own check, and the X-Cache header the mode expects.
 */
export async function checkSample(
  origin: string,
  paths: string[],
  check: (data: Record<string, unknown>) => string | null,
  expectCache: 'HIT' | 'MISS' | 'any',
): Promise<SampleReport> {
  const report: SampleReport = { checked: 0, xCache: {}, bytes: 0 };
  for (const path of paths) {
    const res = await fetch(origin + path, {
      headers: STOREFRONT_HEADERS,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    const xCache = res.headers.get('x-cache') ?? 'none';
    report.xCache[xCache] = (report.xCache[xCache] ?? 0) + 1;
    report.bytes += text.length;
    let body: { data?: Record<string, unknown>; errors?: unknown[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new Error(
        `GET ${decodeURIComponent(path).slice(0, 200)}… answered ${res.status} with non-JSON: ${text.slice(0, 300)}`,
      );
    }
    const problem =
      res.status !== 200
        ? `HTTP ${res.status}`
        : body.errors?.length
          ? `errors: ${JSON.stringify(body.errors).slice(0, 500)}`
          : !body.data
            ? 'no data'
            : check(body.data);
    if (problem)
      throw new Error(`sample check failed for GET ${decodeURIComponent(path).slice(0, 300)}…: ${problem}`);
    if (expectCache !== 'any' && xCache !== expectCache) {
      throw new Error(
        `expected X-Cache ${expectCache} but got ${xCache} for GET ${decodeURIComponent(path).slice(0, 200)}…`,
      );
    }
    report.checked++;
  }
  return report;
}
