/**
 * Benchmarks of the commerce server's GraphQL API (npm run bench; options: --help).
 *
 * For each database (a PostgreSQL server database and an embedded PGlite folder, both seeded
 * with 100,000 products and reused between runs) it starts the server as a child process twice:
 * with the HTTP cache off (GRAPHQL_CACHE_SECONDS=0; many distinct URLs, so the database works)
 * and on (a few URLs, warmed, so answers come from the cache). Each scenario sends the
 * storefront's own GET requests with autocannon at 1 and 32 connections after a warm-up.
 * Then it times the server's startup, prints the tables and writes bench/results/latest.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, UsageError, USAGE, type BenchArgs, type DbChoice } from './lib/args.ts';
import { formatDuration, prepareDb, type BenchDb } from './lib/databases.ts';
import { checkSample, idleHealthzMs, measure, type Measurement } from './lib/load.ts';
import { loadAverage, machineFacts } from './lib/machine.ts';
import { LOG_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.ts';
import {
  comparisonTable,
  machineLines,
  markdown,
  measurementTable,
  saturated,
  SATURATED_LEGEND,
  startupLines,
  nocacheTargetTable,
  targetTable,
  type DbResult,
  type Report,
} from './lib/report.ts';
import { indexesBuilt, startServer, type RunningServer } from './lib/server.ts';
import { measureStartup, type StartupResult } from './lib/startup.ts';
import { discover, type Scenario, type Workload } from './lib/workload.ts';

/** nocache: every answer cache off (HTTP and listing caches); uncached: only the HTTP cache off. */
const MODES = {
  nocache: { cacheSeconds: '0', listingCacheMb: '0', expect: 'MISS' },
  uncached: { cacheSeconds: '0', listingCacheMb: '64', expect: 'MISS' },
  cached: { cacheSeconds: '600', listingCacheMb: '64', expect: 'HIT' },
} as const;

/** Servers this process started, stopped on the way out whatever happens. */
const running = new Set<RunningServer>();

async function withServer<T>(
  db: BenchDb,
  mode: keyof typeof MODES,
  result: DbResult,
  fn: (s: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer({
    name: `${db.choice}-${mode}`,
    env: {
      ...db.env,
      GRAPHQL_CACHE_SECONDS: MODES[mode].cacheSeconds,
      LISTING_CACHE_MB: MODES[mode].listingCacheMb,
      SEED_PRODUCTS: '3000',
    },
    logDir: LOG_DIR,
  });
  running.add(server);
  const rss = sampleRss(server.origin, (mb) => (result.peakRssMb = Math.max(result.peakRssMb, mb)));
  try {
    await indexesBuilt(server);
    return await fn(server);
  } finally {
    rss.stop();
    await server.stop();
    running.delete(server);
  }
}

function describe(m: Measurement): string {
  const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);
  return (
    `${m.rps.toFixed(m.rps < 10 ? 2 : 0).padStart(6)} req/s  p50 ${ms(m.p50)}  p90 ${ms(m.p90)}  p99 ${ms(m.p99)} ms` +
    (m.drainSeconds > 1 ? `  (busy ${m.drainSeconds.toFixed(1)} s after the run)` : '') +
    (m.errors || m.timeouts || m.non2xx || m.graphqlErrors
      ? `  ✗ errors ${m.errors} (timeouts ${m.timeouts}) non-2xx ${m.non2xx} graphql errors ${m.graphqlErrors}`
      : '')
  );
}

