/** The order summary beside the steps: the lines, the subtotal, discounts, delivery and the total. */
import { formatMoney } from '../../shared/catalog/price.ts';
import type { ShippingMethodOption } from '../../shared/state/checkout-state.ts';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import type { CheckoutCart } from './checkout-operations.ts';
import { orderTotals } from './order-totals.ts';
import styles from './CheckoutPage.module.css';

type SummaryLine = NonNullable<NonNullable<CheckoutCart['items']>[number]>;

/** A configurable line's chosen options (its size); other lines have none. */
const chosenOptions = (item: SummaryLine) =>
  ('configurable_options' in item ? (item.configurable_options ?? []) : []).flatMap((o) => (o ? [o] : []));

export function OrderSummary({
  cart,
  shipping,
}: {
  cart: CheckoutCart | null;
  shipping: ShippingMethodOption | null;
}) {
  const t = useT();
  const { locale } = useStoreView();
  if (!cart) return <aside className={styles.summary} aria-busy="true" />;
  const totals = orderTotals(cart, shipping);
  const money = (kopiykas: number) => formatMoney(kopiykas / 100, totals.currency, locale);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.stepTitle}>
        {t('checkout.summary', 'Your order')}
      </h2>
      <ul className={styles.lines}>
        {(cart.items ?? []).map((item) =>
          item ? (
            <li key={item.uid} className={styles.line}>
              <span>
                {item.product.name}
                {chosenOptions(item).length ? (
                  <span className={styles.muted}>
                    {' '}
                    {chosenOptions(item)
                      .map((o) => `${o.option_label}: ${o.value_label}`)
                      .join(', ')}
                  </span>
                ) : null}
                <span className={styles.muted}> × {item.quantity}</span>
              </span>
              <span>
                {formatMoney(item.prices?.row_total.value ?? 0, item.prices?.row_total.currency, locale)}
              </span>
            </li>
          ) : null,
        )}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('checkout.subtotal', 'Subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.discounts.map((discount) => (
          <div key={discount.label} className={styles.totalRow}>
            <dt>{discount.label}</dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ))}
        {shipping ? (
          <div className={styles.totalRow}>
            <dt>{t('checkout.delivery', 'Delivery')}</dt>
            <dd>{totals.shipping === 0 ? t('checkout.free', 'Free') : money(totals.shipping)}</dd>
          </div>
        ) : null}
        <div className={`${styles.totalRow} ${styles.grand}`}>
          <dt>{t('checkout.total', 'Total')}</dt>
          <dd>{money(totals.grandTotal)}</dd>
        </div>
      </dl>
    </aside>
  );
}
