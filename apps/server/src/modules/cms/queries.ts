/** SQL of the cms module, through Kysely with the generated row types (README, "Design notes"). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { kyselyOf } from '../../db/kysely.ts';
import type { CmsBlock, CmsPage } from '../../generated/db.ts';

export type CmsPageRow = Pick<
  Selectable<CmsPage>,
  | 'id'
  | 'identifier'
  | 'title'
  | 'content_heading'
  | 'content'
  | 'page_layout'
  | 'meta_title'
  | 'meta_description'
  | 'meta_keywords'
> & {
  /** Set when the page is reached through a route lookup (routing module). */
  route?: { relative_url: string; redirect_code: number };
};

export type CmsBlockRow = Pick<Selectable<CmsBlock>, 'identifier' | 'title' | 'content'>;

/** An active page of the store, by id or identifier. */
export function selectActivePage(
  db: Db,
  storeId: number,
  by: { id: number } | { identifier: string },
): Promise<CmsPageRow | undefined> {
  let query = kyselyOf(db)
    .selectFrom('cms_page')
    .select([
      'id',
      'identifier',
      'title',
      'content_heading',
      'content',
      'page_layout',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ])
    .where('store_id', '=', storeId)
    .where('is_active', '=', true);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('identifier', '=', by.identifier);
  return query.executeTakeFirst();
}

export function selectActiveBlocks(db: Db, storeId: number, identifiers: string[]): Promise<CmsBlockRow[]> {
  return kyselyOf(db)
    .selectFrom('cms_block')
    .select(['identifier', 'title', 'content'])
    .where('store_id', '=', storeId)
    .where('is_active', '=', true)
    .where('identifier', 'in', identifiers)
    .execute();
}
