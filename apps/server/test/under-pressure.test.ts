/** @fastify/under-pressure: 503 with Retry-After past the heap or event-loop bound; health and metrics exempt. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from '../src/http/in-process-fetch.ts';
import { startInstance, type Instance } from './app-instance.ts';
import { testServer } from './harness.ts';

let heapBound: Instance;
let loopBound: Instance;

beforeAll(async () => {
  const { db } = await testServer();
  heapBound = await startInstance(db, { MAX_HEAP_MB: '1' });
  loopBound = await startInstance(db, { MAX_EVENT_LOOP_DELAY_MS: '100', MAX_HEAP_MB: '0' });
});

afterAll(async () => {
  await Promise.all([heapBound, loopBound].map((i) => i?.close()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const query = (i: Instance) =>
  fetch(`${i.url}/graphql?query=${encodeURIComponent('{storeConfig{store_code}}')}`);

describe('under pressure', () => {
  it('answers 503 with Retry-After once the heap is past MAX_HEAP_MB, but not liveness or metrics', async () => {
    await sleep(1200); // the plugin samples memory once a second
    const r = await query(heapBound);
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('5');
    expect((await fetch(`${heapBound.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${heapBound.url}/metrics`)).status).toBe(200);
  });

  it('answers 503 after the event loop was blocked past MAX_EVENT_LOOP_DELAY_MS, then recovers', async () => {
    expect((await query(loopBound)).status).toBe(200);
    // Stalls of 300 ms one after another, as long synchronous tasks would cause (the plugin
    // looks at the mean delay over a second).
    for (let i = 0; i < 9; i++) {
      const until = Date.now() + 300;
      while (Date.now() < until);
      await new Promise((r) => setImmediate(r));
    }
    const statuses: number[] = [];
    for (const until = Date.now() + 800; Date.now() < until && !statuses.includes(503);) {
      statuses.push((await query(loopBound)).status);
    }
    expect(statuses).toContain(503);
    await sleep(2500);
    expect((await query(loopBound)).status).toBe(200);
  });
});

describe('under pressure, requests from inside the process', () => {
  it('lets in-process requests through (a page already admitted finishes its GraphQL calls)', async () => {
    const res = await inProcessFetch(heapBound.app)(
      `http://in-process/graphql?query=${encodeURIComponent('{storeConfig{store_code}}')}`,
    );
    expect(res.status).toBe(200);
    expect((await query(heapBound)).status).toBe(503);
  });
});
