/**
 * What the mini-cart and the cart page share: the cart's lines and totals (shared/cart), the quantity
 * change of a line, the remove-from-cart confirmation (the modal emits, this removes), the coupon, and
 * the way to checkout (begin_checkout; a guest is asked first how to check out). One line at a time is
 * busy; its error is shown on it.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { trackBeginCheckout } from '../../shared/analytics/checkout-events.ts';
import { analyticsProductOf, type CartLine } from '../../shared/cart/cart-view.ts';
import { useCart, useCartService } from '../../shared/cart/use-cart.ts';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useAppStore, useDispatch, useIsSignedIn } from '../../shared/state/app-store.tsx';
import { useModalConfirmed } from '../../shared/state/modal-events.ts';
import { modalActions } from '../../shared/state/modal-state.ts';
import { useStableLineOrder } from './stable-line-order.ts';

export const CHECKOUT_PATH = '/checkout';
/** The stepper's bounds: at least one (removing is its own control), at most what a shopper sensibly buys. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export interface LineFailure {
  uid: string;
  message: string | null;
}

export function useCartScreen() {
  const cart = useCart();
  const service = useCartService();
  const dispatch = useDispatch();
  const signedIn = useIsSignedIn();
  const [, navigate] = useLocation();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [failure, setFailure] = useState<LineFailure | null>(null);

  const changeQuantity = useCallback(
    async (line: CartLine, quantity: number) => {
      const next = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));
      if (next === line.quantity) return;
      setBusyLine(line.uid);
      setFailure(null);
      const outcome = await service.updateItem(line, next);
      setBusyLine(null);
      if (!outcome.ok) setFailure({ uid: line.uid, message: outcome.message });
    },
    [service],
  );

  const askToRemove = useCallback(
    (line: CartLine) =>
      dispatch(modalActions.openModal('remove-from-cart', { itemUid: line.uid, productName: line.name })),
    [dispatch],
  );

  useModalConfirmed('remove-from-cart', ({ itemUid }) => {
    const line = cart.lines.find((l) => l.uid === itemUid);
    setBusyLine(itemUid);
    setFailure(null);
    void service.removeItem(itemUid, line ? analyticsProductOf(line) : undefined).then((outcome) => {
      setBusyLine(null);
      if (!outcome.ok) setFailure({ uid: itemUid, message: outcome.message });
    });
  });

  const goToCheckout = useCallback(() => {
    trackBeginCheckout(cart.lines.map(analyticsProductOf));
    if (signedIn) navigate(CHECKOUT_PATH);
    else dispatch(modalActions.openModal('checkout-authorization'));
  }, [cart.lines, signedIn, navigate, dispatch]);

  const failedToLoad = cart.details === null && cart.errors.getDetails !== null && !cart.loading.getDetails;
  // The server cannot know the shopper's cart: it renders the loading state where the browser may hold
  // one (the cart hint cookie), the empty cart where it holds none, and so does hydration.
  const mayHoldCart = useAppStore((s) => s.app.firstRenderMayHoldCart);
  const isLoading = useAfterHydration(
    cart.cartId !== null && cart.details === null && !failedToLoad,
    mayHoldCart,
  );
  const reload = useCallback(() => void service.getCartDetails(), [service]);

  const lines = useStableLineOrder(cart.lines);

  return {
    ...cart,
    lines,
    /** Details asked for but not here yet (a stored cart at load; always while server-rendered). */
    isLoading,
    /** The details could not be fetched (offline): the cart is kept, the shopper can try again. */
    failedToLoad: failedToLoad && cart.cartId !== null,
    reload,
    busyLine,
    failure,
    changeQuantity,
    askToRemove,
    goToCheckout,
    applyCoupon: service.applyCoupon,
    removeCoupon: service.removeCoupon,
  };
}
