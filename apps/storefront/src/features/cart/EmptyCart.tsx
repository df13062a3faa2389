/** The empty cart (spec §4 keeps USD, 0, 0 in state; the shopper sees this) with the way back to shopping. */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { BagIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './Cart.module.css';

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <div className={styles.empty}>
      <div className={styles.emptyIcon}>
        <BagIcon size={40} />
      </div>
      <p className={styles.lead}>{t('miniCart.empty', 'Your cart is empty.')}</p>
      <p className={styles.muted}>
        {t('miniCart.emptyHint', 'Add something you love and it will wait for you here.')}
      </p>
      <Link href="/" className={ui.button} onClick={onNavigate}>
        {t('miniCart.continueShopping', 'Continue shopping')}
      </Link>
    </div>
  );
}
