/**
 * The catalog slice (spec sections 3 and 4; reducer in shared/state/catalog-state.ts): categories
 * keyed by uid with their children sorted by position then uid, each category's children taken
 * in only once. One store per app: it is keyed by the GraphQL client, which is made per request
 * on the server and once in the browser, so no provider is needed.
 */
import { useClient, type Client } from 'urql';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  catalogReducer,
  initialCatalogState,
  type CatalogAction,
  type CatalogState,
} from '../../shared/state/catalog-state.ts';

export interface CatalogStore extends StoreApi<CatalogState> {
  dispatch(action: CatalogAction): void;
}

const stores = new WeakMap<Client, CatalogStore>();

export function createCatalogStore(): CatalogStore {
  const store = createStore<CatalogState>(() => initialCatalogState);
  const dispatch = (action: CatalogAction) => store.setState((state) => catalogReducer(state, action), true);
  return Object.assign(store, { dispatch });
}

export function catalogStoreFor(client: Client): CatalogStore {
  let store = stores.get(client);
  if (!store) {
    store = createCatalogStore();
    stores.set(client, store);
  }
  return store;
}

/**
 * The app's catalog store. Pages read it without subscribing: a category's entry never changes
 * once taken in, so a subscription would only re-render a whole listing when it is first set.
 */
export function useCatalogStoreApi(): CatalogStore {
  return catalogStoreFor(useClient());
}
