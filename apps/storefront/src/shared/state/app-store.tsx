/**
 * The client-only slices the specs name (app, modal, wishlist, product, user, cart, checkout, price
 * alerts), in one
 * zustand store made per request on the server and once in the browser. Reducers live in
 * shared/state; this module only combines them and hands out hooks.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { appReducer, createInitialAppState, type AppAction, type AppState } from './app-state.ts';
import { initialModalState, modalReducer, type ModalAction, type ModalState } from './modal-state.ts';
import {
  initialWishlistState,
  wishlistReducer,
  type WishlistAction,
  type WishlistState,
} from './wishlist-state.ts';
import {
  createInitialProductState,
  productReducer,
  type ProductAction,
  type ProductState,
} from './product-state.ts';
import { createInitialUserState, userReducer, type UserAction, type UserState } from './user-state.ts';
import { cartReducer, createInitialCartState, type CartAction, type CartState } from './cart-state.ts';
import {
  checkoutReducer,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-state.ts';
import {
  initialPriceAlertState,
  priceAlertReducer,
  type PriceAlertAction,
  type PriceAlertState,
} from './price-alert-state.ts';
import {
  catalogReducer,
  initialCatalogState,
  type CatalogAction,
  type CatalogState,
} from './catalog-state.ts';
import {
  initialToastState,
  toastReducer,
  type ToastAction,
  type ToastState,
} from '../toasts/toast-reducer.ts';

export interface RootState {
  app: AppState;
  modal: ModalState;
  wishlist: WishlistState;
  product: ProductState;
  user: UserState;
  cart: CartState;
  checkout: CheckoutState;
  priceAlerts: PriceAlertState;
  catalog: CatalogState;
  /** Data only: the toast store (shared/toasts/toast-store.ts) keeps timers and callbacks beside it. */
  toasts: ToastState;
}

export type RootAction =
  | AppAction
  | ModalAction
  | WishlistAction
  | ProductAction
  | UserAction
  | CartAction
  | CheckoutAction
  | PriceAlertAction
  | CatalogAction
  | ToastAction;

export interface AppStore extends StoreApi<RootState> {
  dispatch(action: RootAction): void;
}

export interface AppStoreInit {
  isOnline?: boolean;
  isSignedIn?: boolean;
  /** Whether the server rendered the first page as if a cart may be held (app-state.ts); default true. */
  firstRenderMayHoldCart?: boolean;
  /** Browser only: what was kept in storage (persisted-slices.ts readPersistedSlices). */
  saved?: {
    token: UserState['token'];
    /** The stored token had expired: the user slice starts signed out with sessionExpired set. */
    tokenExpired?: boolean;
    cartId: string | null;
    checkout: Partial<CheckoutState>;
  };
}

export function createAppStore(init: AppStoreInit = {}): AppStore {
  const saved = init.saved;
  const store = createStore<RootState>(() => ({
    app: createInitialAppState(init.isOnline ?? true, init.firstRenderMayHoldCart ?? true),
    modal: initialModalState,
    wishlist: initialWishlistState,
    product: createInitialProductState(),
    user: createInitialUserState(
      saved?.token ?? null,
      init.isSignedIn ?? Boolean(saved?.token),
      saved?.tokenExpired === true,
    ),
    cart: createInitialCartState(saved?.cartId ?? null),
    checkout: saved ? { ...initialCheckoutState, ...saved.checkout } : initialCheckoutState,
    priceAlerts: initialPriceAlertState,
    catalog: initialCatalogState,
    toasts: initialToastState,
  }));
  const dispatch = (action: RootAction) =>
    store.setState((s) => {
      const prefix = action.type.split('/')[0];
      switch (prefix) {
        case 'app':
          return { app: appReducer(s.app, action as AppAction) };
        case 'modal':
          return { modal: modalReducer(s.modal, action as ModalAction) };
        case 'wishlist':
          return { wishlist: wishlistReducer(s.wishlist, action as WishlistAction) };
        case 'product':
          return { product: productReducer(s.product, action as ProductAction) };
        case 'user':
          return { user: userReducer(s.user, action as UserAction) };
        case 'cart':
          return { cart: cartReducer(s.cart, action as CartAction) };
        case 'checkout':
          return { checkout: checkoutReducer(s.checkout, action as CheckoutAction) };
        case 'catalog':
          return { catalog: catalogReducer(s.catalog, action as CatalogAction) };
        case 'toast':
          return { toasts: toastReducer(s.toasts, action as ToastAction) };
        case 'priceAlerts':
          return { priceAlerts: priceAlertReducer(s.priceAlerts, action as PriceAlertAction) };
        default:
          return s;
      }
    });
  return Object.assign(store, { dispatch });
}

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStoreApi(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>');
  return store;
}

/**
 * zustand's useStore, written here: the library's reads React's default export, whose object would
 * keep all of Preact's compat layer in the first load (react-on-preact.ts).
 */
export function useAppStore<T>(selector: (state: RootState) => T): T {
  const store = useAppStoreApi();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  );
}

export function useDispatch(): AppStore['dispatch'] {
  return useAppStoreApi().dispatch;
}

export function useIsSignedIn(): boolean {
  return useAppStore((s) => s.user.isSignedIn);
}
