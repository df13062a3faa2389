/**
 * The shell's part of price alerts (cart-account spec §7: price alert products load on start with
 * no cache, signed in only): once signed in, after the first view, loads the calls' code and the
 * alerted skus into the store; signed out, the list is cleared (customer data is not kept). A
 * guest loads none of it.
 */
import { useEffect } from 'react';
import { useClient } from 'urql';
import { useAppStoreApi, useIsSignedIn } from '../../shared/state/app-store.tsx';
import { priceAlertActions } from '../../shared/state/price-alert-state.ts';

export function PriceAlertSync() {
  const store = useAppStoreApi();
  const client = useClient();
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (!signedIn) {
      if (store.getState().priceAlerts.skus.length) store.dispatch(priceAlertActions.set([]));
      return;
    }
    let cancelled = false;
    void import('../../shared/price-alerts/price-alert-client.ts')
      .then(({ loadPriceAlerts }) => {
        if (!cancelled) return loadPriceAlerts(client, store.dispatch);
      })
      // A failed start-up query is swallowed (spec §8): the list stays empty.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, client, store]);
  return null;
}
