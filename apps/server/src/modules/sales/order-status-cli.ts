/**
 * `npm run order:status -w apps/server -- <order number> complete|cancel`: the shop completes an
 * order (its loyalty bonus accrues) or cancels it (stock back, bonus taken back) in the database
 * of DATABASE_URL, or the embedded one in DATA_DIR (stop the shop first then). Exit codes: 0
 * done (or already so), 1 refused or failed, 2 bad arguments.
 */
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { MagentoError } from '../../shared/errors.ts';
import { changeOrderStatus, type StatusAction } from './order-status.ts';

const [number, action] = process.argv.slice(2).filter((a) => a !== '--');
if (!number || !/^\d{1,32}$/.test(number) || (action !== 'complete' && action !== 'cancel')) {
  console.error(
    'Usage: npm run order:status -w apps/server -- <order number, e.g. 000000123> complete|cancel',
  );
  process.exit(2);
}

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const change = await changeOrderStatus(db, { incrementId: number }, action as StatusAction);
  if (!change.changed) console.log(`Order ${change.incrementId} is already ${change.to}: nothing changed.`);
  else {
    const bonus =
      change.bonusChange > 0
        ? `; ${change.bonusChange.toFixed(2)} bonuses accrued`
        : change.bonusChange < 0
          ? `; ${(-change.bonusChange).toFixed(2)} bonuses taken back`
          : '';
    console.log(`Order ${change.incrementId}: ${change.from} → ${change.to}${bonus}.`);
  }
} catch (e) {
  console.error(
    e instanceof MagentoError ? e.message : `Failed: ${e instanceof Error ? e.message : String(e)}`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
