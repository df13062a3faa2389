/** Query.products and CategoryTree.products: validation, the listing query, and Magento's result shape. */
import { getArgumentValues, isObjectType, type FieldNode, type GraphQLResolveInfo } from 'graphql';
import type {
  ProductAttributeFilterInput,
  ProductsAggregationsArgs,
  QueryProductsArgs,
} from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import { selectedFields, selectedUnder } from '../../shared/selection.ts';
import { listingLabel } from '../store/service.ts';
import { values, type FacetRow } from './listing.ts';
import type { LookupParts, ProductRow } from './loaders.ts';

export const MAX_PAGE_SIZE = 300;

const FACET_ORDER = [
  'category_uid',
  'gender',
  'brand',
  'top_sizes',
  'bottom_sizes',
  'foot_sizes',
  'brand_size',
  'price',
  'season',
  'style',
];

export function validatePaging(pageSize: number | null | undefined, currentPage: number | null | undefined) {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (size < 1) throw inputError('pageSize value must be greater than 0.');
  if (size > MAX_PAGE_SIZE)
    throw inputError(`pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
  if (page < 1) throw inputError('currentPage value must be greater than 0.');
  return { size, page };
}

function hasFilter(filter: ProductAttributeFilterInput | null | undefined): boolean {
  return Boolean(filter && Object.values(filter).some((v) => v != null));
}

export async function resolveProducts(
  args: QueryProductsArgs,
  ctx: Context,
  info: GraphQLResolveInfo,
  forceFilter?: ProductAttributeFilterInput,
) {
  const searchText = args.search?.trim() ?? '';
  const filter = { ...(args.filter ?? {}), ...(forceFilter ?? {}) };
  if (!searchText && !hasFilter(filter)) throw inputError("'search' or 'filter' input argument is required.");
  const { size, page } = validatePaging(args.pageSize, args.currentPage);
  const fields = selectedFields(info);
  const urlKeys = urlKeyLookup(args, filter, fields);
  if (urlKeys) return lookUpByUrlKey(urlKeys, ctx, size, page, lookupParts(info));
  const search = searchText
    ? await ctx.services.listings.prepareSearch(ctx.services.db, ctx.store.id, searchText)
    : null;
  const aggregationsNode = info.fieldNodes[0]?.selectionSet?.selections.find(
    (s) => s.kind === 'Field' && s.name.value === 'aggregations',
  );
  const directChildrenOnly =
    aggregationsNode?.kind === 'Field' && includeDirectChildrenOnly(aggregationsNode, info);
  const noMatch = searchText !== '' && !search;
  const result = noMatch
    ? { total: 0, ids: [], facets: [] }
    : await ctx.services.listings.run(ctx.services.db, {
        storeId: ctx.store.id,
        storeCode: ctx.store.code,
        filter,
        search,
        sort: args.sort ?? null,
        pageSize: size,
        currentPage: page,
        withItems: fields.has('items'),
        withAggregations: fields.has('aggregations') || fields.has('filters'),
        directChildrenOnly,
      });
  const totalPages = Math.ceil(result.total / size);
  if (result.total > 0 && page > totalPages) {
    throw inputError(
      `currentPage value ${page} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  // A listing's cards show their sizes: read with the products, a round trip less.
  const products = asksForSizes(selectedUnder(info, 'items'))
    ? ctx.loaders.productWithSizes
    : ctx.loaders.product;
  const items = (await products.loadMany(result.ids)).filter(
    (p): p is ProductRow => Boolean(p) && !(p instanceof Error),
  );
  return {
    items,
    total_count: result.total,
    page_info: { page_size: size, current_page: page, total_pages: totalPages },
    // `filters` (Magento's deprecated layered navigation) is built from the same facets.
    aggregations:
      fields.has('aggregations') || fields.has('filters') ? await aggregations(result.facets, ctx) : [],
    sort_fields: sortFields(ctx, Boolean(search)),
    suggestions: search?.corrected ? [{ search: search.corrected }] : [],
  };
}

/**
 * The url keys of a product page's lookup (a url_key filter alone, no search, sort or facets):
 * answered by one statement that brings the products too, where a listing would first find their
 * ids, then read them. Anything else is a listing.
 */
function urlKeyLookup(
  args: QueryProductsArgs,
  filter: ProductAttributeFilterInput,
  fields: Set<string>,
): string[] | null {
  const keys = Object.entries(filter).filter(([, v]) => v != null);
  if (args.search?.trim() || args.sort || keys.length !== 1 || keys[0]![0] !== 'url_key') return null;
  if (fields.has('aggregations') || fields.has('filters')) return null;
  return values(filter.url_key);
}

/** Fields of a product answered from its descriptions and meta texts (loaders.ts productDetails). */
const DETAIL_FIELDS = ['description', 'meta_title', 'meta_description', 'meta_keyword', 'meta_info'];
/** Fields of a product answered from its sizes (loaders.ts variantSizes). */
const SIZE_FIELDS = [
  'variants',
  'configurable_options',
  'product_all',
  'configurable_product_options_selection',
];

/** Whether products asked for these fields are best read with their sizes (productWithSizes). */
export const asksForSizes = (fields: Set<string>) => SIZE_FIELDS.some((f) => fields.has(f));

/** The parts a lookup reads along with its products: those the listed items ask for. */
function lookupParts(info: GraphQLResolveInfo): LookupParts {
  const asked = selectedUnder(info, 'items');
  return {
    details: DETAIL_FIELDS.some((f) => asked.has(f)),
    sizes: asksForSizes(asked),
    categories: asked.has('categories'),
    related: asked.has('related_products'),
    relatedSizes: asksForSizes(selectedUnder(info, 'items', 'related_products')),
  };
}

async function lookUpByUrlKey(
  urlKeys: string[],
  ctx: Context,
  size: number,
  page: number,
  parts: LookupParts,
) {
  const all = urlKeys.length ? await ctx.loaders.productsByUrlKey(urlKeys, parts) : [];
  const totalPages = Math.ceil(all.length / size);
  if (all.length > 0 && page > totalPages) {
    throw inputError(
      `currentPage value ${page} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  return {
    items: all.slice((page - 1) * size, page * size),
    total_count: all.length,
    page_info: { page_size: size, current_page: page, total_pages: totalPages },
    aggregations: [],
    sort_fields: sortFields(ctx, false),
    suggestions: [],
  };
}

function sortFields(ctx: Context, isSearch: boolean) {
  const label = (code: string) => listingLabel(ctx.store, code) ?? code;
  return {
    default: isSearch ? 'relevance' : 'position',
    options: [...(isSearch ? ['relevance'] : []), 'position', 'name', 'price'].map((value) => ({
      value,
      label: label(value),
    })),
  };
}

async function aggregations(facets: FacetRow[], ctx: Context) {
  const options = await ctx.services.options.get();
  const groups = new Map<string, FacetRow[]>();
  for (const f of facets) {
    const group = groups.get(f.code);
    if (group) group.push(f);
    else groups.set(f.code, [f]);
  }
  return FACET_ORDER.filter((code) => groups.has(code)).map((code, position) => {
    const rows = groups.get(code)!;
    rows.sort((a, b) => (code === 'brand' ? (a.label ?? '').localeCompare(b.label ?? '') : a.sort - b.sort));
    return {
      attribute_code: code,
      label: options.attributeLabel(code, ctx.store.code) ?? listingLabel(ctx.store, code) ?? code,
      count: rows.length,
      position,
      options: rows.map((r) => ({
        label: code === 'price' ? r.value.replace('_', '-') : r.label,
        value: r.value,
        count: r.n,
      })),
    };
  });
}

/** Reads aggregations(filter: {category: {includeDirectChildrenOnly}}) from the query, variables included. */
function includeDirectChildrenOnly(node: FieldNode, info: GraphQLResolveInfo): boolean {
  const type = info.schema.getType('Products');
  const def = isObjectType(type) ? type.getFields().aggregations : undefined;
  if (!def) return false;
  const args = getArgumentValues(def, node, info.variableValues) as ProductsAggregationsArgs;
  return Boolean(args.filter?.category?.includeDirectChildrenOnly);
}
