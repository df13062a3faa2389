/**
 * Content of the mini-cart drawer (desktop): the lines, the totals and the ways on (checkout, the cart
 * page); the empty cart when there is nothing in it. A shimmer of the same height holds the place while
 * a stored cart's details load, so nothing jumps.
 */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import { CartLineList } from './CartLineList.tsx';
import { CartLoadError } from './CartLoadError.tsx';
import { CartTotals } from './CartTotals.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { useCartScreen } from './useCartScreen.ts';
import styles from './Cart.module.css';

export default function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const cart = useCartScreen();
  if (cart.isLoading) return <div className={styles.miniCartLoading} aria-busy="true" />;
  if (cart.failedToLoad) return <CartLoadError onRetry={cart.reload} />;
  if (!cart.details || cart.lines.length === 0) return <EmptyCart onNavigate={onNavigate} />;
  return (
    <div className={styles.miniCart}>
      <p className={styles.count}>{t('cart.count', 'Items: {count}', { count: cart.summary.numItems })}</p>
      <CartLineList
        compact
        lines={cart.lines}
        busyLine={cart.busyLine}
        failure={cart.failure}
        onQuantity={(line, quantity) => void cart.changeQuantity(line, quantity)}
        onRemove={cart.askToRemove}
        onNavigate={onNavigate}
      />
      <div className={styles.miniCartFooter}>
        <CartTotals details={cart.details} />
        <button
          type="button"
          className={ui.button}
          onClick={() => {
            onNavigate?.();
            cart.goToCheckout();
          }}
        >
          {t('cart.checkout', 'Go to checkout')}
        </button>
        <Link href="/cart" className={ui.buttonGhost} onClick={onNavigate}>
          {t('miniCart.viewCart', 'View cart')}
        </Link>
      </div>
    </div>
  );
}
