/** The cart could not be loaded (offline, say): the cart is kept; the shopper can try again. */
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './Cart.module.css';

export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.lead}>{t('cart.loadFailed', 'The cart could not be loaded.')}</p>
      <button type="button" className={ui.button} onClick={onRetry}>
        {t('cart.retry', 'Try again')}
      </button>
    </div>
  );
}
