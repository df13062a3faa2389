/**
 * With DATABASE_URL: every connection of the server terminated (pg_terminate_backend, as a
 * PostgreSQL restart does) while requests keep coming: no crash (an idle pooled connection's
 * error must not be an unhandled 'error' event), errors allowed during the outage, normal
 * answers within 5 s after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/connection.ts';
import { startInstance, type Instance } from './app-instance.ts';
import { seededScratchDb } from './scratch-db.ts';

const serverUrl = process.env.DATABASE_URL;
let db: Db;
let admin: Db;
let dispose: () => Promise<void>;
let server: Instance;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  ({ db, dispose } = await seededScratchDb({
    poolSize: 4,
    onConnectionError: (err) => connectionErrors.push(err),
  }));
  admin = await openDb({ databaseUrl: serverUrl, poolSize: 1 });
  server = await startInstance(db, {});
});

afterAll(async () => {
  await server?.close();
  await admin?.close();
  await dispose?.();
});

/** A listing no cache answers: it needs the database every time. */
async function ask(i: number): Promise<number | string> {
  try {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ products(search: "restart${i}") { total_count } }` }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await res.json();
    return res.status === 200 && !body.errors ? 200 : `${res.status} ${body.errors?.[0]?.message ?? ''}`;
  } catch (e) {
    return (e as Error).message;
  }
}

async function terminateAll(database: string): Promise<number> {
  const rows = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
     WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [database],
  );
  return rows[0]!.n;
}

describe.runIf(serverUrl)('PostgreSQL connections terminated', () => {
  it('keeps answering while its connections are cut, and answers normally within 5 s after', async () => {
    const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const name = row!.name;
    const answers: (number | string)[] = [];
    let running = true;
    let i = 0;
    const loop = (async () => {
      while (running) answers.push(await ask(i++));
    })();
    await new Promise((r) => setTimeout(r, 500));
    // A transaction idle between two statements when its connection is cut: it fails, no crash.
    const inTransaction = db
      .transaction(async (tx) => {
        await tx.query('SELECT 1');
        await new Promise((r) => setTimeout(r, 800));
        await tx.query('SELECT 1');
      })
      .then(
        () => 'committed',
        (e: Error) => e.message,
      );
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      terminated += await terminateAll(name);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(terminated).toBeGreaterThan(0);
    expect(await inTransaction).not.toBe('committed');
    const cutAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - cutAt < 5000) {
      if ((await ask(i++)) === 200) {
        recoveredMs = Date.now() - cutAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    running = false;
    await loop;
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(answers.filter((a) => a === 200).length).toBeGreaterThan(0);
    // The process is alive and well: a few more in a row all succeed.
    for (let k = 0; k < 5; k++) expect(await ask(i++)).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
