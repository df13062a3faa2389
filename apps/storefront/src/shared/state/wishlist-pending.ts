/**
 * The heart of a signed-out shopper (spec §4: they are sent to login): the product is remembered
 * here and added to their wishlist once they have signed in, so the heart they tapped stays filled
 * when they come back. Kept in browser storage for ten minutes (sign-in may go through registration
 * or a reload); only the last heart counts.
 */
import { createBrowserStorage, type BrowserStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';

export const PENDING_WISHLIST_TTL_SECONDS = 600;

export function rememberPendingWishlistSku(
  sku: string,
  storage: BrowserStorage = createBrowserStorage(),
): void {
  if (sku !== '') storage.setItem(STORAGE_KEYS.wishlistPendingSku, sku, PENDING_WISHLIST_TTL_SECONDS);
}

/** The remembered sku, forgotten as it is read (it is added once). */
export function takePendingWishlistSku(storage: BrowserStorage = createBrowserStorage()): string | null {
  const sku = storage.getItem<string>(STORAGE_KEYS.wishlistPendingSku);
  storage.removeItem(STORAGE_KEYS.wishlistPendingSku);
  return typeof sku === 'string' && sku !== '' ? sku : null;
}

/** Where a signed-out heart leads: sign-in, then back to the page it was tapped on. */
export function signInForWishlist(sku: string, location: string, navigate: (to: string) => void): void {
  rememberPendingWishlistSku(sku);
  navigate(`/sign-in?redirect=${encodeURIComponent(location)}`);
}
