/**
 * /checkout as the app composes it: the checkout feature gets from here how to remove the ordered
 * cart and start a new one (spec §4: shared/cart's lifecycle), since a feature never imports the
 * cart room and the checkout need not know how carts are kept.
 */
import CheckoutPage from '../../features/checkout/CheckoutPage.tsx';
import { useStartNewCart } from '../../shared/cart/use-cart.ts';

export default function CheckoutRoute() {
  const replaceCart = useStartNewCart();
  return <CheckoutPage replaceCart={replaceCart} />;
}
