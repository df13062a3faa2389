/**
 * Starts the commerce server: opens the database (embedded PGlite unless DATABASE_URL is set),
 * applies migrations, seeds the demo catalogue into an empty database, then serves HTTP until
 * SIGTERM/SIGINT, when it finishes the requests in flight and closes the database.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { openDb, type Db } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import { seedCatalog } from './seed/index.ts';

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

export async function startServer(opts: StartOptions = {}) {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await ensureSeeded(db, config.seedProducts, (line) => console.log(line));
  const { app, version } = await buildApp(db, config);
  await opts.extend?.(app, config, () => version.current);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: db.kind, startupMs: Date.now() - started },
    `Vitryna commerce server on http://${config.host}:${config.port}/graphql`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return app;
}
