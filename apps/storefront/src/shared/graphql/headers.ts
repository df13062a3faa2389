import type { BrowserStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { readStoreCode, readStoreCurrency } from '../storage/store-view-preferences.ts';

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';
export const CURRENCY_HEADER = 'Content-Currency';

/**
 * Headers sent with every GraphQL call (spec §7): the bearer token or an empty authorization, the store
 * view, the currency only when one is stored, and the cache id echoed from the last response so HTTP
 * caches can serve signed-in shoppers too (reference §10).
 */
export function buildGraphqlHeaders(storage: BrowserStorage): Record<string, string> {
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken);
  const headers: Record<string, string> = {
    authorization: token ? `Bearer ${token}` : '',
    store: readStoreCode(storage),
  };
  const currency = readStoreCurrency(storage);
  if (currency) headers[CURRENCY_HEADER] = currency;
  const cacheId = storage.getItem<string>(STORAGE_KEYS.cacheId);
  if (cacheId) headers[CACHE_ID_HEADER] = cacheId;
  return headers;
}

/**
 * Keeps the cache id of a response. A response without the header leaves the stored one alone: the server
 * omits it when it cannot compute it, which does not mean the context changed.
 */
export function rememberCacheId(storage: BrowserStorage, responseHeaders: Pick<Headers, 'get'>): void {
  const cacheId = responseHeaders.get(CACHE_ID_HEADER);
  if (cacheId && cacheId !== storage.getItem<string>(STORAGE_KEYS.cacheId)) {
    storage.setItem(STORAGE_KEYS.cacheId, cacheId);
  }
}

/** Called on sign-out: the id identifies the customer's context and must not outlive the session. */
export function forgetCacheId(storage: BrowserStorage): void {
  storage.removeItem(STORAGE_KEYS.cacheId);
}
