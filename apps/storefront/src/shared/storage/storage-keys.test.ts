import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storeCodeOfKey, storeScopedKey, storeScopedKeysOf } from './storage-keys.ts';

describe('storage keys', () => {
  it('names the keys of the spec', () => {
    expect(STORAGE_KEYS).toMatchObject({
      signinToken: 'signin_token',
      storeViewCode: 'store_view_code',
      storeViewCurrency: 'store_view_currency',
      storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
      cacheId: 'magento_cache_id',
      recentlyViewedProducts: 'recentlyViewedProducts',
      cartId: 'cartId',
      imagesBySku: 'imagesBySku',
    });
  });

  it('makes a distinct key per store code and reads the code back', () => {
    const ua = storeScopedKey(STORAGE_KEYS.clientCache, 'ua');
    const ru = storeScopedKey(STORAGE_KEYS.clientCache, 'ru');
    expect(ua).not.toBe(ru);
    expect(storeCodeOfKey(STORAGE_KEYS.clientCache, ua)).toBe('ua');
    expect(storeCodeOfKey(STORAGE_KEYS.clientCache, ru)).toBe('ru');
    expect(storeCodeOfKey(STORAGE_KEYS.clientCache, STORAGE_KEYS.clientCache)).toBeUndefined();
    expect(storeCodeOfKey(STORAGE_KEYS.clientCache, 'cartId')).toBeUndefined();
  });

  it('refuses an empty store code', () => {
    expect(() => storeScopedKey('graphql_cache', '')).toThrow(TypeError);
  });

  it('finds the per-store keys of one base key only', () => {
    const keys = ['graphql_cache__ua', 'graphql_cache__ru', 'cartId', 'other__ua'];
    expect(storeScopedKeysOf('graphql_cache', keys)).toEqual(['graphql_cache__ua', 'graphql_cache__ru']);
  });
});
