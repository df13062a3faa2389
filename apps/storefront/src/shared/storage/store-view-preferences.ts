import type { BrowserStorage } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** ua is the default store view (spec §1); it applies whenever no choice is stored. */
export const DEFAULT_STORE_CODE = 'ua';

export interface StoreViewPreferences {
  code: string;
  currency?: string | null;
  secureBaseMediaUrl?: string | null;
}

export function readStoreCode(storage: BrowserStorage): string {
  return storage.getItem<string>(STORAGE_KEYS.storeViewCode) || DEFAULT_STORE_CODE;
}

export function readStoreCurrency(storage: BrowserStorage): string | undefined {
  return storage.getItem<string>(STORAGE_KEYS.storeViewCurrency) || undefined;
}

export function readSecureBaseMediaUrl(storage: BrowserStorage): string | undefined {
  return storage.getItem<string>(STORAGE_KEYS.storeViewSecureBaseMediaUrl) || undefined;
}

/**
 * Saves a store switch (code, currency, media base URL). A missing currency or media URL removes the old
 * one, because the previous store's value would be wrong for the new store.
 */
export function saveStoreViewPreferences(storage: BrowserStorage, preferences: StoreViewPreferences): void {
  storage.setItem(STORAGE_KEYS.storeViewCode, preferences.code);
  const optional = [
    [STORAGE_KEYS.storeViewCurrency, preferences.currency],
    [STORAGE_KEYS.storeViewSecureBaseMediaUrl, preferences.secureBaseMediaUrl],
  ] as const;
  for (const [key, value] of optional) {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  }
}
