/**
 * `npm run nova-poshta:sync -w apps/server [-- --no-streets] [--page-limit 500]`: imports Nova
 * Poshta's directory into the database of DATABASE_URL (or the embedded one in DATA_DIR; stop
 * the shop first then) from NOVA_POSHTA_API_URL with NOVA_POSHTA_API_KEY, printing progress.
 * GraphQL answers kept by a running shop's cache show the new directory once they expire.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { DEFAULT_API_URL, NovaPoshtaApi } from './api.ts';
import { syncNovaPoshta } from './sync.ts';

const { values } = parseArgs({
  options: {
    'no-streets': { type: 'boolean', default: false },
    'page-limit': { type: 'string', default: '500' },
  },
});
const apiKey = process.env.NOVA_POSHTA_API_KEY?.trim();
if (!apiKey) {
  console.error(
    'NOVA_POSHTA_API_KEY is not set: nothing was imported. Create a key in your Nova Poshta business ' +
      'account (Settings → Security) and run again with NOVA_POSHTA_API_KEY=<key>.',
  );
  process.exit(2);
}
const pageLimit = Number(values['page-limit']);
if (!Number.isInteger(pageLimit) || pageLimit < 1 || pageLimit > 5000) {
  console.error('--page-limit must be a whole number from 1 to 5000.');
  process.exit(2);
}

const url = process.env.NOVA_POSHTA_API_URL?.trim() || DEFAULT_API_URL;
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  console.log(`Importing Nova Poshta's directory from ${url}`);
  const started = performance.now();
  const result = await syncNovaPoshta(db, new NovaPoshtaApi({ apiKey, url }), {
    pageLimit,
    streets: !values['no-streets'],
    onProgress: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: ${result.cities.upserted} cities, ${result.warehouses.upserted} branches and lockers` +
      (result.streets ? `, ${result.streets.upserted} streets` : ''),
  );
} catch (e) {
  console.error(`Nova Poshta sync failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
