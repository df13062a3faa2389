/**
 * Run as a child process (npx tsx bench/lib/db-status.ts) with DATABASE_URL or DATA_DIR set:
 * prints one JSON line with the catalogue's size and seed time and the database version,
 * opening the database the way the commerce server does (so PGlite is never held by the bench).
 * With --analyze it first runs ANALYZE when the catalogue tables have no planner statistics.
 */
import { openDb } from '../../apps/server/src/db/connection.ts';

export interface DbStatus {
  kind: 'postgres' | 'pglite';
  version: string;
  migrated: boolean;
  seededAt: string | null;
  /** Visible top-level products: what the seed's --products counts. */
  products: number;
  /** Every product row, variants included. */
  productRows: number;
  /** Whether the catalogue tables have planner statistics (ANALYZE has run on them). */
  analyzed: boolean;
  /** Seconds this call spent on ANALYZE (with --analyze on a database without statistics). */
  analyzeSeconds: number | null;
}

async function main() {
  const db = await openDb({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR,
  });
  try {
    const [v] = await db.query<{ version: string; migrated: boolean }>(
      `SELECT version() AS version, to_regclass('catalog_state') IS NOT NULL AND to_regclass('product') IS NOT NULL AS migrated`,
    );
    const status: DbStatus = {
      kind: db.kind,
      version: v?.version ?? '?',
      migrated: Boolean(v?.migrated),
      seededAt: null,
      products: 0,
      productRows: 0,
      analyzed: false,
      analyzeSeconds: null,
    };
    if (status.migrated) {
      const [row] = await db.query<{ seeded_at: Date | string | null; products: number; rows: number }>(
        `SELECT (SELECT seeded_at FROM catalog_state) AS seeded_at,
                (SELECT count(*) FROM product WHERE visible AND parent_id IS NULL)::int AS products,
                (SELECT count(*) FROM product)::int AS rows`,
      );
      status.seededAt = row?.seeded_at ? new Date(row.seeded_at).toISOString() : null;
      status.products = row?.products ?? 0;
      status.productRows = row?.rows ?? 0;
      const hasStats = async () => {
        const [s] = await db.query<{ n: number }>(
          `SELECT count(DISTINCT tablename)::int AS n FROM pg_stats
           WHERE schemaname = current_schema() AND tablename IN ('product', 'product_text', 'product_category')`,
        );
        return (s?.n ?? 0) === 3;
      };
      status.analyzed = await hasStats();
      if (!status.analyzed && process.argv.includes('--analyze') && status.seededAt) {
        const started = performance.now();
        await db.exec('ANALYZE');
        status.analyzeSeconds = (performance.now() - started) / 1000;
        status.analyzed = await hasStats();
      }
    }
    process.stdout.write(`${JSON.stringify(status)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
