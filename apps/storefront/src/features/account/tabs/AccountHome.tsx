/** Account home: the customer's name and e-mail, the loyalty block and links to every tab. */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { AccountTabList } from '../AccountNav.tsx';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useAccountCustomer } from '../useAccountCustomer.ts';
import { LoyaltyBalance } from './LoyaltyBalance.tsx';
import styles from '../Account.module.css';

export function AccountHome() {
  const t = useT();
  const { customer, loading, error, failed, retry } = useAccountCustomer();
  const name = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ');
  return (
    <>
      {loading ? <TabLoading /> : null}
      {failed ? <TabLoadError error={error} onRetry={retry} /> : null}
      {customer ? (
        <>
          <p className={styles.greeting}>
            {t('account.home.greeting', 'Hello, {name}!', { name: name || '…' })}
          </p>
          <p className={styles.muted}>{customer.email}</p>
          <section className={styles.loyalty} aria-labelledby="account-loyalty">
            <h2 id="account-loyalty" className={styles.label}>
              {t('account.loyalty.title', 'Your bonuses')}
            </h2>
            <LoyaltyBalance loyalty={customer.loyalty} />
            <Link href="/customer/account/loyaltyProgram" className={styles.link}>
              {t('account.loyalty.more', 'About the loyalty programme')}
            </Link>
          </section>
        </>
      ) : null}
      <AccountTabList />
    </>
  );
}
