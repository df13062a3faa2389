/**
 * The queue on the database the tests run on (PGlite, or the PostgreSQL server at DATABASE_URL
 * in a schema of its own): retries with backoff, the dead-letter queue, singleton keys, cron;
 * and a job that survives a restart of a file-backed PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connection.ts';
import { deadLetterOf, JobQueue } from './queue.ts';

const url = process.env.DATABASE_URL;
// Each run has its own pg-boss schema on a shared PostgreSQL server.
const schema = url ? `pgboss_test_${process.pid}` : 'pgboss';
const fast = { work: true, concurrency: 4, pollSeconds: 0.5, schema };

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`job queue on ${url ? 'the PostgreSQL server' : 'PGlite'}`, () => {
  let db: Db;
  let jobs: JobQueue;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: url, poolSize: 4 });
    jobs = await JobQueue.start(db, fast);
  });
  afterAll(async () => {
    await jobs.stop();
    if (url) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('retries a failed job and completes it', async () => {
    const runs: number[] = [];
    const flaky = await jobs.define<{ n: number }>(
      'test.flaky',
      async (_p, job) => {
        runs.push(job.retryCount);
        if (job.retryCount === 0) throw new Error('refused once');
      },
      { retries: 2, retryDelaySeconds: 1 },
    );
    const id = (await jobs.send(flaky, { n: 1 }))!;
    const done = await until(async () => {
      const j = await jobs.job('test.flaky', id);
      return j?.state === 'completed' ? j : undefined;
    });
    expect(runs).toEqual([0, 1]);
    expect(done.retryCount).toBe(1);
  });

  it('keeps the output of each job of a batch, and fails only the one that threw', async () => {
    const echo = await jobs.define<{ n: number }>(
      'test.echo',
      async (p) => {
        if (p.n === 3) throw new Error('three refused');
        return { doubled: p.n * 2 };
      },
      { retries: 0 },
    );
    // Sent together, before the worker's next poll: one fetch takes them as one batch.
    const ids = await jobs.sendAll(echo, [{ n: 1 }, { n: 2 }, { n: 3 }]);
    const settled = await until(async () => {
      const all = await Promise.all(ids.map((id) => jobs.job('test.echo', id)));
      return all.every((j) => j?.state === 'completed' || j?.state === 'failed') ? all : undefined;
    });
    expect(settled.map((j) => j?.state)).toEqual(['completed', 'completed', 'failed']);
    expect(settled[0]?.output).toEqual({ doubled: 2 });
    expect(settled[1]?.output).toEqual({ doubled: 4 });
    expect(settled[2]?.output).toMatchObject({ message: 'three refused' });
  });

  it('moves a job whose retries are spent to the dead-letter queue', async () => {
    let runs = 0;
    const broken = await jobs.define<{ order: number }>(
      'test.broken',
      async () => {
        runs++;
        throw new Error('always');
      },
      { retries: 1, retryDelaySeconds: 1, backoff: false },
    );
    const id = (await jobs.send(broken, { order: 7 }))!;
    const failed = await until(async () => {
      const j = await jobs.job('test.broken', id);
      return j?.state === 'failed' ? j : undefined;
    });
    expect(runs).toBe(2);
    expect(failed.output).toMatchObject({ message: 'always' });
    const dead = await db.query<{ data: { order: number } }>(
      `SELECT data FROM ${schema}.job WHERE name = $1`,
      [deadLetterOf('test.broken')],
    );
    expect(dead.map((r) => r.data)).toEqual([{ order: 7 }]);
    expect(await jobs.counts()).toContainEqual({ queue: 'test.broken', state: 'failed', count: 1 });
  });

  it("takes waiting jobs along an index in the fetch's order, in every queue's partition", async () => {
    const sender = await JobQueue.start(db, { ...fast, work: false });
    // A queue made after the index: its partition has the index too.
    const backlog = await sender.define<{ n: number }>('test.backlog', async () => undefined);
    const [row] = await db.query<{ partition: string }>(
      `SELECT partition_name AS partition FROM ${schema}.queue WHERE name = 'test.backlog'`,
    );
    const indexes = await db.query<{ indexdef: string }>(
      'SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2',
      [schema, row!.partition],
    );
    expect(indexes.map((i) => i.indexdef).join('\n')).toMatch(
      /\(name, priority DESC, created_on, id\) WHERE \(state < 'active'/,
    );
    await sender.sendAll(
      backlog,
      Array.from({ length: 2000 }, (_, n) => ({ n })),
    );
    await db.exec(`ANALYZE ${schema}.job`);
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM ${schema}.job WHERE name = 'test.backlog' AND state < 'active'
           AND start_after < now() ORDER BY priority DESC, created_on, id LIMIT 4 FOR UPDATE SKIP LOCKED`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // Along the index, without reading and sorting the whole backlog.
    expect(plan).toMatch(/Index Scan/);
    expect(plan).not.toMatch(/Sort/);
    await sender.stop();
  });

  it('keeps one waiting job per singleton key with the short policy', async () => {
    const sender = await JobQueue.start(db, { ...fast, work: false });
    const alert = await sender.define<{ sku: string }>('test.alert', async () => undefined, {
      policy: 'short',
    });
    const first = await sender.send(alert, { sku: 'a' }, { singletonKey: 'a' });
    const second = await sender.send(alert, { sku: 'a' }, { singletonKey: 'a' });
    const other = await sender.send(alert, { sku: 'b' }, { singletonKey: 'b' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
    await sender.stop();
  });

  it('sends one job per key and time window with singletonSeconds', async () => {
    const sender = await JobQueue.start(db, { ...fast, work: false });
    const expire = await sender.define<{ cart: string }>('test.expire', async () => undefined);
    const once = { singletonKey: 'cart-1', singletonSeconds: 3600 };
    expect(await sender.send(expire, { cart: '1' }, once)).toBeTruthy();
    expect(await sender.send(expire, { cart: '1' }, once)).toBeNull();
    await sender.stop();
  });

  it('enqueues inside a transaction only when it commits', async () => {
    const sender = await JobQueue.start(db, { ...fast, work: false });
    const confirm = await sender.define<{ order: string }>('test.confirm', async () => undefined);
    await db
      .transaction(async (tx) => {
        await sender.send(confirm, { order: 'rolled-back' }, { tx });
        throw new Error('payment declined');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await sender.send(confirm, { order: 'committed' }, { tx });
    });
    const rows = await db.query<{ data: object }>(`SELECT data FROM ${schema}.job WHERE name = $1`, [
      'test.confirm',
    ]);
    expect(rows.map((r) => r.data)).toEqual([{ order: 'committed' }]);
    await sender.stop();
  });

  it("enqueues several jobs in one statement, in a transaction, with their type's retry policy", async () => {
    const sender = await JobQueue.start(db, { ...fast, work: false });
    const notify = await sender.define<{ to: string }>('test.notify', async () => undefined, {
      retries: 6,
      retryDelaySeconds: 7,
      backoff: true,
    });
    await db
      .transaction(async (tx) => {
        await sender.sendAll(notify, [{ to: 'lost' }], { tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const ids = await db.transaction((tx) =>
      sender.sendAll(notify, [{ to: 'shopper' }, { to: 'shop' }], { tx }),
    );
    const rows = await db.query<{
      id: string;
      data: object;
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
    }>(`SELECT id, data, retry_limit, retry_delay, retry_backoff FROM ${schema}.job WHERE name = $1`, [
      'test.notify',
    ]);
    expect(rows.map((r) => [r.id, r.data]).sort()).toEqual(
      [
        [ids[0], { to: 'shopper' }],
        [ids[1], { to: 'shop' }],
      ].sort(),
    );
    expect(rows.every((r) => r.retry_limit === 6 && r.retry_delay === 7 && r.retry_backoff)).toBe(true);
    await sender.stop();
  });

  it('runs a cron job once per tick, however many workers watch the schedule', async () => {
    const runs: number[] = [];
    const other = await JobQueue.start(db, { ...fast, cronSeconds: 1 });
    const watcher = await JobQueue.start(db, { ...fast, cronSeconds: 1 });
    for (const q of [other, watcher]) {
      await q.define<{ kind: string }>('test.every-minute', async () => void runs.push(Date.now()));
    }
    // Every minute: the minute that has begun counts as due, so the first run comes at once.
    await watcher.schedule({ name: 'test.every-minute' }, '* * * * *', { kind: 'expire-tokens' });
    await until(async () => (runs.length ? true : undefined));
    await new Promise((r) => setTimeout(r, 4000));
    await watcher.unschedule({ name: 'test.every-minute' });
    await other.stop();
    await watcher.stop();
    // Two workers looking every second would send a dozen; one per minute crossed at most.
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(2);
    // Each run comes from its own minute's tick (a tick sent at :59 may run after the next
    // minute has begun, beside that minute's own: the run times alone cannot tell).
    const ticks = await db.query<{ minute: string }>(
      `SELECT singleton_on::text AS minute FROM ${schema}.job
        WHERE name = '__pgboss__send-it' AND data->>'name' = 'test.every-minute'`,
    );
    expect(ticks).toHaveLength(runs.length);
    expect(new Set(ticks.map((t) => t.minute)).size).toBe(runs.length);
  }, 60_000);

  it('records a cron schedule once, however many processes schedule it', async () => {
    const a = await JobQueue.start(db, { ...fast, work: false });
    const tick = await a.define<{ kind: string }>('test.tick', async () => undefined);
    await a.schedule(tick, '*/5 * * * *', { kind: 'expire-carts' });
    await jobs.schedule(tick, '*/5 * * * *', { kind: 'expire-carts' });
    const rows = await db.query<{ cron: string; data: object }>(
      `SELECT cron, data FROM ${schema}.schedule WHERE name = $1`,
      ['test.tick'],
    );
    expect(rows).toEqual([{ cron: '*/5 * * * *', data: { kind: 'expire-carts' } }]);
    await a.stop();
  });
});

describe('a job survives a restart of PGlite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitryna-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is sent, the database closes, and it runs after reopening', async () => {
    let db = await openDb({ dataDir: dir });
    const sender = await JobQueue.start(db, { ...fast, schema: 'pgboss', work: false });
    const noop = async () => undefined;
    const type = await sender.define<{ greeting: string }>('test.later', noop);
    const id = (await sender.send(type, { greeting: 'привіт' }))!;
    await sender.stop();
    await db.close();

    db = await openDb({ dataDir: dir });
    const worker = await JobQueue.start(db, { ...fast, schema: 'pgboss' });
    const seen: string[] = [];
    await worker.define<{ greeting: string }>('test.later', async (p, job) => {
      seen.push(`${job.id}:${p.greeting}`);
    });
    await until(async () => ((await worker.job('test.later', id))?.state === 'completed' ? true : undefined));
    expect(seen).toEqual([`${id}:привіт`]);
    await worker.stop();
    await db.close();
  });
});
