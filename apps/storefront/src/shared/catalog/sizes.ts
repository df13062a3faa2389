/**
 * Size list of a product card (spec section 5) and the size strip groups (section 4).
 */
import { naturalCompare } from './natural-compare.ts';

export interface ProductSizeEntry {
  id?: number | string | null;
  title?: string | null;
  label?: string | null;
  sku?: string | null;
  /** 1 = in stock. */
  stock_status?: number | null;
}

/** Fixed rank of letter sizes; a lower rank comes first. */
export const SIZE_RANK: Readonly<Record<string, number>> = {
  XXXS: 1,
  '3XS': 1,
  XXS: 2,
  '2XS': 2,
  XS: 3,
  S: 4,
  M: 5,
  L: 6,
  XL: 7,
  XXL: 8,
  '2XL': 8,
  XXXL: 9,
  '3XL': 9,
  '4XL': 10,
  '5XL': 11,
  '6XL': 12,
};

export const SIZE_GROUP_SIZE = 5;

/** Rank of a letter size ('xl', ' XL ' and 'XL' alike), undefined for any other title. */
export function sizeRank(title: string): number | undefined {
  return SIZE_RANK[title.trim().toUpperCase()];
}

const LEADING_NUMBER = /^\d+(?:[.,]\d+)?/;

/** The number a size title starts with ('38', '38.5', '38,5', '42/44' → 42), else undefined. */
export function sizeNumber(title: string): number | undefined {
  const match = LEADING_NUMBER.exec(title.trim());
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/**
 * Order: ranked letter sizes by rank, then sizes that start with a number by that number, then
 * everything else alphabetically. Ties inside a group fall back to alphabetical order so the
 * result never depends on input order.
 */
export function compareSizeTitles(a: string, b: string): number {
  const rankA = sizeRank(a);
  const rankB = sizeRank(b);
  if (rankA !== undefined || rankB !== undefined) {
    if (rankA === undefined) return 1;
    if (rankB === undefined) return -1;
    if (rankA !== rankB) return rankA - rankB;
    return naturalCompare(a.trim(), b.trim());
  }
  const numberA = sizeNumber(a);
  const numberB = sizeNumber(b);
  if (numberA !== undefined || numberB !== undefined) {
    if (numberA === undefined) return 1;
    if (numberB === undefined) return -1;
    if (numberA !== numberB) return numberA - numberB;
  }
  return naturalCompare(a.trim(), b.trim());
}

/** An entry a size list shows: in stock (stock_status 1), with a title. */
export function isListedSize<T extends ProductSizeEntry>(
  entry: T | null | undefined,
): entry is T & { title: string } {
  return entry?.stock_status === 1 && typeof entry.title === 'string' && entry.title.trim() !== '';
}

/** product_all entries that are in stock (stock_status 1) with a non-empty title, in size order. */
export function listedSizes<T extends ProductSizeEntry>(
  entries: ReadonlyArray<T | null | undefined> | null | undefined,
): Array<T & { title: string }> {
  return (entries ?? []).filter(isListedSize).sort((a, b) => compareSizeTitles(a.title, b.title));
}

/** Splits sizes into consecutive groups for the size strip (the last group may be shorter). */
export function groupSizes<T>(sizes: readonly T[], groupSize: number = SIZE_GROUP_SIZE): T[][] {
  if (!Number.isInteger(groupSize) || groupSize < 1)
    throw new RangeError(`Invalid size group length: ${groupSize}`);
  const groups: T[][] = [];
  for (let start = 0; start < sizes.length; start += groupSize)
    groups.push(sizes.slice(start, start + groupSize));
  return groups;
}
