/**
 * On load (spec §2): when the address starts with a store code other than the stored one, the code,
 * currency and media base URL of the page's store are saved and the page reloads, so every later call
 * carries the right store header.
 */
import { useEffect } from 'react';
import { createBrowserStorage, type BrowserStorage } from '../../shared/storage/browser-storage.ts';
import { readStoreCode, saveStoreViewPreferences } from '../../shared/storage/store-view-preferences.ts';
import { storeCodeToReload } from '../../shared/url/store-prefix.ts';
import { useStoreConfig } from '../../shared/store-view/store-view.tsx';

export interface StoreCodeSyncDeps {
  storage: BrowserStorage;
  pathname: string;
  reload: () => void;
}

/**
 * Saves the address's store and reloads when it differs from the stored one. Returns whether it reloaded.
 * A storage that refuses the write would reload forever, so it reloads only once the code is stored.
 */
export function syncStoreCode(
  deps: StoreCodeSyncDeps,
  config: { currency?: string | null; secureBaseMediaUrl?: string | null } = {},
): boolean {
  const code = storeCodeToReload(deps.pathname, readStoreCode(deps.storage));
  if (!code) return false;
  saveStoreViewPreferences(deps.storage, { code, ...config });
  if (readStoreCode(deps.storage) !== code) return false;
  deps.reload();
  return true;
}

export function useStoreCodeSync(): void {
  const config = useStoreConfig();
  const currency = config?.default_display_currency_code;
  const secureBaseMediaUrl = config?.secure_base_media_url;
  useEffect(() => {
    syncStoreCode(
      {
        storage: createBrowserStorage(),
        pathname: window.location.pathname,
        reload: () => window.location.reload(),
      },
      { currency, secureBaseMediaUrl },
    );
  }, [currency, secureBaseMediaUrl]);
}

export function StoreCodeSync() {
  useStoreCodeSync();
  return null;
}
