/**
 * Content of the mini-cart drawer (placeholder until the cart issue): the empty-cart message and a way
 * to the cart page and on with shopping.
 */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { BagIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-placeholders.module.css';

export default function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <div className={styles.miniCart}>
      <div className={styles.emptyIcon}>
        <BagIcon size={40} />
      </div>
      <p className={styles.lead}>{t('miniCart.empty', 'Your cart is empty.')}</p>
      <p className={styles.muted}>
        {t('miniCart.emptyHint', 'Add something you love and it will wait for you here.')}
      </p>
      <div className={styles.actions}>
        <Link href="/" className={ui.button} onClick={onNavigate}>
          {t('miniCart.continueShopping', 'Continue shopping')}
        </Link>
        <Link href="/cart" className={ui.buttonGhost} onClick={onNavigate}>
          {t('miniCart.viewCart', 'View cart')}
        </Link>
      </div>
    </div>
  );
}
