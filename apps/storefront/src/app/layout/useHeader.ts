import { appActions } from '../../shared/state/app-state.ts';
import { useAppStore, useDispatch, useIsSignedIn } from '../../shared/state/app-store.tsx';
import { accountHref, headerWishlistHref } from './shell-links.ts';
import { loadNavigationDrawer, prefetch } from './deferred-panels.tsx';
import { useLoadCompleteMenu, useMainMenu } from './main-menu.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useCustomerSummary } from '../../shared/session/use-customer-summary.ts';

/** Logic of Header: link targets by sign-in state, the drawer and search toggles, the menu data. */
export function useHeader() {
  const dispatch = useDispatch();
  // The server cannot know the session: guest links until hydrated.
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  const navOpen = useAppStore((s) => s.app.drawer === 'nav');
  const searchOpen = useAppStore((s) => s.app.searchOpen);
  const menu = useMainMenu();
  const loadCompleteMenu = useLoadCompleteMenu();
  // Loaded in the browser only (after sign-in, or on start by SessionWatcher): never server-rendered.
  const firstName = useCustomerSummary()?.firstname || null;
  // The products kept (the wishlist slice is filled in the browser, for signed-in customers only).
  const wishlistCount = useAppStore((s) => s.wishlist.items.length);
  return {
    signedIn,
    firstName: signedIn ? firstName : null,
    navOpen,
    searchOpen,
    menu,
    loadCompleteMenu,
    /** Intent to open the drawer: its code and the whole menu are fetched ahead. */
    prepareNav: () => {
      prefetch(loadNavigationDrawer)();
      loadCompleteMenu();
    },
    wishlistHref: headerWishlistHref(signedIn),
    wishlistCount: signedIn ? wishlistCount : 0,
    accountHref: accountHref(signedIn),
    toggleNav: () => dispatch(appActions.toggleDrawer('nav')),
    toggleSearch: () => dispatch(appActions.toggleSearch()),
  };
}
