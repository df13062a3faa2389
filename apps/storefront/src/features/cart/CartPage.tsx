/**
 * /cart (spec §2): the cart page, and on small screens the cart itself (the header links here). Lines,
 * coupon, totals and the way to checkout; the view_cart event once the lines are known. Personal: the
 * server never keeps this page (the route is personal, shared/url/personal-routes.ts).
 */
import { useEffect, useRef } from 'react';
import { trackCartView } from '../../shared/analytics/checkout-events.ts';
import { analyticsProductOf } from '../../shared/cart/cart-view.ts';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import { CartLineList } from './CartLineList.tsx';
import { CartLoadError } from './CartLoadError.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponForm } from './CouponForm.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import { useCartScreen } from './useCartScreen.ts';
import styles from './Cart.module.css';

export default function CartPage() {
  const t = useT();
  const heading = t('cart.title', 'Cart');
  const cart = useCartScreen();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || cart.lines.length === 0) return;
    tracked.current = true;
    trackCartView(cart.lines.map(analyticsProductOf));
  }, [cart.lines]);

  return (
    <div className={styles.page}>
      <PageHead title={heading} robots="NOINDEX,NOFOLLOW" />
      <h1 className={styles.pageTitle}>
        {heading}
        {cart.summary.numItems > 0 ? (
          <span className={styles.pageCount}>
            {t('cart.count', 'Items: {count}', { count: cart.summary.numItems })}
          </span>
        ) : null}
      </h1>
      {cart.isLoading ? (
        <div className={styles.pageLoading} aria-busy="true" />
      ) : cart.failedToLoad ? (
        <CartLoadError onRetry={cart.reload} />
      ) : !cart.details || cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.pageLayout}>
          <CartLineList
            lines={cart.lines}
            busyLine={cart.busyLine}
            failure={cart.failure}
            onQuantity={(line, quantity) => void cart.changeQuantity(line, quantity)}
            onRemove={cart.askToRemove}
          />
          <aside className={styles.summary} aria-label={t('cart.summary', 'Order summary')}>
            <CouponForm
              applied={cart.details.applied_coupons?.[0]?.code ?? null}
              onApply={cart.applyCoupon}
              onRemove={cart.removeCoupon}
            />
            <CartTotals details={cart.details} />
            <button type="button" className={ui.button} onClick={cart.goToCheckout}>
              {t('cart.checkout', 'Go to checkout')}
            </button>
          </aside>
        </div>
      )}
    </div>
  );
}
