/** "Tell me when the price drops": the product page's price-alert switch, with its state. */
import { useId } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { usePriceAlertControl } from './usePriceAlertControl.ts';
import styles from './ProductPurchase.module.css';

export function PriceAlertControl({ sku }: { sku: string }) {
  const t = useT();
  const alert = usePriceAlertControl(sku);
  const errorId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.share}
        aria-pressed={alert.subscribed}
        aria-busy={alert.busy}
        aria-describedby={alert.failure !== null ? errorId : undefined}
        onClick={() => void alert.toggle()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill={alert.subscribed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {alert.subscribed
          ? t('product.priceAlert.on', 'Price drop alert is on')
          : t('product.priceAlert.off', 'Tell me when the price drops')}
      </button>
      {alert.failure !== null ? (
        <p id={errorId} role="alert" className={styles.error}>
          {alert.failure ||
            t('product.priceAlert.failed', 'The price alert could not be changed. Please try again.')}
        </p>
      ) : null}
    </>
  );
}
