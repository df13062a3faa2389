/**
 * The operations whose answers are the same for every shopper of a store view: catalogue, content
 * and store settings. Only these may be kept by a cache that outlives the request: urql's cache
 * with a cache-first policy, the persisted client cache (persisted-cache.ts) and the server's page
 * cache. Every other operation (cart, customer, wishlist, price alerts, anything added later and
 * not listed here) is personal by default: always asked of the network, never persisted. Forgetting
 * to list a new catalogue query costs a request; forgetting to list a personal one costs nothing.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'ResolveURL',
  'getStoreConfigs',
  'getMainMenu',
  'getCategoryListing',
  'getProductListing',
  'getProductDetail',
  'getBrandList',
  'GetCmsPage',
  'GetCmsBlocks',
  'GetPageBuilderProducts',
  'GetAutocompleteSuggestions',
  'getStoreLocatorPoints',
]);

export function isPublicOperation(name: string | undefined | null): boolean {
  return !!name && PUBLIC_OPERATIONS.has(name);
}
