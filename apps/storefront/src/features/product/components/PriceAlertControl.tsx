/**
 * "Tell me when the price drops": the product page's price-alert switch with its state (the list the
 * shell loaded). Its logic loads on the first click (shared/price-alerts): the product page's first
 * load has no room for more (e2e/first-load-budget.test.ts).
 */
import { useState } from 'react';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { useAppStore, useAppStoreApi } from '../../../shared/state/app-store.tsx';
import { useT } from '../../../shared/store-view/store-view.tsx';
import styles from './ProductPurchase.module.css';

export function PriceAlertControl({ sku }: { sku: string }) {
  const t = useT();
  const client = useClient();
  const store = useAppStoreApi();
  const [location, navigate] = useLocation();
  const subscribed = useAppStore((s) => s.priceAlerts.skus.includes(sku));
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = async () => {
    setFailure(null);
    const { clickPriceAlert } = await import('../../../shared/price-alerts/price-alert-client.ts');
    setFailure(await clickPriceAlert({ client, store, sku, location, navigate, t }));
  };

  return (
    <>
      <button type="button" className={styles.share} aria-pressed={subscribed} onClick={() => void onClick()}>
        {subscribed
          ? t('product.priceAlert.on', 'Price drop alert is on')
          : t('product.priceAlert.off', 'Tell me when the price drops')}
      </button>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </>
  );
}
