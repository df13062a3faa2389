/**
 * /healthz answers from memory (a busy or unreachable database does not fail liveness);
 * /readyz touches the database within READY_TIMEOUT_MS and never shows its error text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { startInstance, type Instance } from './app-instance.ts';
import { seededScratchDb } from './scratch-db.ts';

const POOL_SIZE = 2;
let db: Db;
let dispose: () => Promise<void>;
let server: Instance;

beforeAll(async () => {
  ({ db, dispose } = await seededScratchDb({ poolSize: POOL_SIZE }));
  server = await startInstance(db, { READY_TIMEOUT_MS: '300' });
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

/** Keeps every connection (or the one engine) busy until the returned function is called. */
function occupyDatabase(): () => Promise<void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const holders = Array.from({ length: POOL_SIZE }, () => db.transaction(() => held));
  return async () => {
    release();
    await Promise.all(holders);
  };
}

async function timed(path: string) {
  const started = Date.now();
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
}

describe('health endpoints', () => {
  it('reports ready with the database kind when the database answers', async () => {
    const ready = await timed('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: db.kind });
    expect((await timed('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('answers liveness at once and readiness within its bound while the database is busy', async () => {
    const release = occupyDatabase();
    try {
      const live = await timed('/healthz');
      expect(live.status).toBe(200);
      expect(live.ms).toBeLessThan(200);
      const ready = await timed('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(1000);
      expect(ready.body).toEqual({ status: 'unavailable' });
    } finally {
      await release();
    }
  });

  it('answers 503 for the database without its error text, and liveness stays ok', async () => {
    await db.close();
    const ready = await timed('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable' });
    expect((await timed('/healthz')).status).toBe(200);
  });

  it('answers 503 on both once shutdown has begun', async () => {
    server.health.stopping = true;
    expect((await timed('/healthz')).status).toBe(503);
    expect((await timed('/readyz')).status).toBe(503);
  });
});
