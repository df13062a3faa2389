/**
 * The client-only slices the spec names (app, modal, wishlist, product, user token), in one
 * zustand store made per request on the server and once in the browser. Reducers live in
 * shared/state; this module only combines them and hands out hooks.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  appReducer,
  createInitialAppState,
  type AppAction,
  type AppState,
} from '../../shared/state/app-state.ts';
import {
  initialModalState,
  modalReducer,
  type ModalAction,
  type ModalState,
} from '../../shared/state/modal-state.ts';
import {
  initialWishlistState,
  wishlistReducer,
  type WishlistAction,
  type WishlistState,
} from '../../shared/state/wishlist-state.ts';
import {
  createInitialProductState,
  productReducer,
  type ProductAction,
  type ProductState,
} from '../../shared/state/product-state.ts';

export interface UserState {
  /** Decided by the stored sign-in token (the session flag); the sign-in issue fills it. */
  isSignedIn: boolean;
}

export interface RootState {
  app: AppState;
  modal: ModalState;
  wishlist: WishlistState;
  product: ProductState;
  user: UserState;
}

export type RootAction = AppAction | ModalAction | WishlistAction | ProductAction;

export interface AppStore extends StoreApi<RootState> {
  dispatch(action: RootAction): void;
}

export function createAppStore(init: { isOnline?: boolean; isSignedIn?: boolean } = {}): AppStore {
  const store = createStore<RootState>(() => ({
    app: createInitialAppState(init.isOnline ?? true),
    modal: initialModalState,
    wishlist: initialWishlistState,
    product: createInitialProductState(),
    user: { isSignedIn: init.isSignedIn ?? false },
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

export function useAppStore<T>(selector: (state: RootState) => T): T {
  return useStore(useAppStoreApi(), selector);
}

export function useDispatch(): AppStore['dispatch'] {
  return useAppStoreApi().dispatch;
}

export function useIsSignedIn(): boolean {
  return useAppStore((s) => s.user.isSignedIn);
}
