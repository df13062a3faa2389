/**
 * Starts the commerce server: opens the database (embedded PGlite unless DATABASE_URL is set),
 * applies migrations, seeds the demo catalogue into an empty database (both under a lock, so
 * processes started together on one PostgreSQL database take turns), then serves HTTP until
 * SIGTERM/SIGINT, when it finishes the requests in flight and closes the database (shutdown.ts).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import pino from 'pino';
import { definePriceAlertJobs } from './modules/price-alert/jobs.ts';
import { defineSalesJobs } from './modules/sales/jobs.ts';
import { startJobs } from './platform/start-jobs.ts';
import { seedCatalog } from './seed/index.ts';
import { closeHttp, closeOnSignals, type Closer } from './shutdown.ts';

export async function ensureSeeded(db: Db, products: number, log: (line: string) => void): Promise<void> {
  const [row] = await db.query<{ seeded: boolean }>(
    'SELECT seeded_at IS NOT NULL AS seeded FROM catalog_state',
  );
  if (row?.seeded) return;
  log(`Empty database: generating the demo catalogue (${products} products)...`);
  let lastPhase = '';
  let lastPercent = -1;
  const result = await seedCatalog(db, {
    products,
    onProgress: (done, total, phase) => {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      if (phase !== lastPhase || percent >= lastPercent + 10) {
        log(`  ${phase}: ${done}/${total} (${percent}%)`);
        lastPhase = phase;
        lastPercent = percent;
      }
    },
  });
  log(`Demo catalogue ready: ${result.products} products in ${(result.ms / 1000).toFixed(1)} s`);
}

export interface StartOptions {
  /**
   * Adds routes to the app before it listens (the storefront registers itself this way).
   * `catalogVersion` changes with anything the catalogue and content answers show.
   */
  extend?: (app: FastifyInstance, config: Config, catalogVersion: () => number) => Promise<void>;
}

/** Migrations and the first seed, one process at a time (the setup lock, db/connection.ts). */
export async function prepareDatabase(db: Db, products: number, log: (line: string) => void): Promise<void> {
  await db.exclusive(async () => {
    await migrate(db);
    await ensureSeeded(db, products, log);
  });
}

export async function startServer(opts: StartOptions = {}) {
  const config = loadConfig();
  const started = Date.now();
  const log = (line: string) => console.log(line);
  if (config.databaseUrl) {
    // Setup runs without the serving pool's statement timeout: a large seed has long statements.
    const setup = await openDb({ databaseUrl: config.databaseUrl, poolSize: 4 });
    await prepareDatabase(setup, config.seedProducts, log).finally(() => setup.close());
  }
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  if (!config.databaseUrl) await prepareDatabase(db, config.seedProducts, log);
  // Background jobs and mail (platform/start-jobs.ts); buildApp stops them when the app closes.
  const jobs = await startJobs(db, config, pino({ level: config.logLevel }));
  await defineSalesJobs(db, jobs.queue);
  await definePriceAlertJobs(db, jobs.queue, jobs.mail);
  const { app, version, health } = await buildApp(db, config, { jobs });
  await opts.extend?.(app, config, () => version.current);
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    { database: db.kind, startupMs: Date.now() - started, port },
    `Vitryna commerce server on http://${config.host}:${port}/graphql`,
  );

  // In order: no new requests (those in flight finish), then what they used. A background
  // worker stops between the two: after HTTP (nothing new to do), before the database.
  const closers: Closer[] = [
    { name: 'http', close: () => closeHttp(app, health, config.shutdownTimeoutMs) },
    { name: 'database', close: () => db.close() },
  ];
  closeOnSignals(closers, { drainMs: config.shutdownTimeoutMs, log: app.log });
  return app;
}
