/**
 * `npm start`: the storefront and the commerce server on one port. With MAGENTO_GRAPHQL_URL
 * the storefront renders from that Magento-compatible endpoint instead of ours.
 */
import { loadConfig } from '@vitryna/server/config';
import { runProcesses } from '@vitryna/server/processes';
import { startServer } from '@vitryna/server/start';
import { isStorefrontBuilt, registerStorefront } from './storefront.ts';

if (!isStorefrontBuilt()) {
  console.error('The storefront is not built: run `npm run build -w apps/storefront` (npm start does this).');
  process.exit(1);
}

const upstream = process.env.MAGENTO_GRAPHQL_URL || undefined;

const settings = loadConfig();

runProcesses({ processes: settings.processes, sharedDatabase: Boolean(settings.databaseUrl) }, () =>
  startServer({
    extend: (app, config, catalogVersion) =>
      registerStorefront(app, {
        origin: config.publicUrl,
        upstreamEndpoint: upstream,
        publicEndpoint: upstream ?? '/graphql',
        // Another Magento's media are on its host (allowed in the pages' Content-Security-Policy).
        mediaOrigins: upstream ? [upstream] : [],
        // Rendered pages are kept only when they come from our own catalogue, whose version we follow.
        pageCache: upstream
          ? undefined
          : {
              version: catalogVersion,
              ttlSeconds: config.graphqlCacheSeconds,
              maxBytes: config.pageCacheMb * 1024 * 1024,
            },
      }),
  }),
);
