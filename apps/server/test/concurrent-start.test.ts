/**
 * With DATABASE_URL: two server processes started at once on an empty database both come up
 * (migrations and the first seed run under an advisory lock, one process after the other).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, type ChildServer } from './child-server.ts';
import { scratchPostgres, type ScratchDatabase } from './scratch-db.ts';

const serverUrl = process.env.DATABASE_URL;
let scratch: ScratchDatabase | undefined;
const children: ChildServer[] = [];

beforeAll(async () => {
  if (serverUrl) scratch = await scratchPostgres(serverUrl);
});

afterAll(async () => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  await scratch?.dispose();
});

describe.runIf(serverUrl)('two processes on one empty PostgreSQL database', () => {
  it('both migrate, seed once and serve', async () => {
    const start = () =>
      startChild('src/main.ts', {
        DATABASE_URL: scratch!.url,
        SEED_PRODUCTS: '20',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitryna-twin-')),
      });
    const results = await Promise.allSettled([start(), start()]);
    for (const r of results) if (r.status === 'fulfilled') children.push(r.value);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    for (const child of children) {
      const ready = await fetch(`${child.url}/readyz`);
      expect(ready.status).toBe(200);
      const q = encodeURIComponent('{ categories { total_count items { uid } } }');
      const res = await (await fetch(`${child.url}/graphql?query=${q}`)).json();
      expect(res.errors).toBeUndefined();
      expect(res.data.categories.items.length).toBeGreaterThan(0);
    }
    // Seeded once: one of them generated the catalogue, the other found it there.
    const seeded = children.filter((c) => /Empty database: generating/.test(c.output()));
    expect(seeded).toHaveLength(1);
    for (const child of children) child.proc.kill('SIGTERM');
    for (const child of children) expect((await child.exited).code).toBe(0);
  }, 180_000);
});
