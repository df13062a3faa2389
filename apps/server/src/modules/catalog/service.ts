/** Query.categories / categoryList / brands: Magento's validation and result shapes (products: products-service.ts). */
import type {
  FilterEqualTypeInput,
  QueryBrandsArgs,
  QueryCategoriesArgs,
  QueryCategoryListArgs,
} from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { inputError, noSuchEntity } from '../../shared/errors.ts';
import { decodeUid, encodeUid } from '../../shared/uid.ts';
import { GENDER_SECTION_ALIASES, optionIds } from './listing.ts';
import type { CategoryRow } from './loaders.ts';
import { validatePaging } from './products-service.ts';
import { selectBrands, selectCategories, type BrandRow } from './queries.ts';

const list = (f: FilterEqualTypeInput | null | undefined) =>
  f ? [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)] : null;

const legacyIds = (values: string[]) =>
  values.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw inputError(`Invalid value of "${v}" provided for the id field.`);
    return Number(v);
  });

/** The categories a filter selects, read with their rows (primed for the category loader). */
async function findCategories(filters: QueryCategoriesArgs['filters'], ctx: Context): Promise<CategoryRow[]> {
  const f = filters ?? {};
  const ids = [...(list(f.category_uid)?.map(decodeUid) ?? []), ...legacyIds(list(f.ids) ?? [])];
  const parents = [
    ...(list(f.parent_category_uid)?.map(decodeUid) ?? []),
    ...legacyIds(list(f.parent_id) ?? []),
  ];
  const criteria = {
    ids: f.category_uid || f.ids ? ids : null,
    parentIds: f.parent_category_uid || f.parent_id ? parents : null,
    urlKeys: f.url_key ? list(f.url_key) : null,
    urlPaths: f.url_path ? list(f.url_path) : null,
  };
  const nameContains = f.name?.match || null;
  // A name match is PostgreSQL's (its collation folds the case); the rest reads the categories in memory.
  const rows = nameContains
    ? await selectCategories(ctx.services.db, ctx.store, { ...criteria, nameContains })
    : (await ctx.services.categories.get()).select(ctx.store, criteria);
  for (const row of rows) ctx.loaders.category.prime(row.id, row);
  return rows;
}

export async function loadCategories(ids: number[], ctx: Context): Promise<CategoryRow[]> {
  return (await ctx.loaders.category.loadMany(ids)).filter(
    (c): c is CategoryRow => Boolean(c) && !(c instanceof Error),
  );
}

export async function categories(args: QueryCategoriesArgs, ctx: Context) {
  const { size, page } = validatePaging(args.pageSize, args.currentPage);
  const found = await findCategories(args.filters, ctx);
  const totalPages = Math.ceil(found.length / size);
  if (found.length > 0 && page > totalPages) {
    throw inputError(
      `currentPage value ${page} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  return {
    items: found.slice((page - 1) * size, page * size),
    total_count: found.length,
    page_info: { page_size: size, current_page: page, total_pages: totalPages },
  };
}

/** Magento's deprecated `category(id)`: the category of that id, or the store's root category without one. */
export async function category(id: number | null | undefined, ctx: Context): Promise<CategoryRow> {
  const categoryId = id ?? ctx.store.rootCategoryId;
  const [row] = await loadCategories([categoryId], ctx);
  // Magento: "Category doesn't exist" (graphql-no-such-entity) for an unknown or inactive one.
  if (!row || !row.path.split('/').map(Number).includes(ctx.store.rootCategoryId))
    throw noSuchEntity("Category doesn't exist");
  return row;
}

export async function categoryList(
  filters: QueryCategoryListArgs['filters'],
  ctx: Context,
): Promise<CategoryRow[]> {
  return findCategories(filters, ctx);
}

/** Breadcrumbs: the category's ancestors from level 2 down, or null for a top category. */
export async function breadcrumbs(c: CategoryRow, ctx: Context) {
  // A category's level is its place in the path: levels 0 and 1 (the roots) are never shown.
  const ancestorIds = c.path
    .split('/')
    .map(Number)
    .filter((id, level) => id !== c.id && level >= 2);
  const ancestors = (await loadCategories(ancestorIds, ctx)).filter((a) => a.level >= 2);
  if (!ancestors.length) return null;
  return ancestors.map((a) => ({
    category_uid: encodeUid(a.id),
    category_id: a.id,
    category_name: a.name,
    category_level: a.level,
    category_url_key: a.url_key,
    category_url_path: a.url_path,
  }));
}

export function brands(filter: QueryBrandsArgs['filter'], ctx: Context): Promise<BrandRow[]> {
  const genders = optionIds(filter?.gender, GENDER_SECTION_ALIASES);
  return selectBrands(ctx.services.db, ctx.store.code, genders, filter?.exclusive ?? null);
}
