/**
 * route and urlResolver: a storefront path → the entity behind it, through the store's URL
 * rewrites. A redirect answers the entity at the new address with redirect_code 301/302.
 */
import type { EntityUrl, RoutableUrl, UrlRewriteEntityTypeEnum } from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import { encodeUid } from '../../shared/uid.ts';
import type { CategoryRow, ProductRow } from '../catalog/loaders.ts';
import type { CmsPageRow } from '../cms/queries.ts';
import { findPage } from '../cms/service.ts';
import { selectRewrite, selectRewriteOfOtherStores, type RewriteRow } from './queries.ts';

const HOME_IDENTIFIER = 'home';
const TYPES = { product: 'PRODUCT', category: 'CATEGORY', 'cms-page': 'CMS_PAGE' } as const;

interface Route {
  relative_url: string;
  redirect_code: number;
}

/** What route answers: the entity, named by its GraphQL type, with the address it was found at. */
export type Routed =
  | (ProductRow & {
      __typename: 'SimpleProduct' | 'ConfigurableProduct';
      route: Route;
      entity_type: 'PRODUCT';
    })
  | (CategoryRow & { __typename: 'CategoryTree'; route: Route; entity_type: 'CATEGORY' })
  | (CmsPageRow & { __typename: 'CmsPage'; route: Route; entity_type: 'CMS_PAGE' })
  | (RoutableUrl & { __typename: 'RoutableUrl'; redirect_code: number });

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

async function entityAt(
  ctx: Context,
  rewrite: RewriteRow & { entity_id: number },
  route: Route,
): Promise<Routed | null> {
  const { entity_type: type, entity_id: id } = rewrite;
  if (type === 'product') {
    const product = await ctx.loaders.product.load(id);
    if (!product?.visible) return null;
    const typename = product.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct';
    return { ...product, __typename: typename, route, entity_type: TYPES.product };
  }
  if (type === 'category') {
    const category = await ctx.loaders.category.load(id);
    return category ? { ...category, __typename: 'CategoryTree', route, entity_type: TYPES.category } : null;
  }
  if (type === 'cms-page') {
    const page = await findPage(ctx.services.db, ctx.store.id, { id });
    return page ? { ...page, __typename: 'CmsPage', route, entity_type: TYPES['cms-page'] } : null;
  }
  return null;
}

export async function resolveRoute(ctx: Context, url: string): Promise<Routed | null> {
  // Magento refuses an empty address ("/" is the home page).
  if (!url.trim()) throw inputError('"url" argument should be specified and not empty');
  const { db } = ctx.services;
  const storeId = ctx.store.id;
  const path = normalizePath(url);
  if (!path) {
    const home = await findPage(db, storeId, { identifier: HOME_IDENTIFIER });
    const route = { relative_url: '', redirect_code: 0 };
    return home ? { ...home, __typename: 'CmsPage', route, entity_type: TYPES['cms-page'] } : null;
  }
  let rewrite =
    (await selectRewrite(db, storeId, path)) ?? (await selectRewriteOfOtherStores(db, storeId, path));
  if (!rewrite) return null;
  const redirectCode = rewrite.redirect_type;
  if (redirectCode) {
    // Follow the redirect one step to name the entity at the new address.
    const target = await selectRewrite(db, storeId, normalizePath(rewrite.target_path));
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
  return entityAt(
    ctx,
    { ...rewrite, entity_id: rewrite.entity_id },
    {
      relative_url: rewrite.request_path,
      redirect_code: redirectCode,
    },
  );
}

/** The deprecated urlResolver: the same lookup in EntityUrl's shape. */
export async function urlResolver(ctx: Context, url: string): Promise<EntityUrl | null> {
  const found = await resolveRoute(ctx, url);
  if (!found) return null;
  if (found.__typename === 'RoutableUrl') {
    const relative = found.relative_url ?? '';
    return {
      entity_uid: null,
      id: null,
      relative_url: relative,
      redirectCode: found.redirect_code,
      type: null,
      canonical_url: relative,
    };
  }
  const type: UrlRewriteEntityTypeEnum = found.entity_type;
  return {
    entity_uid: encodeUid(found.id),
    id: found.id,
    relative_url: found.route.relative_url,
    redirectCode: found.route.redirect_code,
    type,
    canonical_url: found.route.relative_url,
  };
}
