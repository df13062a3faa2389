/**
 * The benchmark databases: a PostgreSQL server database and an embedded PGlite data folder,
 * each seeded with the demo catalogue at the benchmark's size. A database already seeded at
 * that size is reused; --fresh reseeds it.
 */
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDb } from '../../apps/server/src/db/connection.ts';
import type { DbChoice } from './args.ts';
import type { DbStatus } from './db-status.ts';
import { DATA_DIR, REPO_ROOT } from './paths.ts';

const run = promisify(execFile);

export interface BenchDb {
  choice: DbChoice;
  label: string;
  /** Environment that points the server and the seed at this database. */
  env: Record<string, string>;
  status: DbStatus;
  /** Seconds the seed took in this run, when it had to seed. */
  seededSeconds: number | null;
}

export function pgliteDir(products: number): string {
  const size = products % 1000 === 0 ? `${products / 1000}k` : String(products);
  return path.join(DATA_DIR, `pglite-${size}`);
}

function envFor(choice: DbChoice, products: number, databaseUrl: string): Record<string, string> {
  return choice === 'pg' ? { DATABASE_URL: databaseUrl } : { DATA_DIR: pgliteDir(products) };
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete out.DATABASE_URL;
  return out;
}

export async function dbStatus(env: Record<string, string>, analyze = false): Promise<DbStatus> {
  const { stdout } = await run('npx', ['tsx', 'bench/lib/db-status.ts', ...(analyze ? ['--analyze'] : [])], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    maxBuffer: 1 << 20,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as DbStatus;
}

/** Creates the PostgreSQL database when it does not exist (psql, as the README of the bench says). */
async function ensurePgDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const host = url.hostname || '127.0.0.1';
  const port = url.port || '5432';
  const user = decodeURIComponent(url.username) || 'postgres';
  const psql = (sql: string) =>
    run('psql', ['-h', host, '-p', port, '-U', user, '-d', 'postgres', '-Atc', sql]);
  let exists: string;
  try {
    exists = (await psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).stdout.trim();
  } catch (e) {
    throw new Error(
      `cannot reach the PostgreSQL server at ${host}:${port} as ${user} with psql: ${(e as Error).message.trim()}`,
    );
  }
  if (exists !== '1') {
    console.log(`  creating database ${name} on ${host}:${port}`);
    await psql(`CREATE DATABASE ${name}`);
  }
}

/** Runs the seed CLI with its output on our terminal (it prints its own progress). */
async function seed(env: Record<string, string>, products: number, label: string): Promise<number> {
  const started = performance.now();
  const tty = process.stdout.isTTY === true;
  // Off a terminal the seed prints one line per phase: add a heartbeat so a long phase shows life.
  const heartbeat = tty
    ? undefined
    : setInterval(() => {
        const s = Math.round((performance.now() - started) / 1000);
        console.log(`  … still seeding ${label}: ${Math.floor(s / 60)} min ${s % 60} s`);
      }, 60_000);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        'npm',
        ['run', 'seed', '--silent', '-w', 'apps/server', '--', '--products', String(products), '--reset'],
        { cwd: REPO_ROOT, env: childEnv(env), stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`seeding ${label} failed (exit code ${code})`)),
      );
    });
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
  return (performance.now() - started) / 1000;
}

export async function prepareDb(
  choice: DbChoice,
  opts: { products: number; fresh: boolean; databaseUrl: string; analyze: boolean },
): Promise<BenchDb> {
  const env = envFor(choice, opts.products, opts.databaseUrl);
  const label =
    choice === 'pg'
      ? `PostgreSQL server (${opts.databaseUrl.replace(/\/\/[^@/]*@/, '//')})`
      : `PGlite (${path.relative(REPO_ROOT, env.DATA_DIR as string)})`;
  console.log(`\n== ${label}`);
  if (choice === 'pg') await ensurePgDatabase(opts.databaseUrl);
  if (choice === 'pglite' && opts.fresh) rmSync(env.DATA_DIR as string, { recursive: true, force: true });

  let status = await dbStatus(env);
  const ready = status.seededAt !== null && status.products === opts.products;
  let seededSeconds: number | null = null;
  if (ready && !opts.fresh) {
    console.log(`  reusing: ${status.products} products, seeded ${status.seededAt} (--fresh reseeds)`);
  } else {
    const why = opts.fresh
      ? '--fresh'
      : status.seededAt
        ? `seeded with ${status.products} products, not ${opts.products}`
        : 'not seeded';
    console.log(`  seeding ${opts.products} products (${why}); the seed prints its progress:`);
    seededSeconds = await seed(env, opts.products, label);
    status = await dbStatus(env);
    if (status.products !== opts.products || !status.seededAt) {
      throw new Error(
        `after seeding, ${label} holds ${status.products} products instead of ${opts.products}`,
      );
    }
    console.log(`  seeded ${status.products} products in ${formatDuration(seededSeconds)}`);
  }
  if (!status.analyzed) {
    if (opts.analyze) {
      // A maintained database has statistics (autovacuum); PGlite has no autovacuum at all.
      console.log('  no planner statistics on the catalogue tables: running ANALYZE (--no-analyze skips)…');
      status = await dbStatus(env, true);
      console.log(`  ANALYZE took ${formatDuration(status.analyzeSeconds ?? 0)}`);
    } else {
      console.log('  ⚠ the catalogue tables have no planner statistics (--no-analyze): plans may be far off');
    }
  }
  const dropped = await dropQueuedBenchMail(choice, env);
  if (dropped) console.log(`  dropped ${dropped} mails still queued from earlier runs`);
  return { choice, label, env, status, seededSeconds };
}

/**
 * Drops the mail still queued from earlier runs' orders (they go to the bench's scratch outbox):
 * every run starts from an empty queue. pg-boss's fetch sorts all waiting jobs, so a backlog of
 * 26,000 made each fetch 15 ms of PostgreSQL's time and the runs incomparable; and a catalogue
 * run right after the checkout bench measured the server while its worker sent that backlog
 * (suggestions: 976 answers a second against 1,112). Then the job table is vacuumed.
 */
async function dropQueuedBenchMail(choice: DbChoice, env: Record<string, string>): Promise<number> {
  const db = await openDb(choice === 'pg' ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const [schema] = await db.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`);
    if (!schema) return 0;
    const rows = await db.query(
      `DELETE FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created', 'retry') RETURNING 1`,
    );
    // The index the fetch walks keeps the entries of jobs deleted or done until a vacuum: 69,000
    // of them made a fetch of an empty queue 14 ms.
    await db.query('VACUUM (ANALYZE) pgboss.job');
    return rows.length;
  } finally {
    await db.close();
  }
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  return `${m} min ${Math.round(seconds - m * 60)} s`;
}
