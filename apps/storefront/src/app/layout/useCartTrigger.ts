import { useLocation } from 'wouter';
import { formatCartBadge } from '../../features/cart/cart-badge.ts';
import { useCartItemCount } from '../../features/cart/use-cart-count.ts';
import { isCheckoutPath } from './shell-links.ts';
import { useAppStore, useDispatch } from '../../shared/state/app-store.tsx';
import { appActions } from '../../shared/state/app-state.ts';
import { FROM_TABLET, useMediaQuery } from '../../shared/browser/use-media-query.ts';

/** Logic of CartTrigger: badge text, visibility on checkout, link or drawer by screen size. */
export function useCartTrigger() {
  const [location] = useLocation();
  const count = useCartItemCount();
  const opensDrawer = useMediaQuery(FROM_TABLET);
  const miniCartOpen = useAppStore((s) => s.app.miniCartOpen);
  const dispatch = useDispatch();
  return {
    hidden: isCheckoutPath(location),
    count,
    badge: formatCartBadge(count),
    opensDrawer,
    miniCartOpen: miniCartOpen && opensDrawer,
    openMiniCart: () => dispatch(appActions.setMiniCartOpen(true)),
    closeMiniCart: () => dispatch(appActions.setMiniCartOpen(false)),
  };
}
