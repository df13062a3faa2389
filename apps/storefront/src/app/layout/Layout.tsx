/**
 * The page frame (spec §2 "Shell"): header (with banner, mega menu, search panel), main area, footer,
 * mobile bar, navigation drawer, modal host and toasts; and the shell's effects: store code sync,
 * connectivity and unexpected-error toasts, service worker registration.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ServiceWorker } from '../../features/pwa/ServiceWorker.tsx';
import { AnalyticsRoot } from './AnalyticsRoot.tsx';
import { CartSync } from './CartSync.tsx';
import { SessionWatcher } from '../../shared/session/SessionWatcher.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { ConnectivityToasts } from './ConnectivityToasts.tsx';
import { Header } from './Header.tsx';
import { HydrationSlice } from '../../shared/react/HydrationSlice.tsx';
import { MainMenuProvider } from './main-menu.tsx';
import { MobileBar } from './MobileBar.tsx';
import { PriceAlertSync } from './PriceAlertSync.tsx';
import { ModalHost } from './ModalHost.tsx';
import { DeferredFooter, DeferredNavigationDrawer } from './deferred-panels.tsx';
import { StoreCodeSync } from './StoreCodeSync.tsx';
import { Toasts } from './Toasts.tsx';
import { ToastsProvider } from '../../shared/toasts/toasts-context.tsx';
import { UnexpectedErrorToasts } from './UnexpectedErrorToasts.tsx';
import { WishlistRoot } from './WishlistRoot.tsx';
import styles from './Layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  // The home route has no minimum page-area height (spec §2).
  const isHome = location === '/';
  return (
    <MainMenuProvider>
      <ToastsProvider>
        <StoreCodeSync />
        <ConnectivityToasts />
        <UnexpectedErrorToasts />
        <ServiceWorker />
        <AnalyticsRoot />
        <CartSync />
        <PriceAlertSync />
        <SessionWatcher />
        <WishlistRoot>
          <div className={styles.site}>
            <a href="#main" className={styles.skipLink}>
              {t('layout.skipToContent', 'Skip to content')}
            </a>
            <HydrationSlice>
              <Header />
            </HydrationSlice>
            <main id="main" className={isHome ? styles.mainHome : styles.main} tabIndex={-1}>
              <HydrationSlice>{children}</HydrationSlice>
            </main>
            <DeferredFooter />
            <HydrationSlice>
              <MobileBar />
            </HydrationSlice>
          </div>
          <DeferredNavigationDrawer />
          <ModalHost />
        </WishlistRoot>
        <Toasts />
      </ToastsProvider>
    </MainMenuProvider>
  );
}
