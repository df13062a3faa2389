/**
 * The cart's life in a browser tab, started once after the page has hydrated (loaded on demand by the
 * shell, so no page pays for it on first load): the stored cart's details are fetched (the badge, the
 * mini-cart), and a cart id changed by another tab reloads this one (spec §4), so two tabs never work on
 * two different carts.
 */
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import type { AppStore } from '../state/app-store.tsx';
import type { CartService } from './cart-service.ts';

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

export interface CartSyncOptions {
  service: CartService;
  store: AppStore;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'reload'> };
}

/** Returns the stop function (tests; the app keeps it running). */
export function startCartSync({ service, store, win }: CartSyncOptions): () => void {
  if (store.getState().cart.cartId) void service.getCartDetails();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.cartId) return;
    const next = storedCartId(event.newValue);
    // A removed id is the other tab's reset in progress: only a different new cart matters.
    if (next && next !== store.getState().cart.cartId) win.location.reload();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
