/** CMS pages and blocks: store-scoped content, raw HTML (Page Builder markup) as Magento returns it. */
import type { Db } from '../../db/connection.ts';
import type { QueryCmsBlocksArgs, QueryCmsPageArgs } from '../../generated/graphql.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { selectActiveBlocks, selectActivePage, type CmsBlockRow, type CmsPageRow } from './queries.ts';

/** An active page of the store, or null (the routing module looks pages up too). */
export async function findPage(
  db: Db,
  storeId: number,
  by: { id: number } | { identifier: string },
): Promise<CmsPageRow | null> {
  return (await selectActivePage(db, storeId, by)) ?? null;
}

/** Magento's cmsPage: by identifier (or the deprecated id); a missing page is an error. */
export async function cmsPage(db: Db, storeId: number, args: QueryCmsPageArgs): Promise<CmsPageRow> {
  if (!args.identifier && !args.id) throw inputError('Page id/identifier should be specified');
  const page = await findPage(db, storeId, args.id ? { id: args.id } : { identifier: args.identifier! });
  if (!page) throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
  return page;
}

/** Magento's cmsBlocks: the blocks in the order asked; any missing one is an error. */
export async function cmsBlocks(
  db: Db,
  storeId: number,
  identifiers: QueryCmsBlocksArgs['identifiers'],
): Promise<{ items: CmsBlockRow[] }> {
  const ids = (identifiers ?? []).filter((i): i is string => Boolean(i));
  if (!ids.length) throw inputError('"identifiers" of CMS blocks should be specified');
  const rows = await selectActiveBlocks(db, storeId, ids);
  const byId = new Map(rows.map((r) => [r.identifier, r]));
  const missing = ids.find((i) => !byId.has(i));
  if (missing !== undefined) throw noSuchEntity(`The CMS block with the "${missing}" ID doesn't exist.`);
  return { items: ids.map((i) => byId.get(i)!) };
}
