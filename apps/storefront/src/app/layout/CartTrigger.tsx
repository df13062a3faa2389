/**
 * The cart trigger (spec §2): a bag with the item badge ('99+' above 99). From the tablet breakpoint it
 * opens the mini-cart drawer; on small screens it is a link to /cart. Hidden on the checkout path.
 */
import { Link } from 'wouter';
import { BagIcon } from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { useCartTrigger } from './useCartTrigger.ts';
import { CART_PATH } from './shell-links.ts';
import { DeferredMiniCartDrawer, loadMiniCartDrawer, prefetch } from './deferred-panels.tsx';
import styles from './Header.module.css';

export function CartTrigger() {
  const t = useT();
  const { hidden, badge, count, opensDrawer, miniCartOpen, openMiniCart, closeMiniCart } = useCartTrigger();
  if (hidden) return null;
  const label = badge ? t('header.cartItems', 'Cart, items: {count}', { count }) : t('header.cart', 'Cart');
  const content = (
    <>
      <BagIcon />
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-count={count}>
          {badge}
        </span>
      ) : null}
    </>
  );
  return (
    <>
      {opensDrawer ? (
        <button
          type="button"
          className={styles.iconControl}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={miniCartOpen}
          onClick={openMiniCart}
          onPointerEnter={prefetch(loadMiniCartDrawer)}
          onFocus={prefetch(loadMiniCartDrawer)}
        >
          {content}
        </button>
      ) : (
        <Link href={CART_PATH} className={styles.iconControl} aria-label={label}>
          {content}
        </Link>
      )}
      <DeferredMiniCartDrawer open={miniCartOpen} onClose={closeMiniCart} />
    </>
  );
}
