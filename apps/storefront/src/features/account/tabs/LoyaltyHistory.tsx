/** The bonus ledger: each change with its date, order, reason, points and the balance after it. */
import { useStoreView, useT } from '../../../shared/store-view/store-view.tsx';
import type { LoyaltyHistoryItem } from '../account-documents.ts';
import { orderDate } from '../order-view.ts';
import styles from '../Account.module.css';

export function LoyaltyHistory({ items }: { items: readonly LoyaltyHistoryItem[] }) {
  const t = useT();
  const { lang } = useStoreView();
  if (items.length === 0)
    return (
      <p className={styles.muted}>
        {t('account.loyalty.historyEmpty', 'No bonuses yet: they arrive when an order is completed.')}
      </p>
    );
  const dateText = (value: string) => {
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
  const points = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, signDisplay: 'always' });
  const balance = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return (
    <table className={styles.history}>
      <caption>{t('account.loyalty.history', 'Bonus history')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.loyalty.historyDate', 'Date')}</th>
          <th scope="col">{t('account.loyalty.historyReason', 'What happened')}</th>
          <th scope="col">{t('account.loyalty.historyPoints', 'Bonuses')}</th>
          <th scope="col">{t('account.loyalty.historyBalance', 'Balance')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.order_number}-${item.change_reason}`}>
            <td>{dateText(item.date)}</td>
            <td>
              {item.change_reason === 'ORDER_CANCELED'
                ? t('account.loyalty.reasonCanceled', 'Order № {number} canceled', {
                    number: item.order_number,
                  })
                : t('account.loyalty.reasonComplete', 'Order № {number} completed', {
                    number: item.order_number,
                  })}
            </td>
            <td>{points.format(item.points_change)}</td>
            <td>{balance.format(item.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
