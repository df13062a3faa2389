/**
 * The header's loyalty block (spec §2): for a signed-in shopper, the bonus balance and a link to the
 * loyalty programme; nothing for guests.
 */
import { Link } from 'wouter';
import { numberFormat } from '../../shared/i18n/intl-cache.ts';
import { GiftIcon } from '../../shared/ui/icons.tsx';
import { useAppStore, useIsSignedIn } from '../../shared/state/app-store.tsx';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';

/**
 * The signed-in shopper's bonus balance (companion spec §3: customer.loyalty.active_bonuses), as the
 * session's customer query read it after sign-in or on start; null until then and for guests.
 */
export function useLoyaltyBalance(): number | null {
  return useAppStore((s) => (s.user.isSignedIn ? (s.user.currentUser?.loyalty_bonuses ?? null) : null));
}

export interface LoyaltyPointsProps {
  balance?: number | null;
  /** The loyalty programme page, and the header's classes for the pill and its value. */
  href: string;
  className?: string;
  valueClassName?: string;
}

export function LoyaltyPoints({ balance: given, href, className, valueClassName }: LoyaltyPointsProps) {
  const t = useT();
  const { lang } = useStoreView();
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  const fetched = useLoyaltyBalance();
  if (!signedIn) return null;
  // Whole bonuses, as the account's loyalty tab shows them (a kopiyka of bonus pays nothing).
  const exact = given ?? fetched;
  const balance = exact === null ? null : Math.floor(exact);
  const points = balance === null ? null : numberFormat(lang).format(balance);
  return (
    <Link
      href={href}
      className={className}
      // Without a balance the visible word names the link: a label that left it out would not be
      // the name a voice-control user says (axe: label-content-name-mismatch).
      aria-label={
        balance === null
          ? undefined
          : t('header.loyaltyPoints', 'Bonus points: {points}', { points: balance })
      }
    >
      <GiftIcon size={20} />
      <span className={valueClassName}>{points ?? t('header.loyaltyShort', 'Bonuses')}</span>
    </Link>
  );
}
