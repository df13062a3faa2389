/**
 * Catalog state of categories (spec sections 3 and 4): categories keyed by uid, children
 * sorted by position then uid, each category loaded only once.
 */
import { naturalCompare } from './natural-compare.ts';

export interface CategoryNode {
  uid: string;
  position?: number | null;
  children_count?: number | string | null;
  children?: ReadonlyArray<CategoryNode | null> | null;
  [field: string]: unknown;
}

export interface StoredCategory {
  uid: string;
  position?: number | null;
  children_count?: number | string | null;
  parentId?: string;
  /** Child uids in display order; undefined until this category's children were loaded. */
  children?: string[];
  [field: string]: unknown;
}

export type CategoryMap = Readonly<Record<string, StoredCategory>>;

/** Position ascending (a missing position sorts last), then uid in natural order. */
export function compareCategories(
  a: Pick<CategoryNode, 'uid' | 'position'>,
  b: Pick<CategoryNode, 'uid' | 'position'>,
): number {
  const positionA = typeof a.position === 'number' ? a.position : Number.POSITIVE_INFINITY;
  const positionB = typeof b.position === 'number' ? b.position : Number.POSITIVE_INFINITY;
  if (positionA !== positionB) return positionA < positionB ? -1 : 1;
  return naturalCompare(a.uid, b.uid);
}

export function sortCategoryChildren<T extends Pick<CategoryNode, 'uid' | 'position'>>(
  children: readonly T[],
): T[] {
  return [...children].sort(compareCategories);
}

/** True when the category's children have not been loaded yet. */
export function shouldLoadCategory(categories: CategoryMap, uid: string): boolean {
  return categories[uid]?.children === undefined;
}

/**
 * Adds a loaded category and its descendants to the map (a new map is returned). Fields
 * already known for a category are kept unless the new data provides them; a descendant that
 * came without its own children stays "not loaded".
 */
export function mergeCategory(
  categories: CategoryMap,
  category: CategoryNode,
  parentId?: string,
): CategoryMap {
  const next: Record<string, StoredCategory> = { ...categories };
  addNode(next, category, parentId);
  return next;
}

function addNode(
  target: Record<string, StoredCategory>,
  node: CategoryNode,
  parentId: string | undefined,
): void {
  const { children, ...fields } = node;
  const stored: StoredCategory = { ...target[node.uid], ...fields };
  if (parentId !== undefined) stored.parentId = parentId;
  if (Array.isArray(children)) {
    const present = sortCategoryChildren(children.filter((child): child is CategoryNode => child != null));
    stored.children = present.map((child) => child.uid);
    for (const child of present) addNode(target, child, node.uid);
  }
  target[node.uid] = stored;
}

/** The stored children of a category in display order (empty when unknown or not loaded). */
export function childrenOf(categories: CategoryMap, uid: string): StoredCategory[] {
  return (categories[uid]?.children ?? [])
    .map((childUid) => categories[childUid])
    .filter((child): child is StoredCategory => child !== undefined);
}
