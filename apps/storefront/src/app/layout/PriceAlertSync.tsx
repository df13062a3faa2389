/**
 * The shell's part of price alerts (cart-account spec §7: price alert products load on start with
 * no cache, signed in only): once signed in, after the first view, loads the calls' code and the
 * alerted skus into the store (emptied at sign-out by the same code). A guest loads none of it. Kept small: it is in every page's first load.
 */
import { useEffect } from 'react';
import { useClient } from 'urql';
import { useAppStoreApi, useIsSignedIn } from '../../shared/state/app-store.tsx';

export function PriceAlertSync() {
  const store = useAppStoreApi();
  const client = useClient();
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (signedIn) {
      void import('../../shared/price-alerts/price-alert-client.ts').then(
        (m) => m.loadPriceAlerts(client, store),
        () => undefined,
      );
    }
  }, [signedIn, client, store]);
  return null;
}
