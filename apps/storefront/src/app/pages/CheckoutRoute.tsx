/**
 * /checkout as the app composes it: the checkout feature gets from here how to remove the ordered
 * cart and start a new one (spec §4: shared/cart's lifecycle), since a feature never imports the
 * cart room and the checkout need not know how carts are kept. Rendered in the browser only.
 */
import CheckoutPage from '../../features/checkout/CheckoutPage.tsx';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useStartNewCart } from '../../shared/cart/use-cart.ts';

export default function CheckoutRoute() {
  const replaceCart = useStartNewCart();
  // The cart id, the session and the saved steps live in browser storage: the server's render could
  // only say "empty", and a page loaded at /checkout would then hydrate different markup (React #418).
  // The server and the hydrating render show nothing; the browser the checkout.
  const inBrowser = useAfterHydration(true, false);
  return inBrowser ? <CheckoutPage replaceCart={replaceCart} /> : null;
}
