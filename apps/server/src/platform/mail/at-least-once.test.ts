/**
 * A kill between sending and acknowledging (PostgreSQL server; skipped without DATABASE_URL):
 * the job is run again once it expires, and the message goes out again with the same
 * Message-ID, into the same outbox file.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDb, type Db } from '../../db/connection.ts';
import { startJobs, type BackgroundJobs } from '../start-jobs.ts';

const url = process.env.DATABASE_URL;
const schema = `mail_kill_${process.pid}`;
const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'killed-mail-worker.ts');
const quiet = { info: () => undefined, error: () => undefined };

describe.skipIf(!url)('a worker killed after sending, before acknowledging', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitryna-kill-'));
  const env = { PUBLIC_URL: 'https://shop.example', DATA_DIR: dataDir, JOBS_POLL_SECONDS: '1' };
  let db: Db;
  let survivor: BackgroundJobs | undefined;
  beforeAll(async () => {
    db = await openDb({ databaseUrl: url, poolSize: 4 });
  });
  afterAll(async () => {
    await survivor?.stop();
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends again with the same Message-ID once the job expires', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker], {
      env: { ...process.env, ...env, JOBS_SCHEMA: schema, SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (b: Buffer) => b.includes('ready') && resolve()),
    );
    const config = loadConfig(env);
    const sender = await startJobs(db, config, quiet, {
      work: false,
      schema,
      mailExpireSeconds: 2,
      // The retry policy is the job's own from when it is sent: retry a second after expiring.
      mailRetryDelaySeconds: 1,
    });
    const id = await sender.mail.send('test', 'olena@example.com', 'uk_UA', { to: 'olena@example.com' });
    const [, signal] = await once(child, 'exit');
    await sender.stop();

    expect(signal).toBe('SIGKILL');
    const file = path.join(dataDir, 'outbox', `${id}@shop.example.eml`);
    const firstWrite = statSync(file).mtimeMs;
    expect((await sender.queue.job('mail.send', id))?.state).toBe('active');

    // Another process notices the expired job and runs it again.
    survivor = await startJobs(db, config, quiet, {
      work: true,
      schema,
      maintenanceSeconds: 1,
      mailRetryDelaySeconds: 1,
      mailExpireSeconds: 2,
    });
    const end = Date.now() + 30_000;
    let job = await survivor.queue.job('mail.send', id);
    while (job?.state !== 'completed' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      job = await survivor.queue.job('mail.send', id);
    }
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBe(1);
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([`${id}@shop.example.eml`]);
    expect(statSync(file).mtimeMs).toBeGreaterThan(firstWrite);
    const mail = await simpleParser(readFileSync(file));
    expect(mail.messageId).toBe(`<${id}@shop.example>`);
  }, 90_000);
});
