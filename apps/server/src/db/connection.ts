/**
 * One small interface over the two engines we run on: an embedded PGlite (default) and a
 * PostgreSQL server (when DATABASE_URL is set). Code above this module writes plain
 * PostgreSQL SQL with $1-style parameters and never knows which engine answers.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Names a statement whose text never changes, so a PostgreSQL server parses and plans it once
   * per connection (a prepared statement) instead of on every call.
   */
  name?: string;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** Runs several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for the PostgreSQL server. */
  poolSize?: number;
}

// PostgreSQL's numeric and bigint arrive as strings by default; catalogue prices and counts fit a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 16) : openPglite(opts.dataDir);
}

function openPostgres(url: string, max: number): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[], opts?: QueryOptions) {
      const r = opts?.name
        ? await c.query({ name: opts.name, text: sql, values: params as unknown[] | undefined })
        : await c.query(sql, params as unknown[] | undefined);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
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
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query<T>(sql, params);
      return r.rows;
    },
    async exec(sql: string) {
      await c.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
