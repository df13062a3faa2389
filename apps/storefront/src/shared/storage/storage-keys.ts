/** Names under which the storefront keeps values in browser storage (spec §9 of both documents). */
export const STORAGE_KEYS = {
  signinToken: 'signin_token',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
  cacheId: 'magento_cache_id',
  recentlyViewedProducts: 'recentlyViewedProducts',
  cartId: 'cartId',
  imagesBySku: 'imagesBySku',
  /** The product a signed-out shopper hearted: added once they have signed in. */
  wishlistPendingSku: 'wishlistPendingSku',
  /** Base key of the persisted GraphQL client cache; always used through storeScopedKey. */
  clientCache: 'graphql_cache',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Lifetime of the stored customer token in seconds (companion spec §9). */
export const SIGNIN_TOKEN_TTL_SECONDS = 3600;

const STORE_SEPARATOR = '__';

/**
 * The key of a value kept once per store view, e.g. the client cache of `ua` and of `ru` side by side,
 * so switching store never shows the other language's cached content.
 */
export function storeScopedKey(baseKey: string, storeCode: string): string {
  if (!storeCode) throw new TypeError('storeScopedKey needs a store code');
  return `${baseKey}${STORE_SEPARATOR}${storeCode}`;
}

/** The store code of a key made by storeScopedKey for this base key, or undefined for any other key. */
export function storeCodeOfKey(baseKey: string, key: string): string | undefined {
  const prefix = `${baseKey}${STORE_SEPARATOR}`;
  if (!key.startsWith(prefix) || key.length === prefix.length) return undefined;
  return key.slice(prefix.length);
}

/** All keys of one per-store value among `keys`: used to clear cart and customer data across stores. */
export function storeScopedKeysOf(baseKey: string, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => storeCodeOfKey(baseKey, key) !== undefined);
}
