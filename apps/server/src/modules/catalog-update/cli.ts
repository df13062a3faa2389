/**
 * `npm run catalog:update -w apps/server -- <file.csv>`: applies a product-export CSV (sku, price,
 * special_price, qty, is_in_stock, product_online) to the database of DATABASE_URL (or the
 * embedded one in DATA_DIR; stop the shop first then), all or nothing, as the REST endpoint does:
 * bad rows are listed by line and nothing changes. Running shops see the change within a second;
 * price alerts are checked by the shop's workers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { startJobs } from '../../platform/start-jobs.ts';
import { definePriceAlertJobs } from '../price-alert/jobs.ts';
import { fromCsv } from './input.ts';
import { applyUpdates } from './service.ts';
import { describeProblem, UpdateRefused, type UpdateProblem } from './update.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalog:update -w apps/server -- <file.csv>');
  process.exit(2);
}
const fullPath = path.resolve(process.env.INIT_CWD || process.cwd(), file);

function report(problems: UpdateProblem[]) {
  console.error(`${problems.length} problem(s); nothing was changed:`);
  for (const p of problems) {
    console.error(`  line ${p.line ?? '?'}${p.sku ? ` (${p.sku})` : ''}: ${describeProblem(p)}`);
  }
  process.exitCode = 1;
}

let text: string;
try {
  text = readFileSync(fullPath, 'utf8');
} catch (e) {
  console.error(`Cannot read ${fullPath}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const read = fromCsv(text);
if (read.problems.length) {
  report(read.problems);
} else {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const jobs = await startJobs(db, config, pino({ level: 'warn' }), { work: false });
  try {
    await migrate(db);
    await definePriceAlertJobs(db, jobs.queue, jobs.mail);
    console.log(`Applying ${read.updates.length} rows of ${fullPath}`);
    let shown = -1;
    const result = await applyUpdates(db, read.updates, {
      queue: jobs.queue,
      onProgress: (done, total) => {
        const percent = Math.floor((done / total) * 100);
        if (percent >= shown + 10 || done === total) {
          console.log(`  ${done}/${total} (${percent}%)`);
          shown = percent;
        }
      },
    });
    console.log(
      `Done: ${result.products} products updated in one transaction; ${result.alertChecks} price-alert checks queued.`,
    );
  } catch (e) {
    if (e instanceof UpdateRefused) report(e.problems);
    else {
      console.error(
        `Catalogue update failed, nothing was changed: ${e instanceof Error ? e.message : String(e)}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await jobs.stop();
    await db.close();
  }
}
