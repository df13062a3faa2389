/**
 * The per-request GraphQL context, below the modules and the HTTP layer: the resolved store
 * view, the caller's customer context (what the cache id is derived from), the process-wide
 * services and request-scoped batch loaders. http/graphql.ts builds it; resolvers read it.
 */
import type { Db } from './db/connection.ts';
import type { Config } from './config.ts';
import type { StoreRegistry, StoreView } from './modules/store/stores.ts';
import type { CatalogLoaders } from './modules/catalog/loaders.ts';
import type { ListingCache } from './modules/catalog/listing-cache.ts';
import type { CurrentOptions } from './modules/catalog/option-dictionary.ts';
import type { CurrentCategories } from './modules/catalog/category-store.ts';
import type { BackgroundJobs } from './platform/start-jobs.ts';
import type { TokenVerifier } from './graphql-guard/authenticate.ts';
import type { OrderDraft, PlacedOrder, PlacementHooks } from './modules/sales/order-draft.ts';

/** Places an order draft once per key (the sales module); the cart's placeOrder calls it. */
export interface OrderPlacement {
  place(draft: OrderDraft, hooks?: PlacementHooks): Promise<PlacedOrder>;
}

export interface Services {
  db: Db;
  config: Config;
  stores: StoreRegistry;
  cacheIdSalt: string;
  listings: ListingCache;
  options: CurrentOptions;
  /** The catalogue version's categories in memory (modules/catalog/category-store.ts). */
  categories: CurrentCategories;
  /** The job queue and the mail sender (`jobs.mail.send(…)`); absent where no queue was started. */
  jobs?: BackgroundJobs;
  /** Customer tokens (graphql-guard/authenticate.ts, modules/customer/tokens.ts). */
  tokens?: TokenVerifier;
  /** Order placement (sales module); absent until it is plugged in (http/app.ts). */
  orders?: OrderPlacement;
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
  /** The caller's address (fastify's request.ip): sign-in attempts are limited per address. */
  clientAddress?: string;
}
