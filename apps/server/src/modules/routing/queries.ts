/** SQL of the routing module (Kysely, generated row types). */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { UrlRewrite } from '../../generated/db.ts';

export type RewriteRow = Pick<
  Selectable<UrlRewrite>,
  'request_path' | 'target_path' | 'redirect_type' | 'entity_id'
> & {
  entity_type: 'product' | 'category' | 'cms-page' | 'custom';
};

/** The store's rewrite of a path, written with or without a trailing slash (as written first). */
export async function selectRewrite(db: Db, storeId: number, path: string): Promise<RewriteRow | null> {
  const paths = [path, `${path}/`];
  const row = await kyselyOf(db)
    .selectFrom('url_rewrite')
    .select(['request_path', 'target_path', 'redirect_type', 'entity_type', 'entity_id'])
    .$narrowType<{ entity_type: RewriteRow['entity_type'] }>()
    .where('store_id', '=', storeId)
    .where('request_path', 'in', paths)
    .orderBy(sql`array_position(${sql.val(paths)}::text[], request_path)`)
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A product or category path of another store view, answered as this store's own path of the
 * same entity (a 301).
 */
export async function selectRewriteOfOtherStores(
  db: Db,
  storeId: number,
  path: string,
): Promise<RewriteRow | null> {
  const paths = [path, `${path}/`];
  const { rows } = await sql<RewriteRow>`
    SELECT own.request_path, own.request_path AS target_path, 301 AS redirect_type, own.entity_type, own.entity_id
    FROM url_rewrite other
    JOIN url_rewrite own ON own.store_id = ${storeId} AND own.entity_type = other.entity_type
         AND own.entity_id = other.entity_id AND own.redirect_type = 0
    WHERE other.store_id <> ${storeId} AND other.request_path = ANY(${paths}::text[])
      AND other.entity_type IN ('product', 'category') AND other.entity_id IS NOT NULL
    ORDER BY array_position(${paths}::text[], other.request_path), own.id LIMIT 1`.execute(kyselyOf(db));
  return rows[0] ?? null;
}
