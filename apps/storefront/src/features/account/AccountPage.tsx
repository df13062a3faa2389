/**
 * The customer account (cart-account spec §2): /customer/account and its tabs, and the short signed-in
 * routes (/account-information, /address-book, /order-history, /saved-payments, /communications,
 * /wishlist). The side navigation lists the tabs on desktop; on a phone the home lists them and each
 * tab leads back. Signed-in only (the app's guard) and never cached (a personal route).
 */
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { accountTabFor, type AccountTabId } from './account-tabs.ts';
import { AccountNav } from './AccountNav.tsx';
import { AccountHome } from './tabs/AccountHome.tsx';
import { AddressBook } from './tabs/AddressBook.tsx';
import { Communications } from './tabs/Communications.tsx';
import { DeleteAccount } from './tabs/DeleteAccount.tsx';
import { Help } from './tabs/Help.tsx';
import { LoyaltyProgram } from './tabs/LoyaltyProgram.tsx';
import { OrderHistory } from './tabs/OrderHistory.tsx';
import { PersonalInformation } from './tabs/PersonalInformation.tsx';
import { PriceAlerts } from './tabs/PriceAlerts.tsx';
import { SavedPayments } from './tabs/SavedPayments.tsx';
import { WishlistTab } from './tabs/WishlistTab.tsx';
import styles from './Account.module.css';

const TAB_CONTENT: Record<AccountTabId, () => React.ReactNode> = {
  home: AccountHome,
  personalInformation: PersonalInformation,
  addressBook: AddressBook,
  orderHistory: OrderHistory,
  wishlist: WishlistTab,
  priceAlerts: PriceAlerts,
  savedPayments: SavedPayments,
  communications: Communications,
  loyaltyProgram: LoyaltyProgram,
  help: Help,
  delete: DeleteAccount,
};

export interface AccountPageProps {
  /** The route's segment: a tab id of /customer/account/{tab}, a short route's name, or none (home). */
  route?: string | null;
  /** The wishlist tab's content: the wishlist feature's page, composed by the app (no feature imports another). */
  wishlist?: ComponentType;
}

export default function AccountPage({ route = null, wishlist }: AccountPageProps) {
  const t = useT();
  const tab = accountTabFor(route);
  const title = t(tab.title.id, tab.title.defaultMessage);
  const Content = (tab.id === 'wishlist' && wishlist) || TAB_CONTENT[tab.id];
  return (
    <div className={styles.page}>
      <PageHead title={title} robots="NOINDEX,NOFOLLOW" />
      <div className={styles.layout}>
        <AccountNav current={tab.id} />
        <div className={styles.content}>
          {tab.id === 'home' ? null : (
            <Link href="/customer/account" className={styles.back}>
              <span aria-hidden="true">‹</span> {t('account.back', 'My account')}
            </Link>
          )}
          <h1 className={styles.title}>{title}</h1>
          <Content key={tab.id} />
        </div>
      </div>
    </div>
  );
}
