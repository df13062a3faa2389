/** The wishlist slice (spec §3/§4): list, loading flag and error. Items are identified by id, matched by sku. */

export interface WishlistItem {
  id: string;
  sku: string;
  [field: string]: unknown;
}

export interface WishlistState {
  items: readonly WishlistItem[];
  loading: boolean;
  error: unknown;
}

export type WishlistAction =
  | { type: 'wishlist/setList'; items: readonly WishlistItem[]; page: number }
  | { type: 'wishlist/addItem'; item: WishlistItem; index?: number }
  | { type: 'wishlist/removeItem'; id: string }
  | { type: 'wishlist/setLoading'; loading: boolean }
  | { type: 'wishlist/setError'; error: unknown };

export const initialWishlistState: WishlistState = { items: [], loading: false, error: null };

export const wishlistActions = {
  /** Page 1 replaces the list; later pages are appended. */
  setList: (items: readonly WishlistItem[], page = 1): WishlistAction => ({
    type: 'wishlist/setList',
    items,
    page,
  }),
  /** `index` puts the item back where it was (used when an optimistic removal is reverted). */
  addItem: (item: WishlistItem, index?: number): WishlistAction => ({
    type: 'wishlist/addItem',
    item,
    index,
  }),
  removeItem: (id: string): WishlistAction => ({ type: 'wishlist/removeItem', id }),
  setLoading: (loading: boolean): WishlistAction => ({ type: 'wishlist/setLoading', loading }),
  setError: (error: unknown): WishlistAction => ({ type: 'wishlist/setError', error }),
};

/** A wishlist item requires a sku (spec §5): items without one are never stored. */
export const isValidWishlistItem = (item: Partial<WishlistItem> | null | undefined): item is WishlistItem =>
  typeof item?.sku === 'string' && item.sku !== '' && item.id !== undefined && item.id !== null;

export const findWishlistItem = (
  state: Pick<WishlistState, 'items'>,
  sku: string,
): WishlistItem | undefined => state.items.find((item) => item.sku === sku);

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'wishlist/setList': {
      const incoming = action.items.filter(isValidWishlistItem);
      if (action.page <= 1) return { items: incoming, loading: false, error: null };
      // A page can overlap the previous one when the list changed between requests.
      const known = new Set(state.items.map((item) => item.id));
      const items = [...state.items, ...incoming.filter((item) => !known.has(item.id))];
      return { items, loading: false, error: null };
    }
    case 'wishlist/addItem': {
      if (!isValidWishlistItem(action.item) || findWishlistItem(state, action.item.sku)) return state;
      const items = [...state.items];
      const index =
        action.index === undefined ? items.length : Math.min(Math.max(action.index, 0), items.length);
      items.splice(index, 0, action.item);
      return { ...state, items };
    }
    case 'wishlist/removeItem': {
      const items = state.items.filter((item) => item.id !== action.id);
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'wishlist/setLoading':
      return { ...state, loading: action.loading };
    case 'wishlist/setError':
      return { ...state, loading: false, error: action.error };
    default:
      return state;
  }
}
