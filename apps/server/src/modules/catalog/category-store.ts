/**
 * The active categories of every store view, read in one statement per catalogue version and kept
 * in memory: a category page asked for its category (with breadcrumbs) and its children in two
 * statements of its own on every uncached listing, for a few hundred rows that change only with
 * the catalogue version (catalog_state.version, which the seed and every catalogue change bump).
 * The rows are the ones the SQL gave (CategoryRow with children_count), frozen: resolvers copy
 * them, none may change them for the next request.
 */
import type { Queryable } from '../../db/connection.ts';
import { CATEGORY_COLUMNS, groupBy, type CategoryRow } from './loaders.ts';
import type { CategoryCriteria } from './queries.ts';
import { LoadedPerVersion } from './versioned-builds.ts';

/** By position, then id: the order of a category's children (loaders.ts). */
const byPosition = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;
/** By level, position, id: the order of a `categories` answer (queries.ts). */
const byLevel = (a: CategoryRow, b: CategoryRow) => a.level - b.level || byPosition(a, b);

class StoreCategories {
  readonly byId: Map<number, CategoryRow>;
  readonly children: Map<number | null, CategoryRow[]>;
  readonly byUrlKey: Map<string, CategoryRow[]>;
  readonly byUrlPath: Map<string, CategoryRow[]>;

  constructor(rows: CategoryRow[]) {
    const childCount = groupBy(rows, (row) => row.parent_id);
    const counted = rows.map((row) =>
      Object.freeze({ ...row, children_count: childCount.get(row.id)?.length ?? 0 }),
    );
    this.byId = new Map(counted.map((row) => [row.id, row]));
    this.children = groupBy(counted, (row) => row.parent_id);
    for (const list of this.children.values()) list.sort(byPosition);
    this.byUrlKey = groupBy(counted, (row) => row.url_key);
    this.byUrlPath = groupBy(counted, (row) => row.url_path);
  }
}

export class CategoryStore {
  private constructor(private readonly stores: Map<number, StoreCategories>) {}

  static async load(db: Queryable): Promise<CategoryStore> {
    const rows = await db.query<CategoryRow & { store_id: number }>(
      `SELECT t.store_id, ${CATEGORY_COLUMNS}
       FROM category c JOIN category_text t ON t.category_id = c.id
       WHERE c.is_active`,
    );
    const byStore = groupBy(rows, (row) => row.store_id);
    return new CategoryStore(
      new Map(
        [...byStore].map(([storeId, list]) => [
          storeId,
          new StoreCategories(list.map(({ store_id: _store, ...row }) => row)),
        ]),
      ),
    );
  }

  private of(storeId: number): StoreCategories | undefined {
    return this.stores.get(storeId);
  }

  /** The active category with this id in the store view (any root's), or null. */
  category(storeId: number, id: number): CategoryRow | null {
    return this.of(storeId)?.byId.get(id) ?? null;
  }

  /** The active children of a category in the store view, by position. */
  children(storeId: number, parentId: number): CategoryRow[] {
    return this.of(storeId)?.children.get(parentId) ?? [];
  }

  /** The active ones of these categories in the store view (a product's), by level, position and id. */
  categoriesOf(storeId: number, ids: number[]): CategoryRow[] {
    return ids.flatMap((id) => this.category(storeId, id) ?? []).sort(byLevel);
  }

  /**
   * What queries.ts's selectCategories answers for criteria without a name match (that one stays
   * PostgreSQL's: ILIKE folds case by the database's collation): every criterion given, none meaning
   * the store's root, only categories under the store's root, by level, position and id.
   */
  select(
    store: { id: number; rootCategoryId: number },
    c: Omit<CategoryCriteria, 'nameContains'>,
  ): CategoryRow[] {
    const own = this.of(store.id);
    if (!own) return [];
    const candidates: CategoryRow[][] = [];
    if (c.ids) candidates.push(c.ids.flatMap((id) => own.byId.get(id) ?? []));
    if (c.parentIds) candidates.push(c.parentIds.flatMap((id) => own.children.get(id) ?? []));
    if (c.urlKeys) candidates.push(c.urlKeys.flatMap((key) => own.byUrlKey.get(key) ?? []));
    if (c.urlPaths) candidates.push(c.urlPaths.flatMap((path) => own.byUrlPath.get(path) ?? []));
    if (candidates.length === 0) candidates.push([own.byId.get(store.rootCategoryId) ?? []].flat());
    // Each criterion is a set (a value given twice selects its rows once); all must hold.
    const [first, ...others] = candidates.map((list) => new Set(list));
    const underRoot = `1/${store.rootCategoryId}/`;
    return [...first!]
      .filter((row) => others.every((set) => set.has(row)))
      .filter((row) => row.id === store.rootCategoryId || row.path.startsWith(underRoot))
      .sort(byLevel);
  }
}

/** The category store of the catalogue version now, loaded on its first use in that version. */
export class CurrentCategories extends LoadedPerVersion<CategoryStore> {
  constructor(db: Queryable, version: () => number) {
    super(() => CategoryStore.load(db), version);
  }
}
