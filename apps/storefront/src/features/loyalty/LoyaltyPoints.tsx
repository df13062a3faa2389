/**
 * The header's loyalty block (spec §2): for a signed-in shopper, the bonus balance and a link to the
 * loyalty programme; nothing for guests.
 */
import { Link } from 'wouter';
import { numberFormat } from '../../shared/i18n/intl-cache.ts';
import { GiftIcon } from '../../shared/ui/icons.tsx';
import { useQuery } from 'urql';
import { graphql } from '../../shared/graphql/graphql.ts';
import { useIsSignedIn } from '../../shared/state/app-store.tsx';
import { useStoreView, useT } from '../../shared/store-view/store-view.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';

/**
 * The header's own question (our extension customer.loyalty, so the session's Magento-only customer
 * query stays valid against any Magento): personal, so always from the network, asked once per page
 * load and only for a signed-in shopper. A completed order's bonuses show on the next page load.
 */
export const LOYALTY_BALANCE = graphql(`
  query GetLoyaltyBalance {
    customer {
      loyalty {
        active_bonuses
      }
    }
  }
`);

/** The signed-in shopper's bonus balance (companion spec §3: customer.loyalty.active_bonuses); null until known. */
export function useLoyaltyBalance(signedIn: boolean): number | null {
  const [result] = useQuery({ query: LOYALTY_BALANCE, pause: !signedIn, requestPolicy: 'network-only' });
  return signedIn ? (result.data?.customer?.loyalty?.active_bonuses ?? null) : null;
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
  const fetched = useLoyaltyBalance(signedIn && given === undefined);
  if (!signedIn) return null;
  // Whole bonuses, as the account's loyalty tab shows them (a kopiyka of bonus pays nothing).
  const exact = given === undefined ? fetched : given;
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
