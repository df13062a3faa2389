/**
 * Two server processes work one queue on the PostgreSQL server: 1,000 jobs, each run exactly
 * once, by one process or the other. Skipped without DATABASE_URL (PGlite is one process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { JobQueue } from './queue.ts';

const url = process.env.DATABASE_URL;
const schema = `jobs_test_${process.pid}`;
const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'count-worker.ts');
const JOBS = 1000;

const children: ChildProcess[] = [];

/** Starts a worker process (stopped after the tests whatever happens) and waits until it works. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    env: { ...process.env, JOBS_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

describe.skipIf(!url)('two processes on the PostgreSQL server', () => {
  let db: Db;
  let sender: JobQueue | undefined;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: url, poolSize: 4 });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.runs (job_id uuid NOT NULL, pid int NOT NULL)`);
  });
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await once(c, 'exit');
      }
    }
    await sender?.stop();
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.close();
  });

  it('runs each of 1,000 jobs exactly once', async () => {
    // Both start at once: pg-boss makes its schema and the queue under a lock, once.
    await Promise.all([startWorker(), startWorker()]);
    const queue = (sender = await JobQueue.start(db, {
      work: false,
      concurrency: 1,
      pollSeconds: 2,
      schema,
    }));
    const type = await queue.define<{ n: number }>('test.count', async () => undefined);
    const ids = new Set<string>();
    for (let n = 0; n < JOBS; n++) ids.add((await queue.send(type, { n }))!);
    const count = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.runs`))[0]!.n;
    const end = Date.now() + 60_000;
    while ((await count()) < JOBS && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    // A job run twice would show up late: give the workers another poll or two.
    await new Promise((r) => setTimeout(r, 1500));

    const runs = await db.query<{ job_id: string; pid: number }>(`SELECT job_id, pid FROM ${schema}.runs`);
    expect(runs.length).toBe(JOBS);
    expect(new Set(runs.map((r) => r.job_id))).toEqual(ids);
    const pids = new Set(runs.map((r) => r.pid));
    expect([...pids].sort()).toEqual(children.map((c) => c.pid).sort());
  }, 120_000);
});
