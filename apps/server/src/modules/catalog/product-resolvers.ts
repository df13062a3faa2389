/** Field resolvers shared by SimpleProduct, ConfigurableProduct and VirtualProduct. */
import type { GraphQLResolveInfo } from 'graphql';
import type { CurrencyEnum, Resolvers, SimpleProductResolvers } from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import { inputError } from '../../shared/errors.ts';
import { selectedFields, selectedUnder } from '../../shared/selection.ts';
import { configurableOptionUid, encodeUid } from '../../shared/uid.ts';
import { MAGENTO_DEFAULTS } from '../store/magento-defaults.ts';
import { PRODUCT_URL_SUFFIX } from '../store/stores.ts';
import { customAttributes } from './custom-attributes.ts';
import { asksForSizes } from './products-service.ts';
import type { ImageRow, ProductRow, StockRow, VariantRow } from './loaders.ts';
import type { OptionDictionary } from './option-dictionary.ts';
import { swatchData } from './swatches.ts';

const DEFAULT_ROBOTS = 'INDEX,FOLLOW';

export function productTypename(
  p: Pick<ProductRow, 'type_id'>,
): 'ConfigurableProduct' | 'SimpleProduct' | 'VirtualProduct' {
  return p.type_id === 'configurable'
    ? 'ConfigurableProduct'
    : p.type_id === 'virtual'
      ? 'VirtualProduct'
      : 'SimpleProduct';
}

function money(value: number, ctx: Context) {
  // The request's currency was checked against the allowed ones (http/graphql.ts).
  return { value: Math.round(value * 100) / 100, currency: ctx.currency as CurrencyEnum };
}

export function productPrice(p: ProductRow, ctx: Context) {
  const regular = Number(p.price);
  // A "special price" above the regular price is not a discount: Magento ignores it.
  const special = p.special_price === null ? null : Number(p.special_price);
  const final = special !== null && special < regular ? special : regular;
  const amountOff = Math.round((regular - final) * 100) / 100;
  return {
    regular_price: money(regular, ctx),
    final_price: money(final, ctx),
    discount: {
      amount_off: amountOff,
      percent_off: regular > 0 ? Math.round((amountOff / regular) * 10000) / 100 : 0,
    },
  };
}

function mediaUrl(ctx: Context, file: string) {
  return `${ctx.services.config.publicUrl}/media/catalog/product${file}`;
}

/** Pictures are labelled with the product's image label (its parent's for a variant), else its name. */
function toImage(ctx: Context, img: ImageRow, p: ProductRow) {
  return {
    __typename: 'ProductImage' as const,
    url: mediaUrl(ctx, img.file),
    label: p.image_label ?? p.name,
    position: img.position,
    disabled: img.disabled,
  };
}

/** Variants show their parent's pictures. */
async function imagesOf(p: ProductRow, ctx: Context): Promise<ImageRow[]> {
  const own = await ctx.loaders.images.load(p.id);
  return own.length || !p.parent_id ? own : ctx.loaders.images.load(p.parent_id);
}

/**
 * `use` of the product's pictures (imagesOf): at once when they came with the product's row, as
 * a listing's and a page's do, else once loaded. Fields of a card answer without a promise where
 * they can (settled-loader.ts).
 */
function withImages<T>(p: ProductRow, ctx: Context, use: (images: ImageRow[]) => T): T | Promise<T> {
  const own = ctx.loaders.images.settled(p.id);
  // Own pictures unknown: the parent's may not stand in for them.
  const images =
    own === undefined || own.length || !p.parent_id ? own : ctx.loaders.images.settled(p.parent_id);
  return images ? use(images) : imagesOf(p, ctx).then(use);
}

/** `use` of a configurable product's sizes (variantSizes), at once when they are known. */
function withSizes<T>(p: ProductRow, ctx: Context, use: (sizes: VariantRow[]) => T): T | Promise<T> {
  const sizes = ctx.loaders.variantSizes.settled(p.id);
  return sizes ? use(sizes) : ctx.loaders.variantSizes.load(p.id).then(use);
}

