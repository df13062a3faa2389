/**
 * Time bounds: a request past REQUEST_TIMEOUT_MS answers 503 and stops using the database;
 * on PostgreSQL every pooled statement is bounded by STATEMENT_TIMEOUT_MS.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connection.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { seededScratchDb } from './scratch-db.ts';

const TIMEOUT_MS = 800;
const POOL_SIZE = 2;
let db: Db;
let app: App;
let url: string;
let dispose: () => Promise<void>;
/** Queries the /test/hog route has finished, and how its loop ended. */
const hog = { ran: 0, ended: '' };
/** One query that keeps the engine busy for a while (~100-300 ms). */
const SLOW_SQL = 'SELECT count(*) FROM generate_series(1, 600000)';

beforeAll(async () => {
  ({ db, dispose } = await seededScratchDb({ statementTimeoutMs: 1500, poolSize: POOL_SIZE }));
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-deadline-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    READY_TIMEOUT_MS: '500',
  });
  app = await buildApp(db, config);
  // A request that would use the database for ~10 s, one query after another.
  app.app.get('/test/hog', async () => {
    hog.ran = 0;
    const until = Date.now() + 10_000;
    try {
      while (Date.now() < until) {
        await db.query(SLOW_SQL);
        hog.ran++;
      }
      hog.ended = 'done';
    } catch (e) {
      hog.ended = (e as Error).name;
      throw e;
    }
    return { ran: hog.ran };
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.app.close();
  await dispose?.();
});

describe('request deadline', () => {
  it('answers 503 with Retry-After at the deadline and stops the request using the database', async () => {
    const started = Date.now();
    const res = await fetch(`${url}/test/hog`);
    const tookMs = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await res.json()).message).toMatch(/too long/);
    expect(tookMs).toBeLessThan(TIMEOUT_MS + 1000);
    // Its next query failed instead of starting: the engine is free again.
    await new Promise((r) => setTimeout(r, 400));
    expect(hog.ended).toBe('DeadlineExceededError');
    const ranAtDeadline = hog.ran;
    await new Promise((r) => setTimeout(r, 1000));
    expect(hog.ran).toBe(ranAtDeadline);
  });

  it('lets other requests through while one runs out of time', async () => {
    const slow = fetch(`${url}/test/hog`);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const ready = await fetch(`${url}/readyz`);
    expect(Date.now() - started).toBeLessThan(1500);
    expect([200, 503]).toContain(ready.status);
    expect((await slow).status).toBe(503);
  });

  it('answers a GraphQL request that runs out of time with a GraphQL error and a category', async () => {
    // Every connection (or the one engine) busy with other work for 3 s.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const holders = Array.from({ length: POOL_SIZE }, () => db.transaction(() => held));
    try {
      const started = Date.now();
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(search: "deadline") { total_count } }' }),
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.errors[0].extensions.category).toBe('internal');
      expect(body.errors[0].message).toMatch(/too long/);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL statement timeout', () => {
  it('cancels a statement that runs longer than STATEMENT_TIMEOUT_MS', async () => {
    const started = Date.now();
    await expect(db.query('SELECT pg_sleep(6)')).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
