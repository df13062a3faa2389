/**
 * Once per run: builds the storefront into apps/storefront/dist-e2e (E2E_SKIP_BUILD=1 reuses an
 * existing build), starts the shop on a free port with a fresh database seeded with 400 products
 * (a new embedded PGlite folder, or the DATABASE_URL server after its public schema is reset),
 * waits for /healthz and provides the shop's address to the journeys as `baseUrl` and its DATA_DIR
 * (where the outbox of its mail is) as `dataDir`. The returned
 * teardown stops the shop and removes its folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildStorefront, freePort, isBuilt, startShop } from './support/shop-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop's origin, e.g. http://127.0.0.1:41234 (pages are under /ua and /ru). */
    baseUrl: string;
    /** The shop's DATA_DIR: its mail goes to DATA_DIR/outbox as .eml files (no SMTP_URL here). */
    dataDir: string;
  }
}

const DIST = 'dist-e2e';
const SEED_PRODUCTS = 400;
const HEALTH_TIMEOUT_MS = 180_000;

const log = (line: string) => process.stdout.write(`[e2e] ${line}\n`);

/** The journeys start from an empty database: the server migrates and seeds it. */
async function resetDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  if (process.env.E2E_SKIP_BUILD === '1' && isBuilt(DIST)) {
    log(`reusing the storefront build in apps/storefront/${DIST} (E2E_SKIP_BUILD=1)`);
  } else {
    log(`building the storefront into apps/storefront/${DIST}...`);
    await buildStorefront(DIST);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    log('resetting the PostgreSQL database of DATABASE_URL...');
    await resetDatabase(databaseUrl);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitryna-e2e-'));
  const port = await freePort();
  log(
    `starting the shop on port ${port} (${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${SEED_PRODUCTS} products)...`,
  );
  let shop;
  try {
    shop = await startShop({
      port,
      dist: DIST,
      dataDir,
      databaseUrl,
      seedProducts: SEED_PRODUCTS,
      healthTimeoutMs: HEALTH_TIMEOUT_MS,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  log(`shop ready at ${shop.origin} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('baseUrl', shop.origin);
  project.provide('dataDir', dataDir);

  return async () => {
    await shop.stop();
    if (process.env.E2E_SHOW_SERVER_OUTPUT === '1') process.stdout.write(shop.output());
    await rm(dataDir, { recursive: true, force: true });
  };
}
