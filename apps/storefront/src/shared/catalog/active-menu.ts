/**
 * Active top-level menu item (spec section 4): chosen from the current path; if none matches,
 * the item last stored as active; otherwise the first item.
 *
 * "Matches" means the item's url path equals the current path or is a whole-segment prefix of
 * it ('/women' matches '/women/dresses', not '/womenswear'); the longest match wins. Store
 * prefixes, query strings, hashes, trailing slashes and letter case are ignored on both sides,
 * and an item whose url is the home page matches only the home page.
 */
import { splitStorePrefix } from '../url/store-prefix.ts';

export interface MenuItemLike {
  id: string | number;
  url?: string | null;
}

function normalizePath(url: string): string {
  let path = url.trim();
  const scheme = /^(?:[a-z]+:)?\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  const { rest } = splitStorePrefix(path);
  return rest.replace(/\/+$/, '').toLowerCase();
}

/** Length of the item's path when it matches the current path, -1 otherwise. */
function matchLength(itemUrl: string | null | undefined, currentPath: string): number {
  if (!itemUrl) return -1;
  const itemPath = normalizePath(itemUrl);
  if (itemPath === '') return currentPath === '' ? 0 : -1;
  if (currentPath === itemPath || currentPath.startsWith(`${itemPath}/`)) return itemPath.length;
  return -1;
}

export function chooseActiveMenuItem<T extends MenuItemLike>(
  items: readonly T[],
  currentPath: string,
  storedId?: string | number | null,
): T | undefined {
  const path = normalizePath(currentPath);
  let best: T | undefined;
  let bestLength = -1;
  for (const item of items) {
    const length = matchLength(item.url, path);
    if (length > bestLength) {
      best = item;
      bestLength = length;
    }
  }
  if (best) return best;
  if (storedId !== null && storedId !== undefined) {
    const stored = items.find((item) => String(item.id) === String(storedId));
    if (stored) return stored;
  }
  return items[0];
}
