/**
 * /checkout as the app composes it: the checkout feature gets from here how to remove the ordered
 * cart and start a new one (spec §4: shared/cart's lifecycle), since a feature never imports the
 * cart room and the checkout need not know how carts are kept. Rendered in the browser, or empty by
 * the server where the browser holds no cart.
 */
import CheckoutPage, { EmptyCheckout } from '../../features/checkout/CheckoutPage.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useStartNewCart } from '../../shared/cart/use-cart.ts';
import { useAppStore } from '../../shared/state/app-store.tsx';

export default function CheckoutRoute() {
  const replaceCart = useStartNewCart();
  // The cart id, the session and the saved steps live in browser storage, which the server cannot read:
  // where the browser may hold a cart (the cart hint cookie) the server and the hydrating render show
  // nothing, or a page loaded at /checkout would hydrate different markup (React #418); where it holds
  // none, both show the empty checkout. The browser then renders the checkout.
  const inBrowser = useAfterHydration(true, false);
  const mayHoldCart = useAppStore((s) => s.app.firstRenderMayHoldCart);
  if (inBrowser) return <CheckoutPage replaceCart={replaceCart} />;
  return mayHoldCart ? null : <EmptyCheckout />;
}
