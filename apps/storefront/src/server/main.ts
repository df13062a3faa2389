/**
 * `npm start`: the storefront and the commerce server on one port. With MAGENTO_GRAPHQL_URL
 * the storefront renders from that Magento-compatible endpoint instead of ours.
 */
import { startServer } from '@vitryna/server/start';
import { isStorefrontBuilt, registerStorefront } from './storefront.ts';

if (!isStorefrontBuilt()) {
  console.error('The storefront is not built: run `npm run build -w apps/storefront` (npm start does this).');
  process.exit(1);
}

const upstream = process.env.MAGENTO_GRAPHQL_URL || undefined;

startServer({
  extend: (app, config, catalogVersion) =>
    registerStorefront(app, {
      origin: config.publicUrl,
      upstreamEndpoint: upstream,
      publicEndpoint: upstream ?? '/graphql',
      // Rendered pages are kept only when they come from our own catalogue, whose version we follow.
      pageCache: upstream ? undefined : { version: catalogVersion, ttlSeconds: config.graphqlCacheSeconds },
    }),
}).catch((e) => {
  console.error(e);
  process.exit(1);
});
