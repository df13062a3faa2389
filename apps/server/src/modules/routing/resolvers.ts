/**
 * route and urlResolver: a storefront path → the entity behind it, through the store's URL
 * rewrites. A redirect answers the entity at the new address with redirect_code 301/302.
 */
import type { Context, Resolvers } from '../../http/context.ts';
import { encodeUid } from '../../shared/uid.ts';
import { loadCmsPage } from '../cms/resolvers.ts';

interface RewriteRow {
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: 'product' | 'category' | 'cms-page' | 'custom';
  entity_id: number | null;
}

const HOME_IDENTIFIER = 'home';
const TYPES = { product: 'PRODUCT', category: 'CATEGORY', 'cms-page': 'CMS_PAGE' } as const;

/** "/women/dresses/?x=1#y" → "women/dresses" */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written.
  }
  return decoded.replace(/^\/+|\/+$/g, '');
}

async function findRewrite(ctx: Context, path: string): Promise<RewriteRow | null> {
  const rows = await ctx.services.db.query<RewriteRow>(
    `SELECT request_path, target_path, redirect_type, entity_type, entity_id FROM url_rewrite
     WHERE store_id = $1 AND request_path = ANY($2::text[])
     ORDER BY array_position($2::text[], request_path) LIMIT 1`,
    [ctx.store.id, [path, `${path}/`]],
  );
  return rows[0] ?? null;
}

/**
 * A product or category path of another store view (e.g. after switching from ua to ru, where
 * url keys differ): answered as a 301 to the same entity's path in this store.
 */
async function findRewriteInOtherStores(ctx: Context, path: string): Promise<RewriteRow | null> {
  const rows = await ctx.services.db.query<RewriteRow>(
    `SELECT own.request_path, own.request_path AS target_path, 301 AS redirect_type, own.entity_type, own.entity_id
     FROM url_rewrite other
     JOIN url_rewrite own ON own.store_id = $1 AND own.entity_type = other.entity_type
          AND own.entity_id = other.entity_id AND own.redirect_type = 0
     WHERE other.store_id <> $1 AND other.request_path = ANY($2::text[])
       AND other.entity_type IN ('product', 'category') AND other.entity_id IS NOT NULL
     ORDER BY array_position($2::text[], other.request_path), own.id LIMIT 1`,
    [ctx.store.id, [path, `${path}/`]],
  );
  return rows[0] ?? null;
}

async function entityOf(ctx: Context, type: RewriteRow['entity_type'], id: number) {
  if (type === 'product') {
    const product = await ctx.loaders.product.load(id);
    return product?.visible ? product : null;
  }
  if (type === 'category') return ctx.loaders.category.load(id);
  if (type === 'cms-page') return loadCmsPage(ctx, { id });
  return null;
}

export async function resolveRoute(ctx: Context, url: string) {
  const path = normalizePath(url);
  if (!path) {
    const home = await loadCmsPage(ctx, { identifier: HOME_IDENTIFIER });
    return home ? { __typename: 'CmsPage', ...home, route: { relative_url: '', redirect_code: 0 } } : null;
  }
  let rewrite = (await findRewrite(ctx, path)) ?? (await findRewriteInOtherStores(ctx, path));
  if (!rewrite) return null;
  const redirectCode = rewrite.redirect_type;
  if (redirectCode) {
    // Follow the redirect one step to name the entity at the new address.
    const target = await findRewrite(ctx, normalizePath(rewrite.target_path));
    if (!target || target.redirect_type) {
      return {
        __typename: 'RoutableUrl',
        relative_url: rewrite.target_path,
        redirect_code: redirectCode,
        type: null,
      };
    }
    rewrite = { ...target, redirect_type: redirectCode };
  }
  if (rewrite.entity_type === 'custom' || rewrite.entity_id === null) {
    return { __typename: 'RoutableUrl', relative_url: rewrite.request_path, redirect_code: 0, type: null };
  }
  const entity = await entityOf(ctx, rewrite.entity_type, rewrite.entity_id);
  if (!entity) return null;
  const typename =
    rewrite.entity_type === 'product'
      ? 'type_id' in entity && entity.type_id === 'configurable'
        ? 'ConfigurableProduct'
        : 'SimpleProduct'
      : rewrite.entity_type === 'category'
        ? 'CategoryTree'
        : 'CmsPage';
  return {
    ...entity,
    __typename: typename,
    route: { relative_url: rewrite.request_path, redirect_code: redirectCode },
    entity_type: TYPES[rewrite.entity_type],
  };
}

export const routingResolvers: Resolvers = {
  Query: {
    route: (_r: unknown, args: { url: string }, ctx: Context) => resolveRoute(ctx, args.url),
    urlResolver: async (_r: unknown, args: { url: string }, ctx: Context) => {
      const found = (await resolveRoute(ctx, args.url)) as {
        __typename: string;
        id?: number;
        route?: { relative_url: string; redirect_code: number };
        entity_type?: string;
        relative_url?: string;
        redirect_code?: number;
      } | null;
      if (!found) return null;
      const route = found.route ?? {
        relative_url: found.relative_url ?? '',
        redirect_code: found.redirect_code ?? 0,
      };
      return {
        entity_uid: found.id !== undefined && found.__typename !== 'RoutableUrl' ? encodeUid(found.id) : null,
        id: found.__typename === 'RoutableUrl' ? null : found.id,
        relative_url: route.relative_url,
        redirectCode: route.redirect_code,
        type: found.entity_type ?? null,
        canonical_url: route.relative_url,
      };
    },
  },
  RoutableInterface: { resolveType: (o: { __typename: string }) => o.__typename },
};
