/**
 * Order history: the customer's orders, newest first, ten a page (?page=N); each with its number, date,
 * status, items (picture when the product has one, size, quantity, price), totals, delivery and payment.
 */
import { Link, useLocation, useSearch } from 'wouter';
import { useQuery } from 'urql';
import { formatMoney } from '../../../shared/catalog/price.ts';
import { useStoreView, useT } from '../../../shared/store-view/store-view.tsx';
import { CUSTOMER_ORDERS, type CustomerOrder } from '../account-documents.ts';
import {
  deliveryAddress,
  itemSize,
  ORDER_STATUSES,
  orderDate,
  orderItems,
  orderStatusKey,
  otherOptions,
} from '../order-view.ts';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import styles from '../Account.module.css';

export const ORDERS_PAGE_SIZE = 10;

/** ?page=N of the address, 1 when absent or not a page number. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

type Money = { value: number | null; currency: string | null } | null | undefined;

function useFormat() {
  const { locale, lang } = useStoreView();
  const money = (m: Money) => formatMoney(m?.value ?? 0, m?.currency, locale);
  const date = (value: string) => {
    const parsed = orderDate(value);
    return parsed
      ? new Intl.DateTimeFormat(lang, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'Europe/Kyiv',
        }).format(parsed)
      : value;
  };
  return { money, date };
}

function useStatusText() {
  const t = useT();
  return (status: string) => {
    const key = orderStatusKey(status);
    return key ? t(`account.orders.status.${key}`, ORDER_STATUSES[key]!) : status;
  };
}

function Order({ order }: { order: CustomerOrder }) {
  const t = useT();
  const format = useFormat();
  const statusText = useStatusText();
  const headingId = `account-order-${order.id}`;
  const discounts = (order.total?.discounts ?? []).flatMap((d) => (d ? [d] : []));
  const address = deliveryAddress(order);
  const payments = (order.payment_methods ?? []).flatMap((p) => (p ? [p.name] : []));
  return (
    <li className={`${styles.card} ${styles.order}`}>
      <article aria-labelledby={headingId} className={styles.order}>
        <div className={styles.orderHead}>
          <h2 id={headingId} className={styles.orderTitle}>
            {t('account.orders.number', 'Order № {number}', { number: order.number })}
          </h2>
          <span className={styles.orderStatus}>{statusText(order.status)}</span>
        </div>
        <p className={styles.muted}>
          {t('account.orders.placed', 'Placed on {date}', { date: format.date(order.order_date) })}
        </p>
        <ul className={styles.items} aria-label={t('account.orders.items', 'Items')}>
          {orderItems(order).map((item) => {
            const image = item.product?.small_image?.url;
            const size = itemSize(item);
            const quantity = item.quantity_ordered ?? 1;
            return (
              <li key={item.id} className={styles.item}>
                {image ? (
                  <img className={styles.thumb} src={image} alt="" width={64} height={85} loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div>
                  <p className={styles.itemName}>{item.product_name ?? item.product_sku}</p>
                  {size ? (
                    <p className={styles.muted}>{t('account.orders.size', 'Size: {size}', { size })}</p>
                  ) : null}
                  {otherOptions(item).map((option) => (
                    <p key={option.label} className={styles.muted}>
                      {option.label}: {option.value}
                    </p>
                  ))}
                  <p className={styles.muted}>
                    {t('account.orders.quantity', 'Quantity: {count}', { count: quantity })}
                  </p>
                </div>
                <span>{format.money(item.product_sale_price)}</span>
              </li>
            );
          })}
        </ul>
        <dl className={styles.facts}>
          <dt>{t('account.orders.delivery', 'Delivery')}</dt>
          <dd>
            {[order.shipping_method ?? order.carrier, address].filter(Boolean).join(': ') ||
              t('account.orders.none', 'Not specified')}
          </dd>
          <dt>{t('account.orders.payment', 'Payment')}</dt>
          <dd>{payments.join(', ') || t('account.orders.none', 'Not specified')}</dd>
        </dl>
        <dl className={styles.totals}>
          <dt>{t('account.orders.subtotal', 'Subtotal')}</dt>
          <dd>{format.money(order.total?.subtotal)}</dd>
          {discounts.map((discount, i) => (
            <div key={i} className={styles.totalsRow}>
              <dt>{discount.label || t('account.orders.discount', 'Discount')}</dt>
              <dd>−{format.money(discount.amount)}</dd>
            </div>
          ))}
          <dt>{t('account.orders.shipping', 'Delivery cost')}</dt>
          <dd>
            {order.total?.total_shipping?.value
              ? format.money(order.total.total_shipping)
              : t('account.orders.free', 'Free')}
          </dd>
          <dt className={styles.grandTotal}>{t('account.orders.total', 'Total')}</dt>
          <dd className={styles.grandTotal}>{format.money(order.total?.grand_total)}</dd>
        </dl>
      </article>
    </li>
  );
}

export function OrderHistory() {
  const t = useT();
  const page = pageOf(useSearch());
  const [path] = useLocation();
  const pageHref = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const [result, reexecute] = useQuery({
    query: CUSTOMER_ORDERS,
    variables: { currentPage: page, pageSize: ORDERS_PAGE_SIZE },
    requestPolicy: 'network-only',
  });
  const orders = result.data?.customer?.orders;
  if (result.fetching && !orders) return <TabLoading />;
  if (!orders)
    return <TabLoadError error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  const items = orders.items.flatMap((order) => (order ? [order] : []));
  const totalPages = orders.page_info?.total_pages ?? 1;
  if (items.length === 0 && page === 1) {
    return (
      <>
        <p className={styles.muted}>{t('account.orders.empty', 'You have not placed any orders yet.')}</p>
        <p>
          <Link href="/" className={styles.link}>
            {t('account.orders.shop', 'Start shopping')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.count}>
        {t('account.orders.count', 'Orders: {count}', {
          count: orders.total_count ?? items.length,
        })}
      </p>
      <ul className={styles.list}>
        {items.map((order) => (
          <Order key={order.id} order={order} />
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className={styles.paging} aria-label={t('account.orders.pages', 'Order pages')}>
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className={styles.link} rel="prev">
              {t('account.orders.previous', 'Newer orders')}
            </Link>
          ) : null}
          <span>{t('account.orders.pageOf', 'Page {page} of {pages}', { page, pages: totalPages })}</span>
          {page < totalPages ? (
            <Link href={pageHref(page + 1)} className={styles.link} rel="next">
              {t('account.orders.next', 'Older orders')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
