import { describe, expect, it } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { buildGraphqlHeaders, forgetCacheId, rememberCacheId } from './headers.ts';

const fresh = () => createBrowserStorage({ storage: createMemoryStorage() });

describe('buildGraphqlHeaders', () => {
  it('sends an empty authorization and the default store when nothing is stored', () => {
    expect(buildGraphqlHeaders(fresh())).toEqual({ authorization: '', store: 'ua' });
  });

  it('sends the bearer token, store, currency and cache id when stored', () => {
    const storage = fresh();
    storage.setItem(STORAGE_KEYS.signinToken, 'tok123', 3600);
    storage.setItem(STORAGE_KEYS.storeViewCode, 'ru');
    storage.setItem(STORAGE_KEYS.storeViewCurrency, 'UAH');
    storage.setItem(STORAGE_KEYS.cacheId, 'hash1');
    expect(buildGraphqlHeaders(storage)).toEqual({
      authorization: 'Bearer tok123',
      store: 'ru',
      'Content-Currency': 'UAH',
      'X-Magento-Cache-Id': 'hash1',
    });
  });

  it('treats an expired token as signed out', () => {
    let clock = 0;
    const storage = createBrowserStorage({ storage: createMemoryStorage(), now: () => clock });
    storage.setItem(STORAGE_KEYS.signinToken, 'tok', 1);
    clock = 2000;
    expect(buildGraphqlHeaders(storage).authorization).toBe('');
  });
});

describe('cache id echo', () => {
  it('stores a new value from a response and sends it next time', () => {
    const storage = fresh();
    rememberCacheId(storage, new Headers({ 'x-magento-cache-id': 'abc' }));
    expect(buildGraphqlHeaders(storage)['X-Magento-Cache-Id']).toBe('abc');
    rememberCacheId(storage, new Headers({ 'X-Magento-Cache-Id': 'def' }));
    expect(storage.getItem(STORAGE_KEYS.cacheId)).toBe('def');
  });

  it('keeps the stored value when a response carries none', () => {
    const storage = fresh();
    rememberCacheId(storage, new Headers({ 'x-magento-cache-id': 'abc' }));
    rememberCacheId(storage, new Headers());
    expect(storage.getItem(STORAGE_KEYS.cacheId)).toBe('abc');
  });

  it('drops the value on sign-out', () => {
    const storage = fresh();
    rememberCacheId(storage, new Headers({ 'x-magento-cache-id': 'abc' }));
    forgetCacheId(storage);
    expect(buildGraphqlHeaders(storage)).not.toHaveProperty('X-Magento-Cache-Id');
  });
});
