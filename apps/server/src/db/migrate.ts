/**
 * Versioned migrations: numbered .sql files in ./migrations, each applied once, in order,
 * inside a transaction, and recorded in schema_migrations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3,}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
    });
    applied.push(m.version);
  }
  return applied;
}
