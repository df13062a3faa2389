/** Kysely on the tests' engine (PGlite, or the PostgreSQL server named by DATABASE_URL). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../test/harness.ts';
import type { Db } from './connection.ts';
import { kyselyOf } from './kysely.ts';

let db: Db;
const TABLE = 'kysely_probe';

beforeAll(async () => {
  ({ db } = await testServer());
  await db.exec(`DROP TABLE IF EXISTS ${TABLE}; CREATE TABLE ${TABLE} (id int PRIMARY KEY, note text)`);
});
afterAll(() => db.exec(`DROP TABLE IF EXISTS ${TABLE}`));

// The probe table is not in the generated row types: queried through raw SQL fragments.
const count = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(TABLE)}`.execute(kyselyOf(db)))
      .rows[0]?.n,
  );

describe('kyselyOf', () => {
  it('reads typed rows of the migrated schema', async () => {
    const stores = await kyselyOf(db)
      .selectFrom('store')
      .select(['id', 'code', 'locale'])
      .orderBy('id')
      .execute();
    expect(stores.map((s) => s.code).sort()).toEqual(['ru', 'ua']);
    expect(typeof stores[0]?.id).toBe('number');
  });

  it('is one instance per Db', () => {
    expect(kyselyOf(db)).toBe(kyselyOf(db));
  });

  it('commits a transaction and rolls back a failed one', async () => {
    await db.exec(`TRUNCATE ${TABLE}`);
    await kyselyOf(db)
      .transaction()
      .execute(async (tx) => {
        await sql`INSERT INTO ${sql.table(TABLE)} VALUES (1, 'kept')`.execute(tx);
      });
    await expect(
      kyselyOf(db)
        .transaction()
        .execute(async (tx) => {
          await sql`INSERT INTO ${sql.table(TABLE)} VALUES (2, 'dropped')`.execute(tx);
          throw new Error('abort');
        }),
    ).rejects.toThrow('abort');
    expect(await count()).toBe(1);
  });

  it("keeps other requests' statements out of an open transaction", async () => {
    await db.exec(`TRUNCATE ${TABLE}`);
    let outside: Promise<unknown> = Promise.resolve();
    await expect(
      kyselyOf(db)
        .transaction()
        .execute(async (tx) => {
          await sql`INSERT INTO ${sql.table(TABLE)} VALUES (1, 'rolled back')`.execute(tx);
          // Another request writes while the transaction is open, then the transaction fails.
          outside = db.query(`INSERT INTO ${TABLE} VALUES (2, 'outside')`);
          await new Promise((r) => setTimeout(r, 20));
          throw new Error('abort');
        }),
    ).rejects.toThrow('abort');
    await outside;
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${TABLE} ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual([2]);
  });

  it('reports affected rows', async () => {
    await db.exec(`TRUNCATE ${TABLE}; INSERT INTO ${TABLE} VALUES (1, 'a'), (2, 'b')`);
    const result = await sql`UPDATE ${sql.table(TABLE)} SET note = 'c'`.execute(kyselyOf(db));
    expect(result.numAffectedRows).toBe(2n);
  });
});
