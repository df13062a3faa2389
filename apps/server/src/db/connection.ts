/**
 * One small interface over the two engines we run on: an embedded PGlite (default) and a
 * PostgreSQL server (when DATABASE_URL is set). Code above this module writes plain
 * PostgreSQL SQL with $1-style parameters and never knows which engine answers.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { checkDeadline } from './deadline.ts';
import { EngineQueue } from './engine-queue.ts';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Names a statement whose text never changes, so a PostgreSQL server parses and plans it once
   * per connection (a prepared statement) instead of on every call.
   */
  name?: string;
}

/** PostgreSQL keeps the first 63 bytes of a name (NAMEDATALEN - 1). */
const MAX_STATEMENT_NAME_BYTES = 63;

/**
 * A statement's name, refused when PostgreSQL would cut it: two names alike in their first 63
 * bytes would be one prepared statement on a connection, and the second text would run the
 * first's plan. Checked on both engines, so the tests on PGlite find a long name too.
 */
function checkedName(opts: QueryOptions | undefined): string | undefined {
  const name = opts?.name;
  if (name !== undefined && Buffer.byteLength(name) > MAX_STATEMENT_NAME_BYTES) {
    throw new Error(
      `Statement name "${name}" is longer than PostgreSQL's ${MAX_STATEMENT_NAME_BYTES} bytes.`,
    );
  }
  return name;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** Runs several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while this process holds the database-wide setup lock (a PostgreSQL advisory lock),
   * so processes started together migrate and seed one after another. PGlite: one process only.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for the PostgreSQL server. */
  poolSize?: number;
  /** PostgreSQL server: statement_timeout of every pooled connection (unset or 0: none). */
  statementTimeoutMs?: number;
  /** Errors of idle pooled connections (e.g. the server dropped them); logged to stderr by default. */
  onConnectionError?: (err: Error) => void;
}

/** pg_advisory_lock key of migrations and the first seed ("vitr" in ASCII). */
const SETUP_LOCK_KEY = 0x76697472;

// PostgreSQL's numeric and bigint arrive as strings by default; catalogue prices and counts fit a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * The engine behind each open Db, for the Kysely factory (db/kysely.ts): kept beside the Db
 * rather than in its interface, so code that writes plain SQL never sees it.
 */
export type Engine = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; pglite: PGliteEngine };
type PGliteEngine = import('@electric-sql/pglite').PGlite;
const engines = new WeakMap<Db, Engine>();

export function engineOf(db: Db): Engine {
  const engine = engines.get(db);
  if (!engine) throw new Error('Not a Db opened by openDb');
  return engine;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir);
}

function openPostgres(url: string, opts: DbOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 16,
    // A request never waits forever for a connection (the server down, or every one busy).
    connectionTimeoutMillis: 5000,
    // A named statement is prepared once per connection, but PostgreSQL's default (auto) still
    // plans it anew for every run while a generic plan looks costlier than the custom ones, as
    // it always does for `= ANY($1::int[])`: a product page's statements spent twice as long in
    // planning as in running. Our statements are key lookups, whose generic plans are as good.
    options: '-c plan_cache_mode=force_generic_plan',
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  // Without a listener, an idle connection the server drops (restart, pg_terminate_backend)
  // is an unhandled 'error' event that kills the process; the pool has already discarded it.
  const reportLost = (err: Error) => {
    if (opts.onConnectionError) opts.onConnectionError(err);
    else console.error(`PostgreSQL connection lost: ${err.message}`);
  };
  pool.on('error', reportLost);
  /**
   * A connection checked out across several awaits (a transaction, the setup lock): the pool
   * does not listen to it meanwhile, so we do; a connection that failed is discarded on release.
   */
  const checkOut = async <T>(
    use: (client: pg.PoolClient, discard: (err: Error) => void) => Promise<T>,
  ): Promise<T> => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onError = (err: Error) => {
      lost = err;
      reportLost(err);
    };
    client.on('error', onError);
    try {
      return await use(client, (err) => (lost ??= err));
    } finally {
      client.off('error', onError);
      client.release(lost);
    }
  };
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[], opts?: QueryOptions) {
      checkDeadline();
      const name = checkedName(opts);
      const r = name
        ? await c.query({ name, text: sql, values: params as unknown[] | undefined })
        : await c.query(sql, params as unknown[] | undefined);
      return r.rows as T[];
    },
    async exec(sql: string) {
      checkDeadline();
      await c.query(sql);
    },
  });
  const db: Db = {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      checkDeadline();
      return checkOut(async (client, discard) => {
        await client.query('BEGIN');
        try {
          const out = await fn(wrap(client));
          await client.query('COMMIT');
          return out;
        } catch (e) {
          // A connection that cannot even roll back is discarded, not given to the next caller.
          await client.query('ROLLBACK').catch(discard);
          throw e;
        }
      });
    },
    exclusive: (fn) =>
      // Session-level lock: held by one dedicated connection while fn uses the rest of the pool.
      checkOut(async (client, discard) => {
        await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          // A lost connection has released the lock with its session.
          await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(discard);
        }
      }),
    close: () => pool.end(),
  };
  engines.set(db, { kind: 'postgres', pool });
  return db;
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  // Loaded lazily: the WASM build is large and not needed against a PostgreSQL server.
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const parsers = { [types.NUMERIC]: (v: string) => Number(v), [types.INT8]: (v: string) => Number(v) };
  const db = await PGlite.create({
    dataDir: dataDir ? path.resolve(dataDir) : undefined,
    extensions: { pg_trgm },
    parsers,
  });
  type Tx = { query: typeof db.query; exec: typeof db.exec };
  const wrap = (c: Tx): Queryable => ({
    async query<T>(sql: string, params?: unknown[], opts?: QueryOptions) {
      checkDeadline();
      checkedName(opts);
      const r = await c.query<T>(sql, params);
      return r.rows;
    },
    async exec(sql: string) {
      checkDeadline();
      await c.exec(sql);
    },
  });
  // Every use of the engine takes its turn here, so a request past its deadline stops waiting.
  const queue = new EngineQueue();
  const direct = wrap(db);
  const opened: Db = {
    kind: 'pglite',
    query: (sql, params, opts) => queue.run(() => direct.query(sql, params, opts)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (fn) => queue.run(() => db.transaction((tx) => fn(wrap(tx)))),
    exclusive: (fn) => fn(),
    close: () => db.close(),
  };
  engines.set(opened, { kind: 'pglite', pglite: db });
  return opened;
}
