/**
 * useAnalytics(): switches analytics on or off from storeConfig.is_prod (once the store config
 * is known), keeps the signed-in shopper's cart id as user_id, and hands out the named events.
 * Call it once near the root (pages do too; configuring twice with the same value is harmless).
 */
import { useEffect } from 'react';
import { useStoreConfig } from '../store-view/store-view.tsx';
import { useAppStore, useIsSignedIn } from '../state/app-store.tsx';
import { analyticsEvents, configureAnalytics, setAnalyticsUser, type AnalyticsEvents } from './analytics.ts';

export function useAnalytics(): AnalyticsEvents {
  const config = useStoreConfig();
  const known = config !== null;
  const isProd = config?.is_prod === true;
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (known) configureAnalytics({ enabled: isProd });
  }, [known, isProd]);
  const cartId = useAppStore((s) => s.cart.cartId);
  useEffect(() => {
    setAnalyticsUser(signedIn ? cartId : null);
  }, [signedIn, cartId]);
  return analyticsEvents;
}
