/**
 * Recently viewed products (spec section 4): newest first, no duplicates by id, at most 9.
 */
import { RECENTLY_VIEWED_MAX } from '../constants.ts';

export interface RecentlyViewedItem {
  id: string | number;
}

/**
 * The list after viewing `item`: the item first, any earlier entry with the same id removed
 * (ids compared as strings, so 5 and '5' are one product), cut to `max` entries.
 */
export function addRecentlyViewed<T extends RecentlyViewedItem>(
  list: readonly T[] | null | undefined,
  item: T,
  max: number = RECENTLY_VIEWED_MAX,
): T[] {
  const id = String(item.id);
  return [item, ...(list ?? []).filter((entry) => String(entry.id) !== id)].slice(0, Math.max(0, max));
}
