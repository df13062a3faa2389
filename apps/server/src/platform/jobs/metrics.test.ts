/** /metrics shows the queue: jobs waiting and dead per queue, read when scraped. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDb, type Db } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { buildApp, type App } from '../../http/app.ts';
import { startJobs, type BackgroundJobs } from '../start-jobs.ts';

let db: Db;
let jobs: BackgroundJobs;
let app: App;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-metrics-'));
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  // A process that only sends: the jobs stay queued for the gauge to count.
  jobs = await startJobs(db, config, quiet, { work: false });
  app = await buildApp(db, config, { jobs });
});
afterAll(async () => {
  await app.app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('counts queued and failed jobs per queue', async () => {
  await jobs.mail.send('test', 'a@example.com', 'uk_UA', { to: 'a@example.com' });
  await jobs.mail.send('test', 'b@example.com', 'uk_UA', { to: 'b@example.com' });
  await db.query(`UPDATE pgboss.job SET state = 'failed' WHERE id = (SELECT id FROM pgboss.job LIMIT 1)`);
  const res = await app.app.inject('/metrics');
  expect(res.body).toContain('# TYPE background_jobs gauge');
  expect(res.body).toContain('background_jobs{queue="mail.send",state="created"} 1');
  expect(res.body).toContain('background_jobs{queue="mail.send",state="failed"} 1');
});
