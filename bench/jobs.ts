/**
 * Jobs per second through the background queue (npm run jobs -w bench -- [options]).
 *
 * For each database (an in-memory PGlite; the PostgreSQL server at BENCH_DATABASE_URL, in a
 * scratch schema dropped afterwards) it sends N no-op jobs one by one (the cost a request pays
 * to enqueue), then starts a worker and times it draining them at each concurrency (jobs
 * fetched and run at once); then it sends and works at the same time, the steady state.
 *
 *   --db pg|pglite|both   (default both)   --jobs N   (default 2000)   --concurrency 4,32
 */
import { parseArgs } from 'node:util';
import { openDb, type Db } from '../apps/server/src/db/connection.ts';
import { JobQueue, type JobType } from '../apps/server/src/platform/jobs/queue.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    jobs: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '4,32' },
  },
});
const N = Number(values.jobs);
const concurrencies = values.concurrency!.split(',').map(Number);
const dbs = values.db === 'both' ? ['pglite', 'pg'] : [values.db!];
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitryna_bench';
const schema = 'jobs_bench';

const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000).toLocaleString('en')} jobs/s`;

async function sendAll(queue: JobQueue, type: JobType<{ n: number }>, n: number): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) await queue.send(type, { n: i });
  return performance.now() - t;
}

/** Starts a worker and resolves with the milliseconds it took to run `n` jobs. */
async function drain(db: Db, concurrency: number, n: number, sendWhileWorking: boolean) {
  const sender = await JobQueue.start(db, { work: false, concurrency: 1, pollSeconds: 2, schema });
  const type = await sender.define<{ n: number }>('bench.noop', async () => undefined);
  let sendMs = 0;
  if (!sendWhileWorking) sendMs = await sendAll(sender, type, n);
  let done = 0;
  let finished!: () => void;
  const all = new Promise<void>((r) => (finished = r));
  const worker = await JobQueue.start(db, { work: true, concurrency, pollSeconds: 0.5, schema });
  const t = performance.now();
  await worker.define<{ n: number }>('bench.noop', async () => {
    if (++done === n) finished();
  });
  if (sendWhileWorking) sendMs = await sendAll(sender, type, n);
  await all;
  const workMs = performance.now() - t;
  await worker.stop();
  await sender.stop();
  await db.exec(`DELETE FROM ${schema}.job; DELETE FROM ${schema}.archive`);
  return { sendMs, workMs };
}

for (const kind of dbs) {
  const db = await openDb(kind === 'pg' ? { databaseUrl, poolSize: 16 } : {});
  await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  console.log(
    `\n${kind === 'pg' ? `PostgreSQL server (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite (in memory)'}: ${N} jobs`,
  );
  for (const c of concurrencies) {
    const { sendMs, workMs } = await drain(db, c, N, false);
    console.log(`  enqueue one by one: ${rate(N, sendMs)}; worker at concurrency ${c}: ${rate(N, workMs)}`);
  }
  const c = concurrencies.at(-1)!;
  const { workMs } = await drain(db, c, N, true);
  console.log(`  enqueue while a worker at concurrency ${c} runs them: ${rate(N, workMs)} end to end`);
  await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.close();
}
