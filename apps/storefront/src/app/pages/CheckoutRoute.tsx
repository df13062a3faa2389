/**
 * /checkout and /order-success as the app composes them: the checkout feature gets from here how to
 * remove the ordered cart and start a new one (spec §4), since a feature never imports the cart room.
 * Until shared/cart's lifecycle offers that, the cart slice is reset and a guest cart created here.
 */
import { useCallback } from 'react';
import { useClient } from 'urql';
import CheckoutPage from '../../features/checkout/CheckoutPage.tsx';
import { CREATE_GUEST_CART } from '../../features/checkout/checkout-operations.ts';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { cartActions } from '../../shared/state/cart-state.ts';

export function useReplaceCart(): () => Promise<void> {
  const dispatch = useDispatch();
  const client = useClient();
  return useCallback(async () => {
    dispatch(cartActions.reset());
    dispatch(cartActions.request('getCart'));
    const result = await client.mutation(CREATE_GUEST_CART, {}).toPromise();
    const cartId = result.data?.createGuestCart?.cart.id;
    // A failure here is ignored (spec §8): the cart lifecycle creates one when the shopper adds again.
    dispatch(cartActions.receive('getCart', cartId ? { cartId } : {}));
  }, [dispatch, client]);
}

export default function CheckoutRoute() {
  const replaceCart = useReplaceCart();
  return <CheckoutPage replaceCart={replaceCart} />;
}
