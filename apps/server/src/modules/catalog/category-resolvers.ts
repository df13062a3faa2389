/** Query.categories / categoryList and the CategoryTree fields. */
import type { Context, Resolvers } from '../../http/context.ts';
import { inputError } from '../../shared/errors.ts';
import { decodeUid, encodeUid } from '../../shared/uid.ts';
import { CATEGORY_URL_SUFFIX } from '../store/stores.ts';
import type { CategoryRow } from './loaders.ts';
import { resolveProducts, validatePaging, type ProductsArgs } from './products-resolver.ts';
import type { EqualFilter } from './listing.ts';

interface CategoryFilterInput {
  category_uid?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: { match?: string | null } | null;
  ids?: EqualFilter | null;
  parent_id?: EqualFilter | null;
}

const list = (f: EqualFilter | null | undefined) =>
  f ? [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)] : null;

const legacyIds = (values: string[]) =>
  values.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw inputError(`Invalid value of "${v}" provided for the id field.`);
    return Number(v);
  });

async function findCategories(
  filters: CategoryFilterInput | null | undefined,
  ctx: Context,
): Promise<number[]> {
  const f = filters ?? {};
  const where: string[] = ['c.is_active', 't.store_id = $1'];
  const params: unknown[] = [ctx.store.id];
  const add = (v: unknown) => `$${params.push(v)}`;
  const ids = [...(list(f.category_uid)?.map(decodeUid) ?? []), ...legacyIds(list(f.ids) ?? [])];
  const parents = [
    ...(list(f.parent_category_uid)?.map(decodeUid) ?? []),
    ...legacyIds(list(f.parent_id) ?? []),
  ];
  if (f.category_uid || f.ids) where.push(`c.id = ANY(${add(ids)}::int[])`);
  if (f.parent_category_uid || f.parent_id) where.push(`c.parent_id = ANY(${add(parents)}::int[])`);
  if (f.url_key) where.push(`t.url_key = ANY(${add(list(f.url_key))}::text[])`);
  if (f.url_path) where.push(`t.url_path = ANY(${add(list(f.url_path))}::text[])`);
  if (f.name?.match)
    where.push(`t.name ILIKE ${add(`%${f.name.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  // Without a filter Magento answers the store's root category.
  if (where.length === 2) where.push(`c.id = ${add(ctx.store.rootCategoryId)}`);
  // Only categories below this store's root.
  where.push(
    `(c.id = ${add(ctx.store.rootCategoryId)} OR c.path LIKE ${add(`1/${ctx.store.rootCategoryId}/%`)})`,
  );
  const rows = await ctx.services.db.query<{ id: number }>(
    `SELECT c.id FROM category c JOIN category_text t ON t.category_id = c.id
     WHERE ${where.join(' AND ')} ORDER BY c.level, c.position, c.id`,
    params,
  );
  return rows.map((r) => r.id);
}

async function load(ids: number[], ctx: Context): Promise<CategoryRow[]> {
  return (await ctx.loaders.category.loadMany(ids)).filter(
    (c): c is CategoryRow => Boolean(c) && !(c instanceof Error),
  );
}

const ancestorIds = (c: CategoryRow) =>
  c.path
    .split('/')
    .map(Number)
    .filter((id) => id !== c.id);

export const categoryResolvers: Resolvers = {
  Query: {
    categories: async (
      _r: unknown,
      args: { filters?: CategoryFilterInput; pageSize?: number; currentPage?: number },
      ctx: Context,
    ) => {
      const { size, page } = validatePaging(args.pageSize, args.currentPage);
      const ids = await findCategories(args.filters, ctx);
      const totalPages = Math.ceil(ids.length / size);
      if (ids.length > 0 && page > totalPages) {
        throw inputError(
          `currentPage value ${page} specified is greater than the ${totalPages} page(s) available.`,
        );
      }
      return {
        items: await load(ids.slice((page - 1) * size, page * size), ctx),
        total_count: ids.length,
        page_info: { page_size: size, current_page: page, total_pages: totalPages },
      };
    },
    categoryList: async (_r: unknown, args: { filters?: CategoryFilterInput }, ctx: Context) =>
      load(await findCategories(args.filters, ctx), ctx),
  },
  CategoryInterface: { resolveType: () => 'CategoryTree' },
  CategoryTree: {
    uid: (c: CategoryRow) => encodeUid(c.id),
    url_suffix: () => CATEGORY_URL_SUFFIX,
    children: (c: CategoryRow, _a: unknown, ctx: Context) => ctx.loaders.children.load(c.id),
    children_count: async (c: CategoryRow, _a: unknown, ctx: Context) =>
      String((await ctx.loaders.children.load(c.id)).length),
    product_count: (c: CategoryRow, _a: unknown, ctx: Context) => ctx.loaders.productCount.load(c.id),
    include_in_menu: (c: CategoryRow) => (c.include_in_menu ? 1 : 0),
    is_anchor: (c: CategoryRow) => (c.is_anchor ? 1 : 0),
    display_mode: () => 'PRODUCTS',
    meta_keywords: (c: CategoryRow) => c.meta_keywords,
    canonical_url: (c: CategoryRow) => `${c.url_path}${CATEGORY_URL_SUFFIX}`,
    relative_url: (c: CategoryRow) => c.route?.relative_url ?? `${c.url_path}${CATEGORY_URL_SUFFIX}`,
    redirect_code: (c: CategoryRow) => c.route?.redirect_code ?? 0,
    type: () => 'CATEGORY',
    breadcrumbs: async (c: CategoryRow, _a: unknown, ctx: Context) => {
      const ancestors = (await load(ancestorIds(c), ctx)).filter((a) => a.level >= 2);
      if (!ancestors.length) return null;
      return ancestors.map((a) => ({
        category_uid: encodeUid(a.id),
        category_id: a.id,
        category_name: a.name,
        category_level: a.level,
        category_url_key: a.url_key,
        category_url_path: a.url_path,
      }));
    },
    products: (c: CategoryRow, args: ProductsArgs, ctx: Context, info) =>
      resolveProducts(args, ctx, info, { category_uid: { eq: encodeUid(c.id) } }),
  },
};
