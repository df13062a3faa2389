/**
 * Throwaway databases for the process-level tests, so they never disturb the shared test
 * server: a fresh in-memory PGlite, or (with DATABASE_URL) a database of its own created on
 * that PostgreSQL server and dropped afterwards (as search.test.ts does).
 */
import { randomUUID } from 'node:crypto';
import { openDb, type Db, type DbOptions } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedCatalog } from '../src/seed/index.ts';

export interface ScratchDatabase {
  /** Connection string of the scratch database (PostgreSQL only). */
  url: string | undefined;
  open(opts?: Omit<DbOptions, 'databaseUrl'>): Promise<Db>;
  dispose(): Promise<void>;
}

/** An empty database on the PostgreSQL server named by `serverUrl`. */
export async function scratchPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const admin = await openDb({ databaseUrl: serverUrl, poolSize: 1 });
  const name = `proc_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  return {
    url,
    open: (opts) => openDb({ ...opts, databaseUrl: url }),
    async dispose() {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A migrated database with a small catalogue, on the engine the tests run on. */
export async function seededScratchDb(
  opts: Omit<DbOptions, 'databaseUrl'> = {},
): Promise<{ db: Db; scratch?: ScratchDatabase; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await scratchPostgres(serverUrl) : undefined;
  // Set up without the options under test (a statement timeout would cut the seed short).
  const setup = scratch ? await scratch.open() : await openDb({});
  await migrate(setup);
  await seedCatalog(setup, { products: 20 });
  if (scratch) await setup.close();
  const db = scratch ? await scratch.open(opts) : setup;
  return {
    db,
    scratch,
    async dispose() {
      await db.close().catch(() => undefined);
      await scratch?.dispose();
    },
  };
}
