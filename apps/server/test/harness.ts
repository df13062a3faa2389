/**
 * One real commerce server for the integration tests: a seeded database (PGlite in memory, or
 * the PostgreSQL server named by DATABASE_URL, reset first) behind a real HTTP listener on
 * 127.0.0.1. Created once per test process and shared by every test file.
 */
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDb, type Db } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp, type App } from '../src/http/app.ts';
import { seedCatalog } from '../src/seed/index.ts';

export const TEST_PRODUCTS = 400;

/**
 * Whether a named statement is one a request reads the catalogue with, rather than one of the
 * in-memory indexes' (built in the background whenever the catalogue version changes, so a test
 * counting a request's statements may meet them).
 */
function isRequestStatement(name: string | undefined): name is string {
  return (
    name !== undefined &&
    name.startsWith('catalog.') &&
    !name.startsWith('catalog.listing-index.') &&
    !name.startsWith('catalog.text-index.')
  );
}

/** What `run` returns, with the names and texts of the catalogue statements requests made meanwhile. */
export async function requestStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[]; texts: string[] }> {
  const statements: string[] = [];
  const texts: string[] = [];
  const query = db.query.bind(db);
  const spy = vi.spyOn(db, 'query').mockImplementation((sql, params, opts) => {
    if (isRequestStatement(opts?.name)) {
      statements.push(opts.name);
      texts.push(sql);
    }
    return query(sql, params, opts);
  });
  try {
    return { result: await run(), statements, texts };
  } finally {
    spy.mockRestore();
  }
}

export interface TestServer {
  url: string;
  db: Db;
  app: App;
  gql<T = Record<string, unknown>>(query: string, opts?: GqlOptions): Promise<GqlResponse<T>>;
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  operationName?: string;
}

export interface GqlResponse<T> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: { message: string; extensions?: { category?: string }; path?: unknown[] }[] };
}

let server: Promise<TestServer> | undefined;

export function testServer(): Promise<TestServer> {
  server ??= start();
  return server;
}

export async function resetDatabase(db: Db) {
  if (db.kind === 'postgres') await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}

async function start(): Promise<TestServer> {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 8 });
  await resetDatabase(db);
  await migrate(db);
  await seedCatalog(db, { products: TEST_PRODUCTS });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-test-'));
  // No event-loop pressure check: other test files block this process's loop (PGlite queries).
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Every test signs in from 127.0.0.1: the per-address limit has its own test (customer-auth).
      SIGN_IN_RATE_PER_MINUTE: '0',
    }),
    port: 0,
  };
  const app = await buildApp(db, config);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  app.app.server.unref();
  return {
    url,
    db,
    app,
    async gql(query, opts = {}) {
      const method = opts.method ?? 'GET';
      const headers: Record<string, string> = { ...opts.headers };
      let target = `${url}/graphql`;
      let body: string | undefined;
      if (method === 'GET') {
        const qs = new URLSearchParams({ query });
        if (opts.variables) qs.set('variables', JSON.stringify(opts.variables));
        if (opts.operationName) qs.set('operationName', opts.operationName);
        target += `?${qs}`;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify({ query, variables: opts.variables, operationName: opts.operationName });
      }
      const res = await fetch(target, { method, headers, body });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
    },
  };
}
