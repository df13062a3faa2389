/**
 * pg-boss talks to the database through our `Db` (its `db` option), so the queue runs on the
 * embedded PGlite and on a PostgreSQL server alike, over the connections the server already has.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/connection.ts';

/** PostgreSQL's "cannot insert multiple commands into a prepared statement". */
const MULTIPLE_COMMANDS = '42601';

export function pgBossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length || db.kind === 'postgres') {
        // node-postgres runs parameterless text with the simple protocol, so pg-boss's
        // multi-statement schema scripts work as they are; it then answers an array of results.
        const rows = await db.query(text, values);
        return { rows: Array.isArray(rows) ? rows : [] };
      }
      try {
        return { rows: await db.query(text) };
      } catch (e) {
        // PGlite's query() prepares its text; pg-boss's schema scripts (BEGIN; …; COMMIT;) are
        // several statements without parameters and answer nothing it reads, so exec() them.
        if ((e as { code?: string }).code !== MULTIPLE_COMMANDS) throw e;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}
