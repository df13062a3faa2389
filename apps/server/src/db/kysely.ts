/**
 * Kysely over the same engine as a Db (db/connection.ts): typed SQL for the modules, with the
 * row types generated from the migrated schema (src/generated/db.ts, `npm run codegen`).
 * On a PostgreSQL server it is Kysely's own dialect on the Db's pool; on PGlite a small driver
 * that runs each Kysely transaction inside PGlite's exclusive `transaction()`, so queries of
 * other requests wait instead of slipping into an open BEGIN on the one shared connection.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DB } from '../generated/db.ts';
import { engineOf, type Db } from './connection.ts';

export type Database = DB;

const instances = new WeakMap<Db, Kysely<Database>>();

/** The Kysely instance of a Db, made once; it ends with the Db (closing it is the Db's job). */
export function kyselyOf(db: Db): Kysely<Database> {
  let k = instances.get(db);
  if (!k) {
    k = new Kysely<Database>({ dialect: dialectOf(db) });
    instances.set(db, k);
  }
  return k;
}

function dialectOf(db: Db): Dialect {
  const engine = engineOf(db);
  if (engine.kind === 'postgres') {
    // The Db owns the pool: Kysely's destroy() must not end it.
    const pool = engine.pool;
    return new PostgresDialect({
      pool: { connect: () => pool.connect(), end: async () => undefined },
    });
  }
  const pglite = engine.pglite;
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pglite),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

class PGliteDriver implements Driver {
  constructor(private readonly pglite: PGlite) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite);
  }
  async beginTransaction(c: PGliteConnection) {
    await c.begin();
  }
  async commitTransaction(c: PGliteConnection) {
    await c.end(true);
  }
  async rollbackTransaction(c: PGliteConnection) {
    await c.end(false);
  }
  async releaseConnection() {}
  async destroy() {}
}

const ROLLBACK = Symbol('rollback');

class PGliteConnection implements DatabaseConnection {
  private tx: Transaction | null = null;
  private finish: ((commit: boolean) => void) | null = null;
  private done: Promise<void> | null = null;

  constructor(private readonly pglite: PGlite) {}

  /** Opens PGlite's exclusive transaction and keeps it open until end(). */
  begin(): Promise<void> {
    return new Promise((opened, failed) => {
      this.done = this.pglite
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              this.tx = tx;
              this.finish = (ok) => (ok ? commit() : rollback(ROLLBACK));
              opened();
            }),
        )
        .then(
          () => undefined,
          (e: unknown) => {
            if (e !== ROLLBACK) throw e;
          },
        );
      this.done.catch(failed);
    });
  }

  async end(commit: boolean) {
    this.finish?.(commit);
    try {
      await this.done;
    } finally {
      this.tx = this.finish = this.done = null;
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const r = await (this.tx ?? this.pglite).query<R>(query.sql, [...query.parameters]);
    return {
      rows: r.rows,
      numAffectedRows: r.affectedRows === undefined ? undefined : BigInt(r.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results');
  }
}
