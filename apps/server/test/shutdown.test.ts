/**
 * Clean shutdown of a real server process: requests in flight (a page render and its
 * in-process GraphQL call) finish, new connections are refused, the database closes and the
 * process exits 0; a second signal exits at once; SHUTDOWN_TIMEOUT_MS bounds the wait.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChild, type ChildServer } from './child-server.ts';

// One embedded database for the three processes: seeded by the first, reused by the others.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-shutdown-'));
const env = (extra: Record<string, string>) => ({
  DATABASE_URL: undefined,
  DATA_DIR: dataDir,
  SEED_PRODUCTS: '20',
  ...extra,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks for the slow page and resolves once it is in flight, with its answer to come (wrapped:
 * an async function returning the promise itself would wait for it). A page
 * answered before it started (a refusal) fails here with its status and the server's output,
 * not as a missing log line.
 */
async function slowPageInFlight(
  child: ChildServer,
): Promise<{ page: Promise<Response | 'connection closed'> }> {
  const page = fetch(`${child.url}/test/slow-page`).catch(() => 'connection closed' as const);
  let started = false;
  const answeredEarly = page.then((res) => {
    if (started) return;
    const outcome = res === 'connection closed' ? res : res.status;
    throw new Error(`the slow page was answered before it started: ${outcome}\n${child.output()}`);
  });
  await Promise.race([child.waitForOutput(/slow page: started/, 60_000), answeredEarly]);
  started = true;
  return { page };
}

describe('shutdown on SIGTERM', () => {
  it('finishes the page in flight, with its GraphQL call, refuses new connections, exits 0', async () => {
    const child = await startChild('test/fixtures/slow-page-server.ts', env({ SLOW_PAGE_MS: '1500' }));
    const { page } = await slowPageInFlight(child);
    child.proc.kill('SIGTERM');
    await sleep(200);
    await expect(fetch(`${child.url}/healthz`)).rejects.toThrow();
    const res = await page;
    if (res === 'connection closed') throw new Error(`the page in flight was cut off:\n${child.output()}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.graphqlStatus).toBe(200);
    expect(body.graphql.data.storeConfig.store_code).toBe('ua');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.output()).toMatch(/"msg":"shut down"/);
  }, 120_000);

  it('exits at once on a second signal', async () => {
    const child = await startChild('test/fixtures/slow-page-server.ts', env({ SLOW_PAGE_MS: '20000' }));
    const { page } = await slowPageInFlight(child);
    child.proc.kill('SIGTERM');
    await child.waitForOutput(/shutting down/);
    const started = Date.now();
    child.proc.kill('SIGTERM');
    expect((await child.exited).code).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    await page;
  }, 120_000);

  it('stops waiting for requests after SHUTDOWN_TIMEOUT_MS, then closes the database and exits 0', async () => {
    const child = await startChild(
      'test/fixtures/slow-page-server.ts',
      env({ SLOW_PAGE_MS: '20000', SHUTDOWN_TIMEOUT_MS: '500' }),
    );
    const { page } = await slowPageInFlight(child);
    const started = Date.now();
    child.proc.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await page).toBe('connection closed');
    expect(child.output()).toMatch(/requests still running at the shutdown deadline/);
  }, 120_000);
});
