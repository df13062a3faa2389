/**
 * The header's loyalty block (spec §2): for a signed-in shopper, the bonus balance and a link to the
 * loyalty programme; nothing for guests.
 */
import { Link } from 'wouter';
import { numberFormat } from '../../shared/i18n/intl-cache.ts';
import { GiftIcon } from '../../shared/ui/icons.tsx';
import { useIsSignedIn } from '../store/app-store.tsx';
import { useStoreView, useT } from '../store-view.tsx';
import { LOYALTY_PATH } from './shell-links.ts';
import { useAfterHydration } from './use-hydrated.ts';
import styles from './Header.module.css';

/**
 * The signed-in shopper's bonus balance (companion spec §3: customer.loyalty.active_bonuses). The commerce
 * schema has no customer loyalty field yet, so there is no balance to show: the account issue replaces
 * this with its customer query.
 */
export function useLoyaltyBalance(): number | null {
  return null;
}

export function LoyaltyPoints({ balance: given }: { balance?: number | null }) {
  const t = useT();
  const { lang } = useStoreView();
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  const fetched = useLoyaltyBalance();
  if (!signedIn) return null;
  const balance = given ?? fetched;
  const points = balance === null ? null : numberFormat(lang).format(balance);
  return (
    <Link
      href={LOYALTY_PATH}
      className={styles.loyalty}
      aria-label={
        points === null
          ? t('header.loyalty', 'Loyalty programme')
          : t('header.loyaltyPoints', 'Bonus points: {points}', { points })
      }
    >
      <GiftIcon size={20} />
      <span className={styles.loyaltyValue}>{points ?? t('header.loyaltyShort', 'Bonuses')}</span>
    </Link>
  );
}
