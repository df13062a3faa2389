/** The commerce server's HTTP application: /graphql, /media, /healthz, /readyz, /metrics. */
import fastifyCompress from '@fastify/compress';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { ListingCache } from '../modules/catalog/listing-cache.ts';
import { CurrentListingIndex } from '../modules/catalog/listing-index.ts';
import { CurrentTextIndex } from '../modules/catalog/text-index.ts';
import { CurrentOptions } from '../modules/catalog/option-dictionary.ts';
import { CurrentCategories } from '../modules/catalog/category-store.ts';
import { StoreRegistry } from '../modules/store/stores.ts';
import { loadCacheIdSalt } from './cache-id.ts';
import { CatalogVersion } from './catalog-version.ts';
import { registerGraphql } from './graphql.ts';
import { registerHealth, type HealthState } from './health.ts';
import { registerMedia, registerMediaMetrics } from './media.ts';
import { registerIndexMetrics, registerJobMetrics, registerMetrics } from './metrics.ts';
import { PER_REQUEST_BROTLI_QUALITY } from './encoded-bodies.ts';
import { registerRequestDeadline } from './request-deadline.ts';
import { registerRestCatalog } from './rest-catalog.ts';
import { registerRestCheckout } from './rest-checkout.ts';
import { registerRestOrders } from './rest-orders.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { BackgroundJobs } from '../platform/start-jobs.ts';
import type { OrderPlacement, Services } from '../graphql-context.ts';
import { placeOrderFromDraft } from '../modules/sales/place-order.ts';
import { placementDepsOf } from '../modules/sales/service.ts';
import { customerTokenVerifier } from '../modules/customer/tokens.ts';
import { registerSocialLogin } from '../modules/social-login/routes.ts';

export interface App {
  app: FastifyInstance;
  version: CatalogVersion;
  /** Set `stopping` when shutdown begins (start.ts). */
  health: HealthState;
}

export interface Platform {
  /** Background jobs (platform/start-jobs.ts): exposed to resolvers, stopped when the app closes. */
  jobs?: BackgroundJobs;
  /** Order placement (the sales module): the cart's placeOrder and payment-information call it. */
  orders?: OrderPlacement;
}

export async function buildApp(db: Db, config: Config, platform: Platform = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging: /metrics counts requests in production.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Query strings carry whole GraphQL documents.
    routerOptions: { maxParamLength: 10_000 },
    // A client gets this long to send its request (then 408) and a socket may sit silent a little
    // longer than a request may run; the work itself is bounded by request-deadline.ts.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    // While shutting down, requests made from inside the process (a page render's GraphQL calls)
    // must still be served; the refusal of the others is ours (below), not fastify's.
    return503OnClosing: false,
  });
  await registerSecurityHeaders(app, config);
  const MB = 1024 * 1024;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.pressure.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.pressure.maxHeapMb * MB,
    maxRssBytes: config.pressure.maxRssMb * MB,
    // A page already admitted is not cut off halfway: its in-process GraphQL calls go through.
    pressureHandler: async (req, reply) => {
      if (isInProcess(req)) return;
      reply.header('Retry-After', '5');
      throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
    },
  });
  const version = new CatalogVersion(db);
  await version.start();
  app.addHook('onClose', async () => version.stop());
  const health = registerHealth(app, { db, version, readyTimeoutMs: config.readyTimeoutMs });
  app.addHook('onRequest', async (req, reply) => {
    if (!health.stopping || isInProcess(req)) return;
    return reply.code(503).header('Connection', 'close').header('Retry-After', '5').send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is shutting down.',
    });
  });
  registerRequestDeadline(app, config.requestTimeoutMs);

  const options = new CurrentOptions(db, () => version.current);
  // Built in the background: until it is ready, listings run in SQL.
  const listingIndex = config.listingIndex
    ? new CurrentListingIndex(
        db,
        () => version.current,
        (err) => app.log.error({ err }, 'building the listing index failed; listings run in SQL'),
        options,
        new CurrentTextIndex(
          db,
          (err) => app.log.error({ err }, 'building the text index failed; searches match in SQL'),
          (index, ms) => app.log.info({ ms, mb: Math.round(index.bytes / 2 ** 20) }, 'text index built'),
        ),
      )
    : undefined;
  void listingIndex?.build();
  const services: Services = {
    db,
    config,
    stores: await StoreRegistry.load(db),
    cacheIdSalt: await loadCacheIdSalt(db),
    listings: new ListingCache({
      maxBytes: config.listingCacheMb * 1024 * 1024,
      searchMaxBytes: config.searchCacheMb * 1024 * 1024,
      version: () => version.current,
      searchVersion: () => version.search,
      index: listingIndex,
    }),
    options,
    categories: new CurrentCategories(db, () => version.current),
    jobs: platform.jobs,
    // Customer tokens, checked in the database on every request (modules/customer/tokens.ts).
    tokens: customerTokenVerifier(db),
    // The sales module places the orders of carts (a test may plug in its own placement).
    orders: platform.orders ?? {
      place: (draft, hooks) => placeOrderFromDraft(db, draft, placementDepsOf(services), hooks),
    },
  };
  // Background jobs stop with the app, after the requests in flight and before the database.
  const jobs = platform.jobs;
  if (jobs) app.addHook('onClose', async () => jobs.stop());
  // Text answers (HTML, scripts, styles, GraphQL JSON) travel compressed: a phone on a slow
  // network gets a fraction of the bytes. Brotli at a fast level costs little CPU per answer.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
  });
  const metrics = registerMetrics(app, { token: config.metricsToken, development: config.development });
  if (jobs) registerJobMetrics(metrics, () => jobs.queue.counts());
  if (listingIndex) registerIndexMetrics(metrics, () => listingIndex.status());
  await registerGraphql(app, services, version);
  await registerRestCheckout(app, services);
  await registerRestOrders(app, services);
  await registerSocialLogin(app, services);
  await registerRestCatalog(app, services, version);
  registerMediaMetrics(metrics, await registerMedia(app, { db, config }));
  return { app, version, health };
}

/** A request made by the process itself (app.inject, http/in-process-fetch.ts), not a client. */
function isInProcess(req: FastifyRequest): boolean {
  return '_lightMyRequest' in req.raw;
}
