/**
 * The background job queue: pg-boss on our `Db` (PGlite or a PostgreSQL server). Jobs are rows
 * in the `pgboss` schema, so they survive restarts; a worker takes each job with
 * `FOR UPDATE SKIP LOCKED`, so one job runs in exactly one process however many run.
 *
 * Delivery is at-least-once: a process killed between a handler's side effect and the
 * job's completion leaves the job `active` until it expires (`expireInSeconds`), and then it
 * runs again. Handlers with outside effects (mail) make a repeat recognisable by the job id.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../../db/connection.ts';
import { pgBossDb } from './db-adapter.ts';

export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first run, 1 on the first retry… */
  retryCount: number;
}

/** A handler may answer an object: it is kept as the job's output (e.g. where a mail went). */
export type JobHandler<P> = (payload: P, job: JobInfo) => Promise<object | void>;

export interface DefineOptions {
  /** Retries after the first failure before the job is dead (default 5). */
  retries?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Exponential backoff with jitter between retries (default true). */
  backoff?: boolean;
  /** An active job not finished in this time is taken as lost and retried (default 15 min). */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy: `standard` (default); `short` keeps at most one waiting job per
   * singleton key (e.g. one price-alert run per product); `singleton` at most one active;
   * `stately` one of each state.
   */
  policy?: PgBoss.QueuePolicy;
}

/** pg-boss's `db` option: its statement runs inside the caller's transaction (none: on its own pool). */
const inTransaction = (tx: Queryable | undefined) =>
  tx && { executeSql: async (text: string, values: unknown[]) => ({ rows: await tx.query(text, values) }) };

export interface SendOptions {
  /** With a `short`/`singleton`/`stately` policy or `singletonSeconds`: the key duplicates share. */
  singletonKey?: string;
  /** At most one job per key (or per type without a key) in each window of this many seconds. */
  singletonSeconds?: number;
  /** Run no earlier than this. */
  startAfter?: Date;
  /**
   * Enqueue inside this transaction: the job exists only if it commits (an order's confirmation
   * mail is sent only for an order that was saved).
   */
  tx?: Queryable;
}

/** A job type returned by `define`: sending with it checks the payload's type. */
export interface JobType<P> {
  readonly name: string;
  /** Phantom field carrying the payload type; never set. */
  readonly payload?: P;
}

export interface JobCount {
  queue: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  count: number;
}

export interface QueueOptions {
  /** Runs handlers in this process; false makes a queue that only sends. */
  work: boolean;
  /** Jobs of one type taken per fetch and run at once. */
  concurrency: number;
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). */
  pollSeconds: number;
  /** pg-boss's schema (tests give each queue its own). */
  schema?: string;
  /** Seconds between looks for expired jobs and old ones to archive (default 120). */
  maintenanceSeconds?: number;
  /** Seconds between looks at the cron schedules (default 30; a tick is a minute). */
  cronSeconds?: number;
  onError?: (error: Error) => void;
}

const DEADLOCK = '40P01';

/** Thrown by a handler when retrying cannot help (e.g. the recipient does not exist): the job is dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The index of waiting jobs in the order pg-boss's fetch takes them (ensureFetchIndex). */
const FETCH_INDEX = 'job_fetch_order';
const DUPLICATE_OBJECT = ['42P07', '23505'];

/**
 * pg-boss 10's fetch takes a queue's waiting jobs `ORDER BY priority DESC, created_on, id`, but
 * its index of waiting jobs is by start time: every fetch read and sorted the whole backlog (with
 * 5,000 mails waiting, a seq scan of the queue's partition: 11.6 ms a fetch, against 0.05 ms
 * along this index). An index on pg-boss's partitioned job table reaches every queue's partition,
 * those made later too. Created once (a look in the catalog first: CREATE INDEX IF NOT EXISTS
 * would lock the job table at every start); two processes creating it at once is harmless.
 */
async function ensureFetchIndex(db: Db, schema: string): Promise<void> {
  const [exists] = await db.query('SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = $2', [
    schema,
    FETCH_INDEX,
  ]);
  if (exists) return;
  try {
    await db.exec(
      `CREATE INDEX IF NOT EXISTS ${FETCH_INDEX} ON "${schema}".job (name, priority DESC, created_on, id)
       WHERE state < 'active'`,
    );
  } catch (e) {
    if (!DUPLICATE_OBJECT.includes((e as { code?: string }).code ?? '')) throw e;
  }
}

/** Failed jobs are copied to `<name>.dead` once their retries are spent: the dead-letter queue. */
export const deadLetterOf = (name: string) => `${name}.dead`;

