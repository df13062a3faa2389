/**
 * Session expiry (cart-account spec §4, §9): whenever a token is set or the user's details are
 * requested, a timer is scheduled for the token's remaining lifetime (ttl seconds × 1000 from when it
 * was stored), and the token is also checked every second (a sleeping laptop or a moved clock delays
 * timers, not the clock). On expiry `onExpired` runs once (the caller signs out and reloads).
 * Clearing the token cancels both timers. Kept tiny and free of the sign-out code: the shell loads
 * it on every page.
 */
import type { AppStore, RootState } from '../state/app-store.tsx';
import { tokenExpired } from '../state/user-state.ts';

export const SESSION_CHECK_INTERVAL_MS = 1000;
/** setTimeout's longest delay (about 24.8 days); the 1 s check covers anything longer. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface ExpiryTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const globalTimers: ExpiryTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

/** Watches the store's token; returns the stop function (which also cancels the timers). */
export function watchSessionExpiry(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  onExpired: () => void,
  timers: ExpiryTimers = globalTimers,
): () => void {
  let timeout: unknown = null;
  let interval: unknown = null;

  const cancel = () => {
    if (timeout !== null) timers.clearTimeout(timeout);
    if (interval !== null) timers.clearInterval(interval);
    timeout = interval = null;
  };

  const check = () => {
    const token = store.getState().user.token;
    if (!token || !tokenExpired(token, timers.now())) return;
    cancel();
    onExpired();
  };

  const schedule = (state: RootState) => {
    cancel();
    const token = state.user.token;
    if (!token || token.ttl <= 0) return;
    // "Has passed": expired 1 ms after the exact end of its lifetime.
    const remaining = token.timeStored + token.ttl * 1000 - timers.now() + 1;
    timeout = timers.setTimeout(check, Math.min(Math.max(remaining, 0), MAX_TIMEOUT_MS));
    interval = timers.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  };

  schedule(store.getState());
  const unsubscribe = store.subscribe((state, previous) => {
    const tokenChanged = state.user.token !== previous.user.token;
    const detailsAsked = state.user.isGettingDetails && !previous.user.isGettingDetails;
    if (tokenChanged || detailsAsked) schedule(state);
  });
  return () => {
    unsubscribe();
    cancel();
  };
}
