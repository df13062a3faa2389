/**
 * The toast store of one app instance (spec §4 "Toast"), handed to the tree by a context: features call
 * `useToasts().addToast({ type, message, ... })`; the Toasts component renders the list. The list is
 * the app store's toast slice (one store per request or test, so none share toasts); timers and
 * callbacks stay in the toast store made per provider.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastStore, type ToastStore } from './toast-store.ts';
import type { ToastInput } from './toast-model.ts';
import type { StoredToast } from './toast-reducer.ts';
import { useAppStoreApi } from '../state/app-store.tsx';
import { appToastList } from './app-toast-list.ts';

/** Icons are React nodes; inputs built by shared code (standard-toasts) carry none, typed unknown. */
export type AppToastStore = ToastStore<unknown>;
export type AppToastInput = ToastInput<unknown>;
export type AppToast = StoredToast<unknown>;

const ToastsContext = createContext<AppToastStore | null>(null);

export function ToastsProvider({ children, store }: { children: ReactNode; store?: AppToastStore }) {
  const appStore = useAppStoreApi();
  const [own] = useState(() => store ?? createToastStore<unknown>({ list: appToastList(appStore) }));
  // Pending removal timers die with the app.
  useEffect(() => () => own.dispose(), [own]);
  return <ToastsContext.Provider value={own}>{children}</ToastsContext.Provider>;
}

function useToastStore(): AppToastStore {
  const store = useContext(ToastsContext);
  if (!store) throw new Error('useToasts must be used inside <ToastsProvider> (rendered by Layout)');
  return store;
}

export interface ToastsApi {
  /** Validates (throws TypeError with the spec's messages), shows and schedules removal; returns the id. */
  addToast(input: AppToastInput): string;
  removeToast(id: string): void;
  /** As if the shopper closed it: its onDismiss runs, then it goes. */
  dismissToast(id: string): void;
  /** As if the shopper used its action. */
  triggerAction(id: string): void;
}

export function useToasts(): ToastsApi {
  const store = useToastStore();
  return store;
}

const EMPTY: readonly AppToast[] = [];

/**
 * The toasts on screen, in order of first appearance (none during server rendering). No toasts is
 * always the same empty list, so hydration does not end with a synchronous re-render of the host.
 */
export function useToastList(): readonly AppToast[] {
  const store = useToastStore();
  return useSyncExternalStore(
    store.subscribe,
    () => {
      const { toasts } = store.getState();
      return toasts.length === 0 ? EMPTY : toasts;
    },
    () => EMPTY,
  );
}
