/** cmsPage and cmsBlocks: store-scoped content, raw HTML (Page Builder markup) as Magento returns it. */
import type { Context, Resolvers } from '../../http/context.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';

export interface CmsPageRow {
  id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  page_layout: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  route?: { relative_url: string; redirect_code: number };
}

const PAGE_SQL = `SELECT id, identifier, title, content_heading, content, page_layout, meta_title, meta_description,
  meta_keywords FROM cms_page WHERE store_id = $1 AND is_active AND `;

export async function loadCmsPage(
  ctx: Context,
  by: { identifier?: string; id?: number },
): Promise<CmsPageRow | null> {
  const [row] = by.id
    ? await ctx.services.db.query<CmsPageRow>(`${PAGE_SQL} id = $2`, [ctx.store.id, by.id])
    : await ctx.services.db.query<CmsPageRow>(`${PAGE_SQL} identifier = $2`, [ctx.store.id, by.identifier]);
  return row ?? null;
}

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_r: unknown, args: { identifier?: string | null; id?: number | null }, ctx: Context) => {
      if (!args.identifier && !args.id) throw inputError('Page id/identifier should be specified');
      const page = await loadCmsPage(ctx, {
        identifier: args.identifier ?? undefined,
        id: args.id ?? undefined,
      });
      if (!page)
        throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
      return page;
    },
    cmsBlocks: async (_r: unknown, args: { identifiers?: (string | null)[] | null }, ctx: Context) => {
      const ids = (args.identifiers ?? []).filter((i): i is string => Boolean(i));
      if (!ids.length) throw inputError('"identifiers" of CMS blocks should be specified');
      const rows = await ctx.services.db.query<{ identifier: string; title: string; content: string }>(
        'SELECT identifier, title, content FROM cms_block WHERE store_id = $1 AND is_active AND identifier = ANY($2::text[])',
        [ctx.store.id, ids],
      );
      const byId = new Map(rows.map((r) => [r.identifier, r]));
      const missing = ids.filter((i) => !byId.has(i));
      if (missing.length) throw noSuchEntity(`The CMS block with the "${missing[0]}" ID doesn't exist.`);
      return { items: ids.map((i) => byId.get(i)) };
    },
  },
  CmsPage: {
    url_key: (p: CmsPageRow) => p.identifier,
    relative_url: (p: CmsPageRow) => p.route?.relative_url ?? p.identifier,
    redirect_code: (p: CmsPageRow) => p.route?.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
};