function firstImage(p: ProductRow, ctx: Context) {
  return withImages(p, ctx, (images) => {
    const img = images.find((i) => !i.disabled);
    return img ? toImage(ctx, img, p) : { url: null, label: p.name, position: null, disabled: false };
  });
}

/** Magento's deprecated gallery entries: the first shown picture has the image roles, as in `image`. */
async function mediaGalleryEntries(p: ProductRow, ctx: Context) {
  const images = await imagesOf(p, ctx);
  const first = images.find((i) => !i.disabled);
  return images.map((img) => ({
    id: null,
    uid: encodeUid(`${img.product_id}/${img.position}`),
    media_type: 'image',
    label: p.image_label ?? p.name,
    position: img.position,
    disabled: img.disabled,
    types: img === first ? ['image', 'small_image', 'thumbnail'] : [],
    file: img.file,
    content: null,
    video_content: null,
  }));
}

/** Description and meta texts, read apart from the product row (loaders.ts, productDetails). */
function details(p: ProductRow, ctx: Context) {
  return ctx.loaders.productDetails.load(p.id);
}

const stockInStock = (stock: StockRow | null) => Boolean(stock && stock.is_in_stock && stock.qty > 0);

/** Whether a product is in stock: at once where that is known (its own flag; a size's stock read with it). */
function inStock(p: ProductRow, ctx: Context): boolean | Promise<boolean> {
  if (!p.parent_id) return p.in_stock;
  const stock = ctx.loaders.stock.settled(p.id);
  return stock === undefined ? ctx.loaders.stock.load(p.id).then(stockInStock) : stockInStock(stock);
}

const stockStatus = (inStock: boolean): 'IN_STOCK' | 'OUT_OF_STOCK' =>
  inStock ? 'IN_STOCK' : 'OUT_OF_STOCK';

const variantInStock = (v: VariantRow) => Boolean(v.is_in_stock && (v.qty ?? 0) > 0);

function productAll(p: ProductRow, ctx: Context) {
  if (p.type_id === 'configurable') {
    return withSizes(p, ctx, (sizes) =>
      sizes.map((v) => ({
        id: v.id,
        title: v.size_label,
        label: v.attribute_label,
        sku: v.sku,
        stock_status: variantInStock(v) ? 1 : 0,
      })),
    );
  }
  return simpleProductAll(p, ctx);
}

async function simpleProductAll(p: ProductRow, ctx: Context) {
  const size = p.size_option_id ? await ctx.loaders.sizeOption.load(p.size_option_id) : null;
  return [
    {
      id: p.id,
      title: size?.label ?? '',
      label: size?.attribute_label ?? '',
      sku: p.sku,
      stock_status: (await inStock(p, ctx)) ? 1 : 0,
    },
  ];
}

function configurableOptions(p: ProductRow, ctx: Context) {
  const sizes = ctx.loaders.variantSizes.settled(p.id);
  const dict = ctx.services.options.now();
  if (sizes && dict) return optionsOfSizes(p, sizes, dict, ctx);
  return Promise.all([ctx.loaders.variantSizes.load(p.id), ctx.services.options.get()]).then(
    ([loaded, loadedDict]) => optionsOfSizes(p, loaded, loadedDict, ctx),
  );
}

function optionsOfSizes(p: ProductRow, variants: VariantRow[], dict: OptionDictionary, ctx: Context) {
  const swatch = (v: VariantRow) =>
    swatchData(dict.options.get(v.size_option_id)?.swatch, v.size_label, ctx.services.config.publicUrl);
  const byAttribute = new Map<number, VariantRow[]>();
  for (const v of variants) byAttribute.set(v.attribute_id, [...(byAttribute.get(v.attribute_id) ?? []), v]);
  return [...byAttribute.values()].map((list, position) => {
    const first = list[0]!;
    const seen = new Set<number>();
    return {
      uid: encodeUid(`configurable/${p.id}/${first.attribute_id}`),
      attribute_uid: encodeUid(first.attribute_id),
      attribute_code: first.attribute_code,
      attribute_id: String(first.attribute_id),
      attribute_id_v2: first.attribute_id,
      id: first.attribute_id,
      label: first.attribute_label,
      position,
      use_default: true,
      product_id: p.id,
      values: list
        .filter((v) => !seen.has(v.size_option_id) && seen.add(v.size_option_id))
        .map((v) => ({
          uid: configurableOptionUid(v.attribute_id, v.size_option_id),
          label: v.size_label,
          default_label: v.size_label,
          store_label: v.size_label,
          use_default_value: true,
          value_index: v.size_option_id,
          swatch_data: swatch(v),
        })),
    };
  });
}

