/** The loyalty programme tab: the balance, the card and the programme's rules. */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useAccountCustomer } from '../useAccountCustomer.ts';
import { LoyaltyBalance } from './LoyaltyBalance.tsx';
import styles from '../Account.module.css';

export function LoyaltyProgram() {
  const t = useT();
  const { customer, loading, error, failed, retry } = useAccountCustomer();
  return (
    <>
      {loading ? <TabLoading /> : null}
      {failed ? <TabLoadError error={error} onRetry={retry} /> : null}
      {customer ? (
        <div className={styles.loyalty}>
          <LoyaltyBalance loyalty={customer.loyalty} />
        </div>
      ) : null}
      <p>
        {t(
          'account.loyalty.about',
          'Every purchase earns bonuses, and you can pay part of your next orders with them.',
        )}
      </p>
      <Link href="/loyalty-rules" className={styles.link}>
        {t('account.loyalty.rules', 'Loyalty programme rules')}
      </Link>
    </>
  );
}
