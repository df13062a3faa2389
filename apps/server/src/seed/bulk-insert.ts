/**
 * Bulk inserts with one JSON parameter per statement: the rows travel as a JSON array and
 * json_populate_recordset turns them into rows of the table's own type. One round trip per
 * few thousand rows, the same SQL on PGlite and node-postgres, and no parameter-count limits.
 */
import type { Queryable } from '../db/connection.ts';

export type Row = Record<string, unknown>;

/** Rows per statement: large enough to amortise a round trip, small enough for a few MB of JSON. */
const CHUNK = 5000;

export async function insertRows(
  q: Queryable,
  table: string,
  rows: readonly Row[],
  chunk = CHUNK,
): Promise<void> {
  if (rows.length === 0) return;
  // The union of keys in first-seen order: rows may omit nullable columns (e.g. variant texts),
  // and columns nobody mentions keep their defaults.
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  for (const c of [table, ...columns]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(c)) throw new Error(`unsafe identifier ${c}`);
  }
  const list = columns.join(', ');
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let i = 0; i < rows.length; i += chunk) {
    await q.query(sql, [JSON.stringify(rows.slice(i, i + chunk))]);
  }
}
