/**
 * The shell's part of the cart: follows the cart id of other tabs (shared/cart/cart-sync.ts), and when
 * the page has a cart whose details are not loaded yet (a stored id at load, or one taken from another
 * tab) loads the cart's code and fetches them, for the badge and the mini-cart. A shopper without a cart
 * loads none of the cart's code.
 */
import { useEffect } from 'react';
import { useClient } from 'urql';
import { watchCartIdInOtherTabs } from '../../shared/cart/cart-sync.ts';
import { useAppStore, useAppStoreApi } from '../../shared/state/app-store.tsx';

export function CartSync() {
  const store = useAppStoreApi();
  const client = useClient();
  const cartId = useAppStore((s) => s.cart.cartId);
  const loadedId = useAppStore((s) => s.cart.details.id);
  // Busy with any cart request: that request fetches the details itself when it is done.
  const loading = useAppStore((s) => Object.values(s.cart.loading).some(Boolean));

  useEffect(() => watchCartIdInOtherTabs(store, window), [store]);

  useEffect(() => {
    if (!cartId || loadedId === cartId || loading) return;
    let cancelled = false;
    void import('../../shared/cart/use-cart.ts').then(({ cartServiceFor }) => {
      if (!cancelled) void cartServiceFor(client, store).getCartDetails();
    });
    return () => {
      cancelled = true;
    };
  }, [cartId, loadedId, loading, client, store]);
  return null;
}