export class JobQueue {
  private readonly workers = new Map<string, string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly opts: QueueOptions,
    readonly schema: string,
  ) {}

  static async start(db: Db, opts: QueueOptions): Promise<JobQueue> {
    const schema = opts.schema ?? 'pgboss';
    const boss = new PgBoss({
      db: pgBossDb(db),
      schema,
      // Only working processes look after expiry, archiving and cron; any may do it, pg-boss
      // takes a lock so one does it at a time.
      supervise: opts.work,
      schedule: opts.work,
      maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 120,
      cronMonitorIntervalSeconds: opts.cronSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(opts.cronSeconds ?? 5, 5),
      migrate: true,
    });
    boss.on('error', (e) => opts.onError?.(e));
    await boss.start();
    await ensureFetchIndex(db, schema);
    return new JobQueue(boss, db, opts, schema);
  }

  /** Creates the job type's queue (and its dead-letter queue) and, in a working process, works it. */
  async define<P extends object>(
    name: string,
    handler: JobHandler<P>,
    opts: DefineOptions = {},
  ): Promise<JobType<P>> {
    const dead = deadLetterOf(name);
    const policy = {
      retryLimit: opts.retries ?? 5,
      retryDelay: opts.retryDelaySeconds ?? 30,
      retryBackoff: opts.backoff ?? true,
      expireInSeconds: opts.expireInSeconds ?? 15 * 60,
      policy: opts.policy ?? 'standard',
    };
    if (!(await this.boss.getQueue(dead))) await this.createQueue(dead, { name: dead });
    if (await this.boss.getQueue(name)) {
      // The policy is fixed when a queue is made; retries and expiry follow the code.
      const { policy: _fixed, ...changeable } = policy;
      await this.boss.updateQueue(name, { name, ...changeable, deadLetter: dead });
    } else {
      await this.createQueue(name, { name, ...policy, deadLetter: dead });
    }
    if (this.opts.work && !this.workers.has(name)) {
      this.workers.set(name, await this.work(name, handler));
    }
    return { name };
  }

  /**
   * pg-boss 10 creates a queue (a row and a partition) in one statement that can deadlock with
   * another process creating the same queue at the same moment (servers starting together);
   * PostgreSQL then cancels one of them, which tries again and finds the queue made.
   */
  private async createQueue(name: string, opts: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boss.createQueue(name, opts);
      } catch (e) {
        if ((e as { code?: string }).code !== DEADLOCK || attempt === 5) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt * Math.random()));
      }
    }
  }

  private work<P extends object>(name: string, handler: JobHandler<P>): Promise<string> {
    const batchSize = this.opts.concurrency;
    let workerId = '';
    const run = async (jobs: PgBoss.JobWithMetadata<P>[]) => {
      // Each job completes or fails on its own: pg-boss would fail the whole batch on one error.
      const outputs: { id: string; output: object }[] = [];
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const output = await handler(job.data, {
              id: job.id,
              name: job.name,
              retryCount: job.retryCount,
            });
            if (output) outputs.push({ id: job.id, output });
          } catch (e) {
            const err = e instanceof Error ? e : new Error(String(e));
            if (err instanceof PermanentJobError) {
              // No retry can help: spend the retries so pg-boss fails it into the dead-letter queue.
              await this.db.query(
                `UPDATE ${this.schema}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
                [name, job.id],
              );
            }
            await this.boss.fail(name, job.id, { message: err.message, stack: err.stack });
          }
        }),
      );
      // A full batch means more may wait: fetch again now rather than after the poll interval.
      if (jobs.length === batchSize) setImmediate(() => this.boss.notifyWorker(workerId));
      // pg-boss then completes the batch's jobs still active in one statement, with this answer
      // as the output when the batch is one job. A larger batch's outputs are kept here first,
      // in one statement too (a statement per job was most of the queue's round trips).
      if (jobs.length === 1) return outputs[0]?.output;
      if (outputs.length) await this.completeWithOutputs(name, outputs);
      return undefined;
    };
    return this.boss
      .work<P>(name, { batchSize, pollingIntervalSeconds: this.opts.pollSeconds, includeMetadata: true }, run)
      .then((id) => (workerId = id));
  }

  /** Completes active jobs with an output each, as pg-boss's complete does for one. */
  private async completeWithOutputs(name: string, outputs: { id: string; output: object }[]): Promise<void> {
    await this.db.query(
      `UPDATE ${this.schema}.job j SET completed_on = now(), state = 'completed', output = o.output
         FROM unnest($2::uuid[], $3::jsonb[]) AS o(id, output)
        WHERE j.name = $1 AND j.id = o.id AND j.state = 'active'`,
      [name, outputs.map((o) => o.id), outputs.map((o) => JSON.stringify(o.output))],
    );
  }

  /** Answers the job id, or null when a singleton rule dropped the job. */
  send<P extends object>(type: JobType<P>, payload: P, opts: SendOptions = {}): Promise<string | null> {
    return this.boss.send(type.name, payload, {
      singletonKey: opts.singletonKey,
      singletonSeconds: opts.singletonSeconds,
      startAfter: opts.startAfter,
      db: inTransaction(opts.tx),
    });
  }

  /**
   * Enqueues several jobs of one type in one statement (each with the type's retry policy);
   * answers their ids in the order given. Inside `tx` when given, like send.
   */
  async sendAll<P extends object>(type: JobType<P>, payloads: P[], opts: Pick<SendOptions, 'tx'> = {}) {
    if (!payloads.length) return [];
    const ids = payloads.map(() => randomUUID());
    await this.boss.insert(
      payloads.map((data, i) => ({ id: ids[i], name: type.name, data })),
      {
        db: inTransaction(opts.tx),
      },
    );
    return ids;
  }

  /** Sends the job on a cron schedule (UTC unless `tz`), once per tick across all processes. */
  schedule<P extends object>(type: JobType<P>, cron: string, payload: P, tz = 'UTC'): Promise<void> {
    return this.boss.schedule(type.name, cron, payload, { tz });
  }

  unschedule(type: JobType<unknown>): Promise<void> {
    return this.boss.unschedule(type.name);
  }

  /**
   * Jobs waiting (`created`, `retry`), running (`active`) and dead (`failed`) per queue, for
   * /metrics. Failed jobs stay until pg-boss archives them (after 7 days by default).
   */
  counts(): Promise<JobCount[]> {
    return this.db.query<JobCount>(
      `SELECT name AS queue, state::text AS state, count(*)::int AS count
         FROM ${this.schema}.job WHERE state IN ('created', 'retry', 'active', 'failed')
         GROUP BY name, state`,
    );
  }

  /** The job's state, output and retries (tests, diagnostics). */
  job(name: string, id: string) {
    return this.boss.getJobById<object>(name, id, { includeArchive: true });
  }

  /** Stops fetching, lets running handlers finish (up to `timeoutMs`), then returns. */
  async stop(timeoutMs = 20_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
  }
}