/** One scenario in one mode: answer checks, then a measurement per concurrency. */
async function runScenario(
  server: RunningServer,
  scenario: Scenario,
  mode: keyof typeof MODES,
  idleMs: number,
  args: BenchArgs,
  result: DbResult,
): Promise<void> {
  const paths = mode === 'cached' ? scenario.cached : scenario.uncached;
  if (mode === 'cached') {
    // Fill the cache, then every URL of the set must come back from it.
    await checkSample(server.origin, paths, scenario.check, 'any');
    await checkSample(server.origin, paths, scenario.check, 'HIT');
  } else {
    await checkSample(server.origin, paths.slice(0, 5), scenario.check, 'MISS');
  }
  console.log(`  ${scenario.title}, ${mode}: ${paths.length} URLs, sample answers checked`);
  for (const connections of args.connections) {
    const m = await measure(server.origin, {
      scenario: scenario.name,
      mode,
      paths,
      connections,
      duration: args.duration,
      warmup: args.warmup,
      idleMs,
    });
    result.measurements.push(m);
    console.log(`    ${String(connections).padStart(3)} conns: ${describe(m)}`);
    if (saturated(m)) {
      result.notes.push(
        `${scenario.name} ${mode} at ${connections} connections: ${m.requests} answers in the ${m.durationSeconds} s run, ` +
          `${m.unanswered} more still in flight at its end (answered ${m.drainSeconds.toFixed(0)} s later): ` +
          'the server is saturated, latencies are longer than the run',
      );
    }
    if (m.errors || m.timeouts || m.non2xx || m.graphqlErrors) {
      result.problems.push(
        `${scenario.name} ${mode} at ${connections} connections: ${m.errors} errors, ${m.timeouts} timeouts, ` +
          `${m.non2xx} non-2xx (${JSON.stringify(m.statusCodes)}), ${m.graphqlErrors} answers with GraphQL errors`,
      );
    }
  }
  if (mode === 'cached') {
    // Still served from the cache after the run (nothing evicted or invalidated it).
    await checkSample(server.origin, paths.slice(0, 3), scenario.check, 'HIT');
  }
}

async function benchDb(db: BenchDb, args: BenchArgs): Promise<DbResult> {
  const result: DbResult = {
    label: db.label,
    choice: db.choice,
    version: db.status.version,
    products: db.status.products,
    seededSeconds: db.seededSeconds,
    loadBefore: loadAverage(),
    loadAfter: '',
    workload: { section: '', sectionProducts: 0, urlKeys: 0, searchTerms: 0, exampleTerms: [] },
    measurements: [],
    serverErrorLines: 0,
    problems: [],
    notes: [],
    analyzeSeconds: db.status.analyzeSeconds,
    peakRssMb: 0,
  };
  let workload: Workload | undefined;
  for (const mode of args.modes) {
    // Scenarios still to run in this mode; a server that dies is restarted for the rest.
    const state: { pending: string[] | null; restarts: number } = { pending: null, restarts: 0 };
    while (state.pending === null || state.pending.length > 0) {
      await withServer(db, mode, result, async (server) => {
        const idleMs = await idleHealthzMs(server.origin);
        console.log(
          `\n  server ${server.name} on ${server.origin} (GRAPHQL_CACHE_SECONDS=${MODES[mode].cacheSeconds}, ` +
            `LISTING_CACHE_MB=${MODES[mode].listingCacheMb}; ` +
            `idle /healthz ${idleMs.toFixed(1)} ms)`,
        );
        if (!workload) {
          workload = await discover(server.origin);
          result.workload = {
            section: workload.section.name,
            sectionProducts: workload.section.products,
            urlKeys: workload.urlKeys,
            searchTerms: workload.searchTerms.length,
            exampleTerms: workload.searchTerms.slice(0, 8),
          };
          console.log(
            `  workload: category "${workload.section.name}" (${workload.section.products} products), ` +
              `${workload.urlKeys} url keys, ${workload.searchTerms.length} search terms (${workload.searchTerms.slice(0, 8).join(', ')}, …)`,
          );
        }
        const pending = (state.pending ??= workload.scenarios
          .map((x) => x.name)
          .filter((name) => !args.scenarios || args.scenarios.includes(name)));
        while (pending.length > 0) {
          const name = pending.shift();
          const scenario = workload.scenarios.find((x) => x.name === name) as Scenario;
          try {
            await runScenario(server, scenario, mode, idleMs, args, result);
          } catch (e) {
            const message = `${scenario.name} ${mode}: ${(e as Error).message}`;
            console.error(`  ✗ ${message}`);
            result.problems.push(message);
          }
          if (server.exited()) {
            const message = `the server ${server.name} exited during ${scenario.name} ${mode}; last output:\n${server.tail()}`;
            console.error(`  ✗ ${message}`);
            result.problems.push(message);
            if (++state.restarts > 2) pending.length = 0;
            return;
          }
        }
        result.serverErrorLines += server.errorLines.length;
        if (server.errorLines.length) {
          result.problems.push(
            `server ${server.name} logged ${server.errorLines.length} error lines, e.g. ${server.errorLines[0]?.slice(0, 300)}`,
          );
        }
      });
    }
  }
  result.loadAfter = loadAverage();
  return result;
}

