/**
 * Browser-only state (sign-in from storage, navigator.onLine) shown only once the page has hydrated:
 * the server cannot know it, so the server's markup and the hydrating render show `serverValue`, and
 * anything mounted later shows `value` at once.
 *
 * React re-renders a component after hydration only where the two differ, and that re-render is
 * synchronous (useSyncExternalStore's rule). Asking for the value itself rather than a "hydrated"
 * flag keeps it to the shoppers it concerns: a guest's header, whose value is the server's anyway,
 * is not rendered a second time in the middle of hydration.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useAfterHydration<T extends string | number | boolean | null | undefined>(
  value: T,
  serverValue: T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => serverValue,
  );
}
