/** Wish list operations (WishlistGraphQl and the spec's wishlist by sku): arguments in, one service call out. */
import type { Resolvers, WishlistItems_V2Args } from '../../generated/graphql.ts';
import type { Context } from '../../graphql-context.ts';
import type { WishlistItemRow, WishlistRow } from './queries.ts';
import * as wishlist from './service.ts';

/** Magento's datetime text: "2026-01-31 12:00:00" (UTC). */
const magentoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

const listFields = {
  id: (w: WishlistRow) => String(w.id),
  items_count: (w: WishlistRow) => w.items_count,
  sharing_code: (w: WishlistRow) => w.sharing_code,
  updated_at: (w: WishlistRow) => magentoDate(w.updated_at),
  name: () => null,
  items_v2: (w: WishlistRow, args: WishlistItems_V2Args, ctx: Context) =>
    wishlist.wishlistItems(ctx, w, args.pageSize ?? 20, args.currentPage ?? 1),
  items: async (w: WishlistRow, _a: unknown, ctx: Context) =>
    (await wishlist.wishlistItems(ctx, w, wishlist.MAX_ITEMS, 1)).items,
  products: (w: WishlistRow, _a: unknown, ctx: Context) => wishlist.wishlistProducts(ctx, w),
};

const itemFields = {
  id: (i: WishlistItemRow) => String(i.id),
  quantity: (i: WishlistItemRow) => i.qty,
  added_at: (i: WishlistItemRow) => magentoDate(i.added_at),
  product: (i: WishlistItemRow, _a: unknown, ctx: Context) => ctx.loaders.product.load(i.product_id),
  customizable_options: () => [],
};

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_r, _a, ctx) => wishlist.customerWishlist(ctx),
  },
  Mutation: {
    addProductsToWishlist: (_r, args, ctx) =>
      wishlist.addProductsToWishlist(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (_r, args, ctx) =>
      wishlist.removeProductsFromWishlist(ctx, args.wishlistId, args.wishlistItemsIds),
    updateProductsInWishlist: (_r, args, ctx) =>
      wishlist.updateProductsInWishlist(ctx, args.wishlistId, args.wishlistItems),
    addWishlistItem: (_r, args, ctx) => wishlist.addWishlistItem(ctx, args.sku),
    removeWishlistItem: (_r, args, ctx) => wishlist.removeWishlistItem(ctx, args.sku),
  },
  Customer: {
    wishlist: (_c, _a, ctx) => wishlist.customerWishlist(ctx),
    wishlist_v2: (_c, args, ctx) => wishlist.wishlistById(ctx, args.id),
    wishlists: (_c, args, ctx) => wishlist.customerWishlists(ctx, args.pageSize ?? 20, args.currentPage ?? 1),
  },
  Wishlist: { ...listFields, visibility: () => 'PRIVATE' },
  WishlistOutput: listFields,
  WishlistItemInterface: {
    __resolveType: (i) => {
      const row = i as unknown as WishlistItemRow;
      if (row.product_type === 'configurable' || row.variant_id !== null) return 'ConfigurableWishlistItem';
      return row.product_type === 'virtual' ? 'VirtualWishlistItem' : 'SimpleWishlistItem';
    },
  },
  SimpleWishlistItem: itemFields,
  VirtualWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    child_sku: async (i, _a, ctx) =>
      i.variant_sku ?? (await ctx.loaders.product.load(i.product_id))?.sku ?? '',
    configured_variant: (i, _a, ctx) =>
      i.variant_id === null ? null : ctx.loaders.product.load(i.variant_id),
    configurable_options: (i, _a, ctx) => wishlist.itemOptions(ctx, i),
  },
  WishlistItem: {
    id: (i) => i.id,
    qty: (i) => i.qty,
    description: (i) => i.description,
    added_at: (i) => magentoDate(i.added_at),
    product: (i, _a, ctx) => ctx.loaders.product.load(i.product_id),
  },
};
