/**
 * The price-alert control's logic (cart-account spec §3, §4 "Price alerts"): whether the product's
 * sku is in the alerted list the shell loaded, and the change, whose code loads on the first click
 * (shared/price-alerts). A signed-out shopper goes to sign-in and comes back.
 */
import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { useAppStore, useDispatch, useIsSignedIn } from '../../../shared/state/app-store.tsx';

export function usePriceAlertControl(sku: string) {
  const client = useClient();
  const dispatch = useDispatch();
  const signedIn = useIsSignedIn();
  const [location, navigate] = useLocation();
  const subscribed = useAppStore((s) => sku !== '' && s.priceAlerts.skus.includes(sku));
  const [busy, setBusy] = useState(false);
  /** null: no failure; '': the generic text; else the server's message. */
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = useCallback(async () => {
    if (!signedIn) {
      navigate(`/sign-in?redirect=${encodeURIComponent(location)}`);
      return;
    }
    if (busy || sku === '') return;
    setBusy(true);
    setFailure(null);
    try {
      const { setPriceAlert } = await import('../../../shared/price-alerts/price-alert-client.ts');
      const outcome = await setPriceAlert(client, dispatch, sku, !subscribed);
      if (!outcome.ok) setFailure(outcome.message ?? '');
    } catch {
      setFailure('');
    } finally {
      setBusy(false);
    }
  }, [signedIn, navigate, location, busy, sku, client, dispatch, subscribed]);

  return { subscribed, busy, failure, toggle };
}
