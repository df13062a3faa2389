/**
 * useAnalytics(): switches analytics on or off from storeConfig.is_prod (once the store config
 * is known), keeps the signed-in shopper's cart id as user_id, and hands out the named events.
 * Call it once near the root (pages do too; configuring twice with the same value is harmless).
 */
import { useEffect } from 'react';
import { useStoreConfig } from '../store-view/store-view.tsx';
import { useIsSignedIn } from '../state/app-store.tsx';
import { createBrowserStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { analyticsEvents, configureAnalytics, setAnalyticsUser, type AnalyticsEvents } from './analytics.ts';

export function useAnalytics(): AnalyticsEvents {
  const config = useStoreConfig();
  const known = config !== null;
  const isProd = config?.is_prod === true;
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (known) configureAnalytics({ enabled: isProd });
  }, [known, isProd]);
  useEffect(() => {
    const cartId = signedIn ? createBrowserStorage().getItem<string>(STORAGE_KEYS.cartId) : null;
    setAnalyticsUser(cartId ?? null);
  }, [signedIn]);
  return analyticsEvents;
}
