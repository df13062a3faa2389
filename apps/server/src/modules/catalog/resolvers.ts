/** The catalog's Query fields and CategoryTree; product fields are in product-resolvers.ts. */
import type { Resolvers } from '../../generated/graphql.ts';
import { encodeUid } from '../../shared/uid.ts';
import { CATEGORY_URL_SUFFIX } from '../store/stores.ts';
import { resolveProducts } from './products-service.ts';
import { breadcrumbs, brands, categories, category, categoryList } from './service.ts';
import { layerFilters } from './layer-filters.ts';

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_r, args, ctx, info) => resolveProducts(args, ctx, info),
    categories: (_r, args, ctx) => categories(args, ctx),
    categoryList: (_r, args, ctx) => categoryList(args.filters, ctx),
    category: (_r, args, ctx) => category(args.id, ctx),
    brands: (_r, args, ctx) => brands(args.filter, ctx),
  },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  LayerFilterItemInterface: { __resolveType: (i) => i.__typename! },
  SwatchLayerFilterItemInterface: { __resolveType: () => 'SwatchLayerFilterItem' },
  Products: { filters: (products, _a, ctx) => layerFilters(products.aggregations ?? [], ctx) },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: {
    uid: (c) => encodeUid(c.id),
    url_suffix: () => CATEGORY_URL_SUFFIX,
    children: (c, _a, ctx) => ctx.loaders.children.load(c.id),
    // Read with the row where it can be; a product's categories come without it.
    children_count: (c, _a, ctx) =>
      c.children_count !== undefined
        ? String(c.children_count)
        : ctx.loaders.children.load(c.id).then((children) => String(children.length)),
    product_count: (c, _a, ctx) => ctx.loaders.productCount.load(c.id),
    include_in_menu: (c) => (c.include_in_menu ? 1 : 0),
    is_anchor: (c) => (c.is_anchor ? 1 : 0),
    display_mode: () => 'PRODUCTS',
    meta_keywords: (c) => c.meta_keywords,
    canonical_url: (c) => `${c.url_path}${CATEGORY_URL_SUFFIX}`,
    relative_url: (c) => c.route?.relative_url ?? `${c.url_path}${CATEGORY_URL_SUFFIX}`,
    redirect_code: (c) => c.route?.redirect_code ?? 0,
    type: () => 'CATEGORY',
    breadcrumbs: (c, _a, ctx) => breadcrumbs(c, ctx),
    // Magento answers null for path_in_store, and we keep no creation or change times of categories.
    path_in_store: () => null,
    created_at: () => null,
    updated_at: () => null,
    cms_block: (c, _a, ctx) => (c.landing_block ? ctx.loaders.cmsBlock.load(c.landing_block) : null),
    landing_page: async (c, _a, ctx) =>
      c.landing_block ? ((await ctx.loaders.cmsBlock.load(c.landing_block))?.id ?? null) : null,
    // Magento's answers for a category left at the defaults: every sort option, automatic price steps.
    available_sort_by: () => null,
    filter_price_range: () => null,
    custom_layout_update_file: () => null,
    products: (c, args, ctx, info) =>
      resolveProducts(args, ctx, info, { category_uid: { eq: encodeUid(c.id) } }),
  },
};
