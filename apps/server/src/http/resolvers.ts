/** All modules' resolvers, merged type by type. */
import { brandResolvers } from '../modules/catalog/brand-resolvers.ts';
import { categoryResolvers } from '../modules/catalog/category-resolvers.ts';
import { productResolvers } from '../modules/catalog/product-resolvers.ts';
import { catalogQueryResolvers } from '../modules/catalog/resolvers.ts';
import { cmsResolvers } from '../modules/cms/resolvers.ts';
import { locatorResolvers } from '../modules/locator/resolvers.ts';
import { menuResolvers } from '../modules/menu/resolvers.ts';
import { routingResolvers } from '../modules/routing/resolvers.ts';
import { storeResolvers } from '../modules/store/resolvers.ts';
import type { Resolvers } from './context.ts';

export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers(
  storeResolvers,
  routingResolvers,
  catalogQueryResolvers,
  productResolvers,
  categoryResolvers,
  brandResolvers,
  cmsResolvers,
  menuResolvers,
  locatorResolvers,
);
