/**
 * The cart id across browser tabs (spec §4): when another tab stores a different cart id, this tab
 * reloads, so two tabs never work on two different carts. Small and free of the cart's code: the shell
 * imports it on every page.
 */
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import type { AppStore } from '../state/app-store.tsx';
import { cartActions } from '../state/cart-state.ts';

/** The id inside the storage module's record ({ value, timeStored, ttl }); null when there is none. */
export function storedCartId(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { value?: unknown } | null;
    return typeof parsed?.value === 'string' && parsed.value !== '' ? parsed.value : null;
  } catch {
    return null;
  }
}

export interface CartTabWindow {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  location: Pick<Location, 'reload'>;
}

/** Listens for cart ids stored by other tabs; returns the stop function. */
export function watchCartIdInOtherTabs(store: AppStore, win: CartTabWindow): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.cartId) return;
    const next = storedCartId(event.newValue);
    // A removed id is the other tab's reset in progress: only a new cart matters.
    if (!next) return;
    const current = store.getState().cart.cartId;
    if (next === current) return;
    // Without a cart of its own this tab has nothing to lose: it takes the other tab's cart, no reload.
    if (current === null) store.dispatch(cartActions.receive('getCart', { cartId: next }));
    else win.location.reload();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