/** Fields of a variant's product that its size row answers: what cards and product pages ask. */
const SIZE_ROW_FIELDS = new Set(['__typename', 'uid', 'id', 'sku', 'stock_status', 'warehouses']);

function variants(p: ProductRow, ctx: Context, info: GraphQLResolveInfo) {
  const sizeRowsOnly = [...selectedUnder(info, 'product')].every((f) => SIZE_ROW_FIELDS.has(f));
  if (sizeRowsOnly)
    return withSizes(p, ctx, (list) =>
      variantEntries(
        list,
        list.map((v) => sizeProduct(p, v)),
      ),
    );
  return variantRows(p, ctx);
}

async function variantRows(p: ProductRow, ctx: Context) {
  const list = await ctx.loaders.variants.load(p.id);
  return variantEntries(list, await ctx.loaders.product.loadMany(list.map((v) => v.id)));
}

function variantEntries(list: VariantRow[], products: (ProductRow | null | Error)[]) {
  return list.map((v, i) => ({
    attributes: [
      {
        code: v.attribute_code,
        label: v.size_label,
        uid: configurableOptionUid(v.attribute_id, v.size_option_id),
        value_index: v.size_option_id,
      },
    ],
    product: products[i] instanceof Error ? null : products[i],
  }));
}

/**
 * A variant's product as far as SIZE_ROW_FIELDS read it (its id, sku, type and parent; its stock
 * is primed): the parent's row stands in for the fields nobody asked for.
 */
function sizeProduct(parent: ProductRow, v: VariantRow): ProductRow {
  return { ...parent, id: v.id, sku: v.sku, type_id: 'simple', parent_id: parent.id, route: undefined };
}

/**
 * Magento's configurable_product_options_selection: the options, which values stay selectable given
 * the values chosen for the other options (among variants in stock), and the variant once every
 * option has a value. Variants show their parent's pictures, so the gallery is the parent's.
 */
async function optionsSelection(p: ProductRow, chosen: readonly string[], ctx: Context) {
  const [options, variants] = await Promise.all([
    configurableOptions(p, ctx),
    ctx.loaders.variantSizes.load(p.id),
  ]);
  // Each of our variants is one value of one option (its size).
  const valueOf = (v: VariantRow) => configurableOptionUid(v.attribute_id, v.size_option_id);
  const optionOfValue = new Map(options.flatMap((o) => o.values.map((val) => [val.uid, o.attribute_code])));
  const chosenBy = new Map(chosen.map((uid) => [optionOfValue.get(uid), uid]));
  const matches = (v: VariantRow, except?: string) =>
    [...chosenBy].every(
      ([code, uid]) => code === except || (code === v.attribute_code && valueOf(v) === uid),
    );
  const available = (code: string) =>
    new Set(
      variants.filter((v) => variantInStock(v) && v.attribute_code === code && matches(v, code)).map(valueOf),
    );
  const complete = options.every((o) => chosenBy.has(o.attribute_code)) && !chosenBy.has(undefined);
  const variant = complete ? variants.find((v) => matches(v)) : undefined;
  return {
    configurable_options: options.map((o) => {
      const selectable = available(o.attribute_code);
      return {
        uid: o.uid,
        attribute_code: o.attribute_code,
        label: o.label,
        values: o.values.map((val) => ({
          uid: val.uid,
          label: val.label,
          is_available: selectable.has(val.uid),
          is_use_default: val.use_default_value,
          swatch: val.swatch_data,
        })),
      };
    }),
    options_available_for_selection: options.map((o) => ({
      attribute_code: o.attribute_code,
      option_value_uids: [...available(o.attribute_code)],
    })),
    media_gallery: (await imagesOf(p, ctx)).filter((i) => !i.disabled).map((i) => toImage(ctx, i, p)),
    variant: variant ? await ctx.loaders.product.load(variant.id) : null,
  };
}

