/**
 * Startup time: from spawning `npx tsx apps/server/src/main.ts` to the first answered GraphQL
 * query (polled every 100 ms), on an empty embedded data folder (migrations + the default
 * 3,000-product seed) and again on the now seeded folder (a restart).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pollUntil, spawnServer, type RunningServer } from './server.ts';
import { STOREFRONT_HEADERS } from './queries.ts';
import { DATA_DIR, LOG_DIR } from './paths.ts';

export interface StartupResult {
  seedProducts: number;
  /** Seconds to the first GraphQL answer on an empty folder. */
  emptySeconds: number;
  /** Seconds to the first GraphQL answer on the seeded folder, one per restart. */
  restartSeconds: number[];
}

async function answersGraphql(server: RunningServer): Promise<boolean> {
  const res = await fetch(
    `${server.origin}/graphql?query=${encodeURIComponent('{storeConfig{store_code}}')}`,
    {
      headers: STOREFRONT_HEADERS,
      signal: AbortSignal.timeout(2000),
    },
  );
  const body = (await res.json()) as { data?: { storeConfig?: { store_code?: string } } };
  return res.ok && Boolean(body.data?.storeConfig?.store_code);
}

async function timeStart(name: string, dataDir: string): Promise<number> {
  const server = await spawnServer({
    name,
    env: { DATA_DIR: dataDir, SEED_PRODUCTS: '3000', GRAPHQL_CACHE_SECONDS: '600' },
    logDir: LOG_DIR,
  });
  try {
    const answeredAt = await pollUntil(server, () => answersGraphql(server), 15 * 60_000);
    return (answeredAt - server.spawnedAt) / 1000;
  } finally {
    await server.stop();
  }
}

export async function measureStartup(restarts: number, log: (line: string) => void): Promise<StartupResult> {
  const dir = path.join(DATA_DIR, `startup-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    log(`  empty data folder ${path.basename(dir)} (PGlite, default 3,000-product seed)…`);
    const emptySeconds = await timeStart('startup-empty', dir);
    log(`    first GraphQL answer after ${emptySeconds.toFixed(2)} s`);
    const restartSeconds: number[] = [];
    for (let i = 1; i <= restarts; i++) {
      const s = await timeStart(`startup-restart-${i}`, dir);
      restartSeconds.push(s);
      log(`  restart ${i}/${restarts} on the seeded folder: first GraphQL answer after ${s.toFixed(2)} s`);
    }
    return { seedProducts: 3000, emptySeconds, restartSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
