/**
 * Per-request context: the resolved store view, the caller's customer context (what the
 * cache id is derived from) and request-scoped batch loaders.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Db } from '../db/connection.ts';
import type { Config } from '../config.ts';
import type { StoreRegistry, StoreView } from '../modules/store/stores.ts';
import type { CatalogLoaders } from '../modules/catalog/loaders.ts';
import type { ListingCache } from '../modules/catalog/listing-cache.ts';
import type { CurrentOptions } from '../modules/catalog/option-dictionary.ts';

export interface Services {
  db: Db;
  config: Config;
  stores: StoreRegistry;
  cacheIdSalt: string;
  listings: ListingCache;
  options: CurrentOptions;
}

export interface CustomerContext {
  customerId: number | null;
  groupId: number;
  taxRate: number;
}

export interface Context {
  services: Services;
  store: StoreView;
  currency: string;
  customer: CustomerContext;
  loaders: CatalogLoaders;
}

// Resolver maps are checked against the schema at start (makeExecutableSchema-style) by mercurius.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;
export type ResolverFn = (root: AnyArgs, args: AnyArgs, ctx: Context, info: GraphQLResolveInfo) => unknown;
export type Resolvers = Record<string, Record<string, ResolverFn | { resolve: ResolverFn }> | object>;
