/**
 * The sticky header (spec §2 "Shell"): menu trigger, logo, desktop top-level menu with mega menu, search
 * trigger, loyalty points, wishlist heart (hidden on small screens), account control and cart trigger;
 * above it the 40 px CMS banner, below it the offline indicator.
 */
import { HydrationSlice } from '../../shared/react/HydrationSlice.tsx';
import { LOYALTY_PATH } from './shell-links.ts';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { CartTrigger } from './CartTrigger.tsx';
import { DeferredSearchPanel, loadSearchPanel, prefetch } from './deferred-panels.tsx';
import { DesktopMenu } from './DesktopMenu.tsx';
import { HeaderBanner } from './HeaderBanner.tsx';
import { Logo } from './Logo.tsx';
import { OfflineIndicator } from './OfflineIndicator.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { useHeader } from './useHeader.ts';
import styles from './Header.module.css';

// Signed-in shoppers only, and never in the server's render (the session lives in the browser): its
// code and query stay out of every page's first load.
const LoyaltyPoints = lazy(() =>
  import('../../features/loyalty/LoyaltyPoints.tsx').then((m) => ({ default: m.LoyaltyPoints })),
);

export function Header() {
  const t = useT();
  const header = useHeader();
  return (
    <>
      <HeaderBanner />
      <header className={styles.header}>
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.iconControl} ${styles.menuTrigger}`}
            aria-label={t('header.menu', 'Open menu')}
            aria-haspopup="dialog"
            aria-expanded={header.navOpen}
            onClick={header.toggleNav}
            onPointerEnter={header.prepareNav}
            onFocus={header.prepareNav}
          >
            <MenuIcon />
          </button>
          <Logo className={styles.logo} />
          <HydrationSlice>
            <DesktopMenu {...header.menu} onIntent={header.loadCompleteMenu} />
          </HydrationSlice>
          <div className={styles.end}>
            <div className={styles.storeSwitch}>
              <StoreSwitcher compact />
            </div>
            <button
              type="button"
              className={styles.iconControl}
              data-search-trigger=""
              aria-label={t('searchTrigger.label', 'Open search')}
              aria-expanded={header.searchOpen}
              onClick={header.toggleSearch}
              onPointerEnter={prefetch(loadSearchPanel)}
              onFocus={prefetch(loadSearchPanel)}
            >
              <SearchIcon />
            </button>
            {header.signedIn ? (
              <Suspense fallback={null}>
                <LoyaltyPoints
                  href={LOYALTY_PATH}
                  className={styles.loyalty}
                  valueClassName={styles.loyaltyValue}
                />
              </Suspense>
            ) : null}
            <Link
              href={header.wishlistHref}
              className={`${styles.iconControl} ${styles.wishlist}`}
              aria-label={t('header.wishlist', 'Wishlist')}
            >
              <HeartIcon />
              {header.wishlistCount ? (
                <span className={styles.badge} aria-hidden="true" data-count={header.wishlistCount}>
                  {header.wishlistCount > 99 ? '99+' : header.wishlistCount}
                </span>
              ) : null}
            </Link>
            <Link
              href={header.accountHref}
              className={header.firstName ? `${styles.iconControl} ${styles.account}` : styles.iconControl}
              aria-label={
                header.firstName
                  ? t('header.accountOf', 'My account, {name}', { name: header.firstName })
                  : header.signedIn
                    ? t('header.account', 'My account')
                    : t('header.signIn', 'Sign in')
              }
            >
              <UserIcon />
              {header.firstName ? (
                <span className={styles.accountName} aria-hidden="true">
                  {header.firstName}
                </span>
              ) : null}
            </Link>
            <CartTrigger />
          </div>
        </div>
        <OfflineIndicator />
        <DeferredSearchPanel />
      </header>
    </>
  );
}
