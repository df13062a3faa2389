/** The cart's totals (spec §3 "Cart prices"): subtotal, each discount, shipping once chosen, grand total. */
import type { CartDetails } from '../../shared/cart/cart-types.ts';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { formatCartMoney } from './cart-money.ts';
import styles from './Cart.module.css';

export function CartTotals({ details }: { details: CartDetails }) {
  const t = useT();
  const { locale } = useStoreView();
  const prices = details.prices;
  const shipping = details.shipping_addresses[0]?.selected_shipping_method ?? null;
  const subtotal = prices?.subtotal_including_tax ?? prices?.subtotal_excluding_tax;
  return (
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt>{t('cart.totals.subtotal', 'Subtotal')}</dt>
        <dd>{formatCartMoney(subtotal, locale)}</dd>
      </div>
      {(prices?.discounts ?? []).flatMap((discount, index) =>
        discount
          ? [
              <div className={styles.totalRow} key={`${discount.label}-${index}`}>
                <dt>{discount.label || t('cart.totals.discount', 'Discount')}</dt>
                <dd className={styles.discount}>−{formatCartMoney(discount.amount, locale)}</dd>
              </div>,
            ]
          : [],
      )}
      {shipping ? (
        <div className={styles.totalRow}>
          <dt>{t('cart.totals.shipping', 'Delivery')}</dt>
          <dd>
            {shipping.amount.value === 0
              ? t('cart.totals.free', 'Free')
              : formatCartMoney(shipping.amount, locale)}
          </dd>
        </div>
      ) : null}
      <div className={styles.grandTotal}>
        <dt>{t('cart.totals.grandTotal', 'Total')}</dt>
        <dd>{formatCartMoney(prices?.grand_total, locale)}</dd>
      </div>
    </dl>
  );
}
