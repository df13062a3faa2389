/**
 * useAnalytics(): switches analytics on or off from storeConfig.is_prod (once the store config
 * is known) and keeps the signed-in shopper's cart id as user_id; the named events are the functions
 * of analytics.ts (and checkout-events.ts). Call it once near the root (pages do too; configuring
 * twice with the same value is harmless).
 */
import { useEffect } from 'react';
import { useStoreConfig } from '../store-view/store-view.tsx';
import { useAppStore, useIsSignedIn } from '../state/app-store.tsx';
import { configureAnalytics, setAnalyticsUser } from './analytics.ts';

export function useAnalytics(): void {
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
}
