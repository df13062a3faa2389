/** The loyalty block (spec §3 customer.loyalty): the bonus balance in plural forms and the card. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { AccountCustomer } from '../account-documents.ts';
import styles from '../Account.module.css';

export function LoyaltyBalance({ loyalty }: { loyalty: AccountCustomer['loyalty'] }) {
  const t = useT();
  const bonuses = Math.floor(loyalty?.active_bonuses ?? 0);
  return (
    <>
      <p className={styles.balance}>{t('account.loyalty.bonuses', 'Bonuses: {count}', { count: bonuses })}</p>
      <p className={styles.muted}>
        {loyalty?.loyalty_card
          ? t('account.loyalty.card', 'Loyalty card: {card}', { card: loyalty.loyalty_card })
          : t('account.loyalty.noCard', 'No loyalty card yet: bonuses are counted by your account.')}
      </p>
    </>
  );
}
