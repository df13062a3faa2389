/**
 * The page links of a listing: the first and last pages, the current one with its neighbours,
 * and gaps between them ('1 … 4 5 6 … 20'). Short lists show every page.
 */
export type PageItem = number | 'gap';

export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), total);
  // Up to 7 entries fit without gaps.
  if (total <= 5 + 2 * neighbours) return Array.from({ length: total }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  let start = Math.max(2, page - neighbours);
  let end = Math.min(total - 1, page + neighbours);
  // Keep the number of entries stable near the ends.
  if (page - neighbours <= 3) {
    start = 2;
    end = Math.max(end, 3 + 2 * neighbours);
  }
  if (page + neighbours >= total - 2) {
    end = total - 1;
    start = Math.min(start, total - 2 - 2 * neighbours);
  }
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push('gap');
  items.push(total);
  return items;
}
