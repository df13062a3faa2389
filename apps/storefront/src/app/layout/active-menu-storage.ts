/**
 * The menu item last chosen as active (spec §4), kept in browser storage so the drawer opens on the
 * section the shopper was browsing when the current path names none.
 */
import type { BrowserStorage } from '../../shared/storage/browser-storage.ts';

export const ACTIVE_MENU_ITEM_KEY = 'activeMenuItemId';

export function readActiveMenuItemId(storage: BrowserStorage): string | null {
  return storage.getItem<string>(ACTIVE_MENU_ITEM_KEY) ?? null;
}

export function storeActiveMenuItemId(storage: BrowserStorage, id: string): void {
  storage.setItem(ACTIVE_MENU_ITEM_KEY, id);
}