/** Reads the server's resident memory from its /metrics every second, until stopped. */
function sampleRss(origin: string, seen: (mb: number) => void): { stop(): void } {
  const timer = setInterval(() => {
    fetch(`${origin}/metrics`)
      .then((r) => r.text())
      .then((text) => {
        const line = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
        if (line) seen(Number(line[1]) / 1024 / 1024);
      })
      .catch(() => undefined);
  }, 1000);
  return { stop: () => clearInterval(timer) };
}

async function main(): Promise<number> {
  let args: BenchArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`bench: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const startedAt = new Date();
  const machine = await machineFacts();
  console.log('Vitryna commerce server benchmarks');
  console.log(machineLines(machine, []).join('\n'));
  console.log(
    `Runs: ${args.duration} s measured after ${args.warmup} s warm-up, connections ${args.connections.join(', ')}, ` +
      `modes ${args.modes.join(', ')}, databases ${args.dbs.join(', ')}, ${args.products} products`,
  );
  if (machine.loadAverage[0] !== undefined && machine.loadAverage[0] > machine.cores) {
    console.log(
      `⚠ the machine is busy (load ${machine.loadAverage[0]} on ${machine.cores} cores): the figures will be noisy.`,
    );
  }

  const dbs: DbResult[] = [];
  const order: DbChoice[] = (['pg', 'pglite'] as DbChoice[]).filter((d) => args.dbs.includes(d));
  for (const choice of order) {
    const db = await prepareDb(choice, {
      products: args.products,
      fresh: args.fresh,
      databaseUrl: args.databaseUrl,
      analyze: args.analyze,
    });
    const r = await benchDb(db, args);
    dbs.push(r);
    console.log(`\n${r.label}: ${r.products} products, ${r.version}\n`);
    console.log(measurementTable(r.measurements));
  }

  let startup: StartupResult | null = null;
  if (args.startup) {
    console.log('\n== Startup time (PGlite, npx tsx apps/server/src/main.ts → first GraphQL answer)');
    startup = await measureStartup(args.restarts, (line) => console.log(line));
  }

  const report: Report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    options: { ...args },
    machine,
    dbs,
    startup,
  };

  // Everything together at the end.
  console.log('\n\n===== Results =====\n');
  console.log(
    machineLines(
      machine,
      dbs.map((d) => `${d.label}: ${d.version}`),
    ).join('\n'),
  );
  for (const d of dbs) {
    console.log(
      `\n${d.label}: ${d.products.toLocaleString('en')} products (load average ${d.loadBefore} → ${d.loadAfter})\n`,
    );
    console.log(measurementTable(d.measurements));
    if (d.measurements.some(saturated)) console.log(SATURATED_LEGEND.replace('\\', ''));
  }
  const pg = dbs.find((d) => d.choice === 'pg');
  const lite = dbs.find((d) => d.choice === 'pglite');
  // Each table for the modes run: the cached targets, and those with every answer cache off.
  if (args.modes.some((m) => m !== 'nocache')) {
    console.log('\nTargets (PostgreSQL server, 32 connections):\n');
    console.log(targetTable(pg));
  }
  if (args.modes.includes('nocache')) {
    console.log('\nTargets with every answer cache off (nocache):\n');
    console.log(nocacheTargetTable(pg, lite));
  }
  if (pg && lite) {
    console.log('\nPostgreSQL server and PGlite side by side:\n');
    console.log(comparisonTable(pg, lite));
  }
  if (startup) console.log(`\nStartup:\n${startupLines(startup).join('\n')}`);
  for (const d of dbs)
    if (d.seededSeconds !== null) console.log(`Seeding ${d.label}: ${formatDuration(d.seededSeconds)}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  writeFileSync(path.join(RESULTS_DIR, 'latest.md'), markdown(report));
  writeFileSync(path.join(RESULTS_DIR, `graphql-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nWrote ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'latest.md'))} and graphql-${stamp}.json (raw, git-ignored).`,
  );

  const problems = dbs.flatMap((d) => d.problems.map((p) => `${d.label}: ${p}`));
  if (problems.length) {
    console.error(
      `\n✗ FAILED: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    return 1;
  }
  return 0;
}

const stopAll = async () => {
  await Promise.all([...running].map((s) => s.stop()));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers…`);
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  async (e: unknown) => {
    console.error(`\n✗ bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    await stopAll();
    process.exitCode = 1;
  },
);
