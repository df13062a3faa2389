/** All modules' resolvers, merged type by type into the map mercurius takes. */
import type { Resolvers } from '../generated/graphql.ts';
import { productResolvers } from '../modules/catalog/product-resolvers.ts';
import { catalogResolvers } from '../modules/catalog/resolvers.ts';
import { cartResolvers } from '../modules/cart/resolvers.ts';
import { cmsResolvers } from '../modules/cms/resolvers.ts';
import { customerResolvers } from '../modules/customer/resolvers.ts';
import { directoryResolvers } from '../modules/directory/resolvers.ts';
import { contactResolvers } from '../modules/contact/resolvers.ts';
import { loyaltyResolvers } from '../modules/loyalty/resolvers.ts';
import { locatorResolvers } from '../modules/locator/resolvers.ts';
import { menuResolvers } from '../modules/menu/resolvers.ts';
import { novaPoshtaResolvers } from '../modules/nova-poshta/resolvers.ts';
import { priceAlertResolvers } from '../modules/price-alert/resolvers.ts';
import { paymentResolvers } from '../modules/payment/resolvers.ts';
import { routingResolvers } from '../modules/routing/resolvers.ts';
import { salesResolvers } from '../modules/sales/resolvers.ts';
import { socialLoginResolvers } from '../modules/social-login/resolvers.ts';
import { storeResolvers } from '../modules/store/resolvers.ts';
import { wishlistResolvers } from '../modules/wishlist/resolvers.ts';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Modules write the generated (graphql-tools) shape, where an interface's type resolver is
 * `__resolveType`; mercurius reads `resolveType`.
 */
export function mergeResolvers(...maps: Resolvers[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map as ResolverMap)) {
      const { __resolveType, ...rest } = fields;
      merged[type] = { ...merged[type], ...rest, ...(__resolveType ? { resolveType: __resolveType } : {}) };
    }
  }
  return merged;
}

export const resolvers = mergeResolvers(
  storeResolvers,
  routingResolvers,
  catalogResolvers,
  productResolvers,
  cmsResolvers,
  menuResolvers,
  locatorResolvers,
  directoryResolvers,
  novaPoshtaResolvers,
  salesResolvers,
  cartResolvers,
  paymentResolvers,
  customerResolvers,
  loyaltyResolvers,
  contactResolvers,
  socialLoginResolvers,
  wishlistResolvers,
  priceAlertResolvers,
);
