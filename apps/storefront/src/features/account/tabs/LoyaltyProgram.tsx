/**
 * The loyalty programme tab: the balance, the card (its number and a barcode to show at a till), the
 * bonus history, and the programme's pages (/loyalty-rules, /hm-space).
 */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { LoyaltyBalance } from './LoyaltyBalance.tsx';
import { LoyaltyCardBarcode } from './LoyaltyCardBarcode.tsx';
import { LoyaltyHistory } from './LoyaltyHistory.tsx';
import { useLoyaltyProgram } from './useLoyaltyProgram.ts';
import styles from '../Account.module.css';

export function LoyaltyProgram() {
  const t = useT();
  const program = useLoyaltyProgram();
  const { loyalty } = program;
  return (
    <>
      {program.loading ? <TabLoading /> : null}
      {program.failed ? <TabLoadError error={program.error} onRetry={program.retry} /> : null}
      {loyalty ? (
        <>
          <div className={styles.loyalty}>
            <LoyaltyBalance loyalty={loyalty} />
            {loyalty.loyalty_card ? <LoyaltyCardBarcode card={loyalty.loyalty_card} /> : null}
          </div>
          <LoyaltyHistory items={program.history} />
          {program.hasMore ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={program.loadingMore}
              onClick={program.showMore}
            >
              {t('account.loyalty.historyMore', 'Show more')}
            </button>
          ) : null}
        </>
      ) : null}
      <p>
        {t(
          'account.loyalty.about',
          'Every purchase earns bonuses: show your card at a shop till to pay part of a purchase with them.',
        )}
      </p>
      <p className={styles.loyaltyLinks}>
        <Link href="/loyalty-rules" className={styles.link}>
          {t('account.loyalty.rules', 'Loyalty programme rules')}
        </Link>
        <Link href="/hm-space" className={styles.link}>
          {t('account.loyalty.space', 'HM Space: events for programme members')}
        </Link>
      </p>
    </>
  );
}
