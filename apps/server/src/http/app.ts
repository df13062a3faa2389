/** The commerce server's HTTP application: /graphql, /media, /healthz, /metrics. */
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { ListingCache } from '../modules/catalog/listing-cache.ts';
import { CurrentOptions } from '../modules/catalog/option-dictionary.ts';
import { StoreRegistry } from '../modules/store/stores.ts';
import { loadCacheIdSalt } from './cache-id.ts';
import { CatalogVersion } from './catalog-version.ts';
import { registerGraphql } from './graphql.ts';
import { registerMedia } from './media.ts';
import { registerMetrics } from './metrics.ts';

export interface App {
  app: FastifyInstance;
  version: CatalogVersion;
}

export async function buildApp(db: Db, config: Config): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging: /metrics counts requests in production.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Query strings carry whole GraphQL documents.
    routerOptions: { maxParamLength: 10_000 },
  });
  const version = new CatalogVersion(db);
  await version.start();
  app.addHook('onClose', async () => version.stop());

  const services = {
    db,
    config,
    stores: await StoreRegistry.load(db),
    cacheIdSalt: await loadCacheIdSalt(db),
    listings: new ListingCache({
      maxBytes: config.listingCacheMb * 1024 * 1024,
      version: () => version.current,
    }),
    options: new CurrentOptions(db, () => version.current),
  };
  // Text answers (HTML, scripts, styles, GraphQL JSON) travel compressed: a phone on a slow
  // network gets a fraction of the bytes. Brotli at a fast level costs little CPU per answer.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerMetrics(app);
  app.get('/healthz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind, catalogVersion: version.current };
    } catch (e) {
      return reply.code(503).send({ status: 'unavailable', error: (e as Error).message });
    }
  });
  await registerGraphql(app, services, version);
  await registerMedia(app, { db, dataDir: config.dataDir });
  return { app, version };
}
