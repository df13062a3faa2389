/** The catalog slice (spec §3/§4): categories keyed by uid, their children, and listing pagination. */

/** A category as the server returns it; children_count is a String in Magento's schema. */
export interface CategoryInput {
  uid: string;
  position?: number | null;
  children_count?: number | string | null;
  [field: string]: unknown;
}

export interface CategoryNode extends CategoryInput {
  position: number;
  children_count: number;
  parentId: string | null;
  /** Child uids sorted by position then uid; undefined until the children have been loaded. */
  children?: readonly string[];
}

export interface CatalogState {
  categories: Readonly<Record<string, CategoryNode>>;
  currentPage: number;
  pageSize: number;
  /** Total pages of the listing before the current change, kept so pagination does not jump while loading. */
  prevPageTotal: number | null;
}

export const CATALOG_PAGE_SIZE = 6;

export const initialCatalogState: CatalogState = {
  categories: {},
  currentPage: 1,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: null,
};

export type CatalogAction =
  | { type: 'catalog/receiveChildren'; parent: CategoryInput; children: readonly CategoryInput[] }
  | { type: 'catalog/setCurrentPage'; page: number }
  | { type: 'catalog/setPrevPageTotal'; total: number | null };

export const catalogActions = {
  receiveChildren: (parent: CategoryInput, children: readonly CategoryInput[]): CatalogAction => ({
    type: 'catalog/receiveChildren',
    parent,
    children,
  }),
  setCurrentPage: (page: number): CatalogAction => ({ type: 'catalog/setCurrentPage', page }),
  setPrevPageTotal: (total: number | null): CatalogAction => ({ type: 'catalog/setPrevPageTotal', total }),
};

const toNumber = (value: number | string | null | undefined): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

export function compareCategories(
  a: Pick<CategoryNode, 'position' | 'uid'>,
  b: Pick<CategoryNode, 'position' | 'uid'>,
) {
  if (a.position !== b.position) return a.position - b.position;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

function toNode(input: CategoryInput, parentId: string | null, previous?: CategoryNode): CategoryNode {
  return {
    ...previous,
    ...input,
    position: toNumber(input.position),
    children_count: toNumber(input.children_count),
    parentId: parentId ?? previous?.parentId ?? null,
    // A re-received category keeps the children loaded earlier.
    children: previous?.children,
  };
}

/** True when the category's children have not been loaded yet; features check it before querying. */
export const needsChildren = (state: CatalogState, uid: string): boolean =>
  state.categories[uid]?.children === undefined;

export function catalogReducer(state: CatalogState, action: CatalogAction): CatalogState {
  switch (action.type) {
    case 'catalog/receiveChildren': {
      const { parent } = action;
      // Loaded only once per category (spec §4): later answers for the same category change nothing.
      if (!needsChildren(state, parent.uid)) return state;
      const categories: Record<string, CategoryNode> = { ...state.categories };
      const children = action.children.map((child) => toNode(child, parent.uid, categories[child.uid]));
      for (const child of children) categories[child.uid] = child;
      const parentNode = toNode(parent, null, categories[parent.uid]);
      categories[parent.uid] = {
        ...parentNode,
        children: [...children].sort(compareCategories).map((c) => c.uid),
      };
      return { ...state, categories };
    }
    case 'catalog/setCurrentPage':
      return Number.isInteger(action.page) && action.page >= 1
        ? { ...state, currentPage: action.page }
        : state;
    case 'catalog/setPrevPageTotal':
      return { ...state, prevPageTotal: action.total };
    default:
      return state;
  }
}

/** The loaded children of a category, in display order. */
export function childCategories(state: CatalogState, uid: string): CategoryNode[] {
  return (state.categories[uid]?.children ?? []).flatMap((childUid) => state.categories[childUid] ?? []);
}
