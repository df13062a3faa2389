/**
 * npm run seed -w apps/server -- [--products N] [--reset] [--images]
 *
 * Seeds the demo catalogue into the database of DATABASE_URL (a PostgreSQL server) or else the
 * embedded one in DATA_DIR (default var/ at the repository's root), after applying migrations. Refuses to touch a
 * seeded catalogue unless --reset is given. --images then paints every referenced demo image
 * into DATA_DIR/media (on a seeded catalogue without --reset: only the images).
 */
import { openDb, type Queryable } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { dataDirStorage } from '../modules/media/storage.ts';
import { parseArgs, UsageError, USAGE, type CliArgs } from './cli-args.ts';
import { paintReferencedImages } from './images/paint-all.ts';
import { catalogueStatus, resetCatalogue, seedCatalog, type SeedPhase } from './index.ts';
import { resolveDataDir } from '../config.ts';

const PHASE_TEXT: Record<SeedPhase, string> = {
  setup: 'stores, attributes, brands, categories',
  products: 'products',
  related: 'related products',
  content: 'CMS pages, blocks, menu, redirects',
  listing: 'listing index',
  search: 'search index',
  done: 'done',
};

/** Progress of `--images`: in place on a terminal, every 10% otherwise. */
function imageProgressPrinter(out: NodeJS.WriteStream) {
  const tty = out.isTTY === true;
  let lastDecile = -1;
  return (done: number, total: number) => {
    const percent = Math.floor((done / total) * 100);
    if (tty)
      out.write(`\r\x1b[2KPainting demo images: ${done}/${total} (${percent}%)${done === total ? '\n' : ''}`);
    else if (Math.floor(percent / 10) !== lastDecile || done === total) {
      lastDecile = Math.floor(percent / 10);
      out.write(`Painting demo images: ${done}/${total} (${percent}%)\n`);
    }
  };
}

/** A progress line updated in place on a terminal; one line per phase otherwise (logs, CI). */
function progressPrinter(out: NodeJS.WriteStream) {
  let lastPhase: SeedPhase | undefined;
  let lastText = '';
  const tty = out.isTTY === true;
  return (done: number, total: number, phase: SeedPhase) => {
    if (phase === 'done') {
      if (tty && lastText) out.write('\n');
      return;
    }
    const counted = phase === 'products' || phase === 'related';
    if (tty) {
      const text = counted
        ? `Seeding demo catalogue: ${done}/${total} ${PHASE_TEXT[phase]} (${Math.floor((done / total) * 100)}%)`
        : `Seeding demo catalogue: ${PHASE_TEXT[phase]}…`;
      if (text !== lastText) out.write(`\r\x1b[2K${text}`);
      lastText = text;
    } else if (phase !== lastPhase) {
      out.write(`Seeding demo catalogue: ${counted ? `${total} ` : ''}${PHASE_TEXT[phase]}…\n`);
    }
    lastPhase = phase;
  };
}

async function paintImages(db: Queryable, dataDir: string): Promise<number> {
  const storage = dataDirStorage(dataDir);
  process.stdout.write(`Painting the demo images into ${storage.root}.\n`);
  const r = await paintReferencedImages(db, storage, { onProgress: imageProgressPrinter(process.stdout) });
  process.stdout.write(
    `Painted ${r.painted} images (${(r.bytes / 1024 / 1024).toFixed(1)} MB), kept ${r.kept} stored ones, in ${(r.ms / 1000).toFixed(1)} s.\n`,
  );
  return 0;
}

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`seed: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir(process.env);
  const where = databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${dataDir}`;
  const db = await openDb({ databaseUrl, dataDir });
  try {
    await migrate(db);
    const status = await catalogueStatus(db);
    const seeded = !status.empty || status.seededAt !== null;
    if (seeded && args.images && !args.reset) return await paintImages(db, dataDir);
    if (seeded) {
      if (!args.reset) {
        const when = status.seededAt ? ` (seeded ${status.seededAt.toISOString()})` : ' (it is not empty)';
        process.stderr.write(
          `seed: the catalogue in ${where} is already seeded${when}.\n` +
            'Run again with --reset to empty the catalogue tables and seed a new one.\n',
        );
        return 1;
      }
      const cascaded = await resetCatalogue(db);
      process.stdout.write(
        `Emptied the catalogue${cascaded.length > 0 ? ` and the tables that reference it (${cascaded.join(', ')})` : ''}.\n`,
      );
    }
    process.stdout.write(`Seeding ${args.products} products into ${where}.\n`);
    const result = await seedCatalog(db, {
      products: args.products,
      onProgress: progressPrinter(process.stdout),
    });
    process.stdout.write(`Seeded ${result.products} products in ${(result.ms / 1000).toFixed(1)} s.\n`);
    return args.images ? await paintImages(db, dataDir) : 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`\nseed failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