/** ReviewGraphQl's paging rules; we keep no reviews, so every page is empty. */
function noReviews(pageSize: number | null | undefined, currentPage: number | null | undefined) {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (page < 1) throw inputError('currentPage value must be greater than 0.');
  if (size < 1) throw inputError('pageSize value must be greater than 0.');
  return { items: [], page_info: { page_size: size, current_page: page, total_pages: 0 } };
}

const productFields: SimpleProductResolvers = {
  uid: (p) => encodeUid(p.id),
  url_suffix: () => PRODUCT_URL_SUFFIX,
  url_rewrites: (p) =>
    p.url_key
      ? [{ url: `${p.url_key}${PRODUCT_URL_SUFFIX}`, parameters: [{ name: 'id', value: String(p.id) }] }]
      : [],
  canonical_url: (p) => (p.url_key ? `${p.url_key}${PRODUCT_URL_SUFFIX}` : null),
  relative_url: (p) => p.route?.relative_url ?? (p.url_key ? `${p.url_key}${PRODUCT_URL_SUFFIX}` : null),
  redirect_code: (p) => p.route?.redirect_code ?? 0,
  type: () => 'PRODUCT',
  type_id: (p) => p.type_id,
  type_p: (p) => p.type_id,
  stock_status: (p, _a, ctx) => {
    const known = inStock(p, ctx);
    return typeof known === 'boolean' ? stockStatus(known) : known.then(stockStatus);
  },
  only_x_left_in_stock: async (p, _a, ctx) => {
    if (p.type_id === 'configurable') return null;
    const stock = await ctx.loaders.stock.load(p.id);
    return stock && stock.qty > 0 && stock.qty <= 3 ? stock.qty : null;
  },
  price_range: (p, _a, ctx) => {
    const price = productPrice(p, ctx);
    return { minimum_price: price, maximum_price: price };
  },
  special_price: (p) =>
    p.special_price !== null && Number(p.special_price) < Number(p.price) ? Number(p.special_price) : null,
  small_image: (p, _a, ctx) => firstImage(p, ctx),
  thumbnail: (p, _a, ctx) => firstImage(p, ctx),
  image: (p, _a, ctx) => firstImage(p, ctx),
  media_gallery: (p, _a, ctx) =>
    withImages(p, ctx, (images) => images.filter((i) => !i.disabled).map((i) => toImage(ctx, i, p))),
  description: async (p, _a, ctx) => ({ html: (await details(p, ctx))?.description ?? '' }),
  meta_title: async (p, _a, ctx) => (await details(p, ctx))?.meta_title ?? null,
  meta_description: async (p, _a, ctx) => (await details(p, ctx))?.meta_description ?? null,
  meta_keyword: async (p, _a, ctx) => (await details(p, ctx))?.meta_keyword ?? null,
  short_description: (p) => ({ html: p.short_description ?? '' }),
  categories: (p, _a, ctx) => ctx.loaders.productCategories.load(p.parent_id ?? p.id),
  related_products: async (p, _a, ctx, info) => {
    const ids = await ctx.loaders.related.load(p.id);
    const products = asksForSizes(selectedFields(info)) ? ctx.loaders.productWithSizes : ctx.loaders.product;
    return (await products.loadMany(ids)).filter((r): r is ProductRow => Boolean(r) && !(r instanceof Error));
  },
  created_at: (p) => new Date(p.created_at).toISOString().replace('T', ' ').slice(0, 19),
  brand: (p) => p.brand_id,
  gender: (p) => (p.genders.length ? p.genders.join(',') : null),
  style: (p) => (p.style_id ? { id: p.style_id, label: p.style_label } : null),
  base_product_type_label: async (p, _a, ctx) =>
    p.base_product_type
      ? ((await ctx.services.options.get()).labelByAdminLabel(
          'base_product_type',
          p.base_product_type,
          ctx.store.code,
        ) ?? p.base_product_type)
      : null,
  product_all: (p, _a, ctx) => productAll(p, ctx),
  meta_info: async (p, _a, ctx) => {
    const d = await details(p, ctx);
    return {
      meta_title: d?.meta_title || p.name,
      meta_description: d?.meta_description ?? null,
      meta_robots: d?.meta_robots || DEFAULT_ROBOTS,
    };
  },
  loyalty_bonus_data: (p) => ({
    loyalty_bonus: Number(p.loyalty_bonus),
    loyalty_bonus_enabled: Number(p.loyalty_bonus) > 0,
  }),
  // Magento 2.4.7 fields a Magento storefront may ask for (schema.graphql, "Magento 2.4.7 fields").
  price: (p, _a, ctx) => {
    const { regular_price, final_price } = productPrice(p, ctx);
    const price = (amount: typeof regular_price) => ({ amount, adjustments: [] });
    return {
      minimalPrice: price(final_price),
      maximalPrice: price(final_price),
      regularPrice: price(regular_price),
    };
  },
  media_gallery_entries: (p, _a, ctx) => mediaGalleryEntries(p, ctx),
  product_links: async (p, _a, ctx) =>
    (await ctx.loaders.links.load(p.id)).map((l) => ({
      __typename: 'ProductLinks' as const,
      sku: p.sku,
      link_type: l.link_type,
      linked_product_sku: l.linked_product_sku,
      linked_product_type: l.linked_product_type,
      position: l.position,
    })),
  websites: (_p, _a, ctx) => [
    {
      id: MAGENTO_DEFAULTS.website.id,
      name: MAGENTO_DEFAULTS.website.name,
      code: ctx.store.websiteCode,
      sort_order: MAGENTO_DEFAULTS.website.sortOrder,
      default_group_id: MAGENTO_DEFAULTS.website.defaultGroupId,
      is_default: MAGENTO_DEFAULTS.website.isDefault,
    },
  ],
  attribute_set_id: () => MAGENTO_DEFAULTS.productAttributeSetId,
  options_container: () => MAGENTO_DEFAULTS.optionsContainer,
  // Not kept by this catalogue: Magento answers null for an attribute without a value.
  special_from_date: () => null,
  special_to_date: () => null,
  new_from_date: () => null,
  new_to_date: () => null,
  tier_price: () => null,
  updated_at: () => null,
  country_of_manufacture: () => null,
  gift_message_available: () => null,
  manufacturer: () => null,
  url_path: () => null,
  swatch_image: () => null,
  // No custom options, reviews or ratings are kept.
  options: () => [],
  rating_summary: () => 0,
  review_count: () => 0,
  reviews: (_p, args) => noReviews(args.pageSize, args.currentPage),
  custom_attributesV2: async (p, args, ctx) => ({
    items: customAttributes(p, await ctx.services.options.get(), ctx.store.code, args.filters),
    errors: [],
  }),
  warehouses: async (p, _a, ctx) => {
    if (p.type_id === 'configurable') return [];
    const stock = await ctx.loaders.stock.load(p.id);
    // Stock primed from a card's sizes comes without warehouses: read them.
    if (stock && !stock.warehouses)
      return (await ctx.loaders.stockWithWarehouses.load(p.id))?.warehouses ?? [];
    return stock?.warehouses ?? [];
  },
};

export const productResolvers: Resolvers = {
  ProductInterface: { __resolveType: productTypename },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  SwatchDataInterface: { __resolveType: (s) => s.__typename! },
  ProductLinksInterface: { __resolveType: () => 'ProductLinks' },
  AttributeValueInterface: { __resolveType: (a) => a.__typename! },
  AttributeSelectedOptionInterface: { __resolveType: () => 'AttributeSelectedOption' },
  // We keep no custom options (`options` is always empty).
  CustomizableOptionInterface: { __resolveType: () => 'CustomizableFieldOption' },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: {
    ...productFields,
    configurable_options: (p, _a, ctx) => configurableOptions(p, ctx),
    variants: (p, _a, ctx, info) => variants(p, ctx, info),
    configurable_product_options_selection: (p, args, ctx) =>
      optionsSelection(p, args.configurableOptionValueUids ?? [], ctx),
  },
};
