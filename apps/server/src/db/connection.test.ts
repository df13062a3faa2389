import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './connection.ts';

let db: Db;
beforeAll(async () => {
  // The suite's engine: the PostgreSQL server where DATABASE_URL names one, else PGlite in memory.
  db = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
});
afterAll(() => db.close());

describe('statement names', () => {
  it('runs a named statement whose name PostgreSQL keeps whole (63 bytes)', async () => {
    const name = `test.${'n'.repeat(58)}`;
    expect(Buffer.byteLength(name)).toBe(63);
    expect(await db.query<{ one: number }>('SELECT 1 AS one', [], { name })).toEqual([{ one: 1 }]);
  });

  it('refuses a name PostgreSQL would cut, before it reaches the server', async () => {
    // Alike in their first 63 bytes: cut, both would be one prepared statement.
    const long = `test.${'n'.repeat(58)}`;
    await expect(db.query('SELECT 1 AS one', [], { name: `${long}+a` })).rejects.toThrow(
      /longer than PostgreSQL's 63 bytes/,
    );
    await expect(db.query('SELECT 2 AS two', [], { name: `${long}+b` })).rejects.toThrow(
      /longer than PostgreSQL's 63 bytes/,
    );
  });
});
