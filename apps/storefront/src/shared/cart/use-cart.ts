/**
 * The cart for components: one service per client and store (cart-service.ts), the details as the
 * screens show them (cart-view.ts), and startNewCart for the checkout after an order.
 */
import { useCallback, useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { useAppStore, useAppStoreApi, type AppStore } from '../state/app-store.tsx';
import { createCartService, type CartService } from './cart-service.ts';
import { asCartDetails, cartItems, cartLine, cartSummary } from './cart-view.ts';

const services = new WeakMap<AppStore, WeakMap<Client, CartService>>();

export function cartServiceFor(client: Client, store: AppStore): CartService {
  const byClient = services.get(store) ?? new WeakMap<Client, CartService>();
  services.set(store, byClient);
  let service = byClient.get(client);
  if (!service) {
    service = createCartService({ client, store });
    byClient.set(client, service);
  }
  return service;
}

export function useCartService(): CartService {
  const client = useClient();
  const store = useAppStoreApi();
  return useMemo(() => cartServiceFor(client, store), [client, store]);
}

/** The cart as the screens show it, with the slice's loading flags and errors. */
export function useCart() {
  const cart = useAppStore((s) => s.cart);
  const view = useMemo(() => {
    const details = asCartDetails(cart.details);
    return { details, summary: cartSummary(details), lines: cartItems(details).map(cartLine) };
  }, [cart.details]);
  return { ...view, cartId: cart.cartId, loading: cart.loading, errors: cart.errors };
}

/** The same outside React (e.g. an order submission thunk holding the client and the store). */
export function startNewCart(client: Client, store: AppStore): Promise<void> {
  return cartServiceFor(client, store).startNewCart();
}

/**
 * For the checkout after an order (spec §4 "remove the cart and create a new one"): resolves once a new
 * cart exists or creating it failed, which is silently ignored (spec §8).
 */
export function useStartNewCart(): () => Promise<void> {
  const service = useCartService();
  return useCallback(() => service.startNewCart(), [service]);
}
