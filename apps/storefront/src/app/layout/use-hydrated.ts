/**
 * False while the server renders and while the browser hydrates that markup, true afterwards (and at
 * once for anything mounted later). Shell parts that depend on browser-only state (sign-in from
 * storage, navigator.onLine) render their server version first, so hydration always matches.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
