/**
 * `npm run mail:test -w apps/server -- --to someone@example.com [--locale ru]`: sends the test
 * message through the configured path (SMTP_URL, or DATA_DIR/outbox without it) the way the
 * shop sends every message, enqueued and run as a background job, and prints where it went.
 * With the embedded database, stop the shop first: one process at a time opens DATA_DIR.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/connection.ts';
import { startJobs } from '../start-jobs.ts';
import { SEND_MAIL } from './send-mail.ts';
import type { Delivery } from './transport.ts';

const { values } = parseArgs({
  options: { to: { type: 'string' }, locale: { type: 'string', default: 'uk' } },
});
if (!values.to) {
  console.error('usage: npm run mail:test -w apps/server -- --to someone@example.com [--locale uk|ru|en]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
const jobs = await startJobs(db, config, pino({ level: 'warn' }), { work: true });
let code = 1;
try {
  const id = await jobs.mail.send('test', values.to, values.locale!, { to: values.to });
  console.log(`Queued the test message to ${values.to} (job ${id}), sending…`);
  // The first attempt decides: a failure leaves the job to its retries, but the setting is wrong now.
  for (let waited = 0; waited < 120_000; waited += 250) {
    const job = await jobs.queue.job(SEND_MAIL, id);
    if (job?.state === 'completed') {
      const d = job.output as Delivery;
      console.log(
        d.via === 'outbox'
          ? `Written to ${d.location} (no SMTP_URL)`
          : `Sent via ${d.location}: ${d.response}`,
      );
      code = 0;
      break;
    }
    if (job?.state === 'retry' || job?.state === 'failed') {
      const { message } = job.output as { message?: string };
      console.error(`Not sent: ${message}\n(the job stays queued and is retried by the shop's worker)`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (code && !process.exitCode) console.error('No answer within two minutes.');
} finally {
  await jobs.stop();
  await db.close();
}
process.exit(code);
