import { useLocation } from 'wouter';
import { brandsListPath, menuGenderFromPath } from '../../shared/catalog/gender.ts';
import { appActions } from '../../shared/state/app-state.ts';
import { useAppStore, useDispatch, useIsSignedIn } from '../../shared/state/app-store.tsx';
import { accountHref, mobileBarWishlistHref } from './shell-links.ts';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useCustomerSummary } from '../../shared/session/use-customer-summary.ts';

/**
 * The brands entry's gender: the section of the current path (/women..., /brands/men, /men/...), else none
 * (the default brands list).
 */
export function brandsGenderFromPath(path: string): string | null {
  const brands = /^\/(?:exclusive-)?brands\/(men|women|kids)(?:[/?#]|$)/.exec(path);
  return brands?.[1] ?? menuGenderFromPath(path);
}

/** Logic of MobileBar: link targets by sign-in state and section, the catalog drawer toggle. */
export function useMobileBar() {
  const [location] = useLocation();
  const dispatch = useDispatch();
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  const navOpen = useAppStore((s) => s.app.drawer === 'nav');
  const firstName = useCustomerSummary()?.firstname || null;
  return {
    /** The signed-in shopper's first name for the profile entry, once loaded. */
    firstName: signedIn ? firstName : null,
    isHome: location === '/',
    navOpen,
    wishlistHref: mobileBarWishlistHref(signedIn),
    brandsHref: brandsListPath(brandsGenderFromPath(location)),
    profileHref: accountHref(signedIn),
    isCurrent: (href: string) => location === href,
    openCatalog: () => dispatch(appActions.toggleDrawer('nav')),
  };
}
