/**
 * The local-only recently viewed list (spec sections 3, 4 and 7: addProductToViewedList /
 * recentlyViewedProducts), kept in browser storage under recentlyViewedProducts. Each entry
 * carries the product card fields, so the list renders without asking the server, and the
 * store view it was seen in, so a shopper sees names in the language of the page.
 */
import { addRecentlyViewed } from '../../shared/catalog/recently-viewed.ts';
import type { BrowserStorage } from '../../shared/storage/browser-storage.ts';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys.ts';

export interface RecentlyViewedEntry<TCard = unknown> {
  /** The product id (unique in the list). */
  id: string | number;
  storeCode: string;
  /** Product card data (the card fragment's fields). */
  card: TCard;
}

function isEntry(value: unknown): value is RecentlyViewedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RecentlyViewedEntry>;
  return (
    (typeof entry.id === 'string' || typeof entry.id === 'number') &&
    typeof entry.storeCode === 'string' &&
    typeof entry.card === 'object' &&
    entry.card !== null
  );
}

/** recentlyViewedProducts: the stored list, newest first; anything unreadable counts as empty. */
export function recentlyViewedProducts<TCard>(storage: BrowserStorage): RecentlyViewedEntry<TCard>[] {
  const stored = storage.getItem<unknown>(STORAGE_KEYS.recentlyViewedProducts);
  return Array.isArray(stored) ? (stored.filter(isEntry) as RecentlyViewedEntry<TCard>[]) : [];
}

/** addProductToViewedList: puts the product first (no duplicates by id, at most 9) and stores the list. */
export function addProductToViewedList<TCard>(
  storage: BrowserStorage,
  entry: RecentlyViewedEntry<TCard>,
): RecentlyViewedEntry<TCard>[] {
  const list = addRecentlyViewed(recentlyViewedProducts<TCard>(storage), entry);
  storage.setItem(STORAGE_KEYS.recentlyViewedProducts, list);
  return list;
}

/** The entries to show on a product page: this store's, without the product on screen. */
export function otherViewedProducts<TCard>(
  list: readonly RecentlyViewedEntry<TCard>[],
  currentId: string | number,
  storeCode: string,
): RecentlyViewedEntry<TCard>[] {
  return list.filter((entry) => String(entry.id) !== String(currentId) && entry.storeCode === storeCode);
}
