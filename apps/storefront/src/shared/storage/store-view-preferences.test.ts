import { describe, expect, it } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from './browser-storage.ts';
import {
  DEFAULT_STORE_CODE,
  readSecureBaseMediaUrl,
  readStoreCode,
  readStoreCurrency,
  saveStoreViewPreferences,
} from './store-view-preferences.ts';

const fresh = () => createBrowserStorage({ storage: createMemoryStorage() });

describe('store view preferences', () => {
  it('defaults to the ua store with no currency', () => {
    const storage = fresh();
    expect(DEFAULT_STORE_CODE).toBe('ua');
    expect(readStoreCode(storage)).toBe('ua');
    expect(readStoreCurrency(storage)).toBeUndefined();
    expect(readSecureBaseMediaUrl(storage)).toBeUndefined();
  });

  it('saves and reads code, currency and media URL', () => {
    const storage = fresh();
    saveStoreViewPreferences(storage, { code: 'ru', currency: 'UAH', secureBaseMediaUrl: 'https://m/' });
    expect(readStoreCode(storage)).toBe('ru');
    expect(readStoreCurrency(storage)).toBe('UAH');
    expect(readSecureBaseMediaUrl(storage)).toBe('https://m/');
    expect(storage.getItem('store_view_code')).toBe('ru');
  });

  it("drops the previous store's currency when the new one has none", () => {
    const storage = fresh();
    saveStoreViewPreferences(storage, { code: 'ru', currency: 'UAH', secureBaseMediaUrl: 'https://m/' });
    saveStoreViewPreferences(storage, { code: 'ua' });
    expect(readStoreCurrency(storage)).toBeUndefined();
    expect(readSecureBaseMediaUrl(storage)).toBeUndefined();
  });
});
