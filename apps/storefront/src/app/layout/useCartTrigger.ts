import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatCartBadge } from '../../shared/cart-badge.ts';
import { useCartItemCount } from '../../features/cart/use-cart-count.ts';
import { isCheckoutPath } from './shell-links.ts';
import { FROM_TABLET, useMediaQuery } from './use-media-query.ts';

/** Logic of CartTrigger: badge text, visibility on checkout, link or drawer by screen size. */
export function useCartTrigger() {
  const [location] = useLocation();
  const count = useCartItemCount();
  const opensDrawer = useMediaQuery(FROM_TABLET);
  const [miniCartOpen, setMiniCartOpen] = useState(false);
  return {
    hidden: isCheckoutPath(location),
    count,
    badge: formatCartBadge(count),
    opensDrawer,
    miniCartOpen: miniCartOpen && opensDrawer,
    openMiniCart: () => setMiniCartOpen(true),
    closeMiniCart: () => setMiniCartOpen(false),
  };
}
