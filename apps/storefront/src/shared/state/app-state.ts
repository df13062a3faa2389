/** The app slice (spec §3/§4): drawer, connectivity, search panel, unhandled errors, page loading. */

export type DrawerName = 'nav' | 'search';

/** The four root page types loaded on demand (spec §2); route types as the server names them. */
export type RootComponentType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'SEARCH';

export interface UnhandledError {
  id: string;
  error: unknown;
  /** Where it was caught (component stack or file:line), for the debug line of the error toast. */
  location?: string;
}

export interface AppState {
  drawer: DrawerName | null;
  isOnline: boolean;
  /** Set on the first offline event and kept: the offline indicator shows only after that. */
  hasBeenOffline: boolean;
  searchOpen: boolean;
  isSearchExecuting: boolean;
  unhandledErrors: readonly UnhandledError[];
  isPageLoading: boolean;
  nextRootComponent: RootComponentType | null;
  /** The mini-cart drawer (tablet and wider). */
  miniCartOpen: boolean;
  /**
   * What the server's render (and so the hydrating one) assumed of the browser's storage: a cart or
   * a session may be there (the cart hint cookie, shared/session/cart-hint.ts). Where false, the cart
   * and the checkout render their empty state on the server rather than loading or nothing.
   */
  firstRenderMayHoldCart: boolean;
}

export type AppAction =
  | { type: 'app/toggleDrawer'; drawer: DrawerName }
  | { type: 'app/closeDrawer' }
  | { type: 'app/setOnline' }
  | { type: 'app/setOffline' }
  | { type: 'app/toggleSearch' }
  | { type: 'app/setSearchExecuting'; executing: boolean }
  | { type: 'app/addUnhandledError'; error: UnhandledError }
  | { type: 'app/markErrorHandled'; id: string }
  | { type: 'app/setPageLoading'; loading: boolean }
  | { type: 'app/setNextRootComponent'; component: RootComponentType | null }
  | { type: 'app/setMiniCartOpen'; open: boolean };

/** `isOnline` comes from navigator.onLine in the browser; the server renders as online. */
export function createInitialAppState(isOnline = true, firstRenderMayHoldCart = true): AppState {
  return {
    drawer: null,
    isOnline,
    hasBeenOffline: !isOnline,
    searchOpen: false,
    isSearchExecuting: false,
    unhandledErrors: [],
    isPageLoading: false,
    nextRootComponent: null,
    miniCartOpen: false,
    firstRenderMayHoldCart,
  };
}

let errorSequence = 0;

export const appActions = {
  /** Opens the drawer, or closes it when it is the one already open. */
  toggleDrawer: (drawer: DrawerName): AppAction => ({ type: 'app/toggleDrawer', drawer }),
  closeDrawer: (): AppAction => ({ type: 'app/closeDrawer' }),
  setOnline: (): AppAction => ({ type: 'app/setOnline' }),
  setOffline: (): AppAction => ({ type: 'app/setOffline' }),
  toggleSearch: (): AppAction => ({ type: 'app/toggleSearch' }),
  setSearchExecuting: (executing: boolean): AppAction => ({ type: 'app/setSearchExecuting', executing }),
  addUnhandledError: (error: unknown, location?: string, id = `error-${++errorSequence}`): AppAction => ({
    type: 'app/addUnhandledError',
    error: { id, error, location },
  }),
  markErrorHandled: (id: string): AppAction => ({ type: 'app/markErrorHandled', id }),
  setPageLoading: (loading: boolean): AppAction => ({ type: 'app/setPageLoading', loading }),
  setMiniCartOpen: (open: boolean): AppAction => ({ type: 'app/setMiniCartOpen', open }),
  setNextRootComponent: (component: RootComponentType | null): AppAction => ({
    type: 'app/setNextRootComponent',
    component,
  }),
};

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'app/toggleDrawer':
      return { ...state, drawer: state.drawer === action.drawer ? null : action.drawer };
    case 'app/closeDrawer':
      return state.drawer === null ? state : { ...state, drawer: null };
    case 'app/setOnline':
      return state.isOnline ? state : { ...state, isOnline: true };
    case 'app/setOffline':
      return !state.isOnline && state.hasBeenOffline
        ? state
        : { ...state, isOnline: false, hasBeenOffline: true };
    case 'app/toggleSearch':
      return { ...state, searchOpen: !state.searchOpen };
    case 'app/setSearchExecuting':
      return { ...state, isSearchExecuting: action.executing };
    case 'app/addUnhandledError':
      return { ...state, unhandledErrors: [...state.unhandledErrors, action.error] };
    case 'app/markErrorHandled': {
      const unhandledErrors = state.unhandledErrors.filter((entry) => entry.id !== action.id);
      return unhandledErrors.length === state.unhandledErrors.length ? state : { ...state, unhandledErrors };
    }
    case 'app/setPageLoading':
      return { ...state, isPageLoading: action.loading };
    case 'app/setNextRootComponent':
      return { ...state, nextRootComponent: action.component };
    case 'app/setMiniCartOpen':
      return state.miniCartOpen === action.open ? state : { ...state, miniCartOpen: action.open };
    default:
      return state;
  }
}

/** The offline indicator of the header: only while offline, and only once the shopper has been offline. */
export const showsOfflineIndicator = (state: Pick<AppState, 'isOnline' | 'hasBeenOffline'>): boolean =>
  !state.isOnline && state.hasBeenOffline;
