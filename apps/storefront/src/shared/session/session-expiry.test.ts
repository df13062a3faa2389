import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../state/app-store.tsx';
import { userActions } from '../state/user-state.ts';
import { watchSessionExpiry } from './session-expiry.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('session expiry', () => {
  it('signs out when the remaining lifetime has passed (timer)', () => {
    const store = createAppStore();
    const expired = vi.fn();
    const stop = watchSessionExpiry(store, expired);
    store.dispatch(userActions.setToken('t', 3600, Date.now() - 3_000_000));
    vi.advanceTimersByTime(599_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_001);
    expect(expired).toHaveBeenCalledTimes(1);
    // Once: the timers are cancelled after it fired.
    vi.advanceTimersByTime(10_000);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('notices within a second when the clock jumps past the lifetime (the 1 s check)', () => {
    const store = createAppStore();
    store.dispatch(userActions.setToken('t', 3600, Date.now()));
    const expired = vi.fn();
    const stop = watchSessionExpiry(store, expired);
    // The system clock moves on without the timers running (a sleeping laptop, a changed clock).
    vi.setSystemTime(Date.now() + 3_600_500);
    vi.advanceTimersByTime(999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts from a token already in the store, and reschedules when details are requested', () => {
    const store = createAppStore();
    store.dispatch(userActions.setToken('t', 10, Date.now()));
    const expired = vi.fn();
    const stop = watchSessionExpiry(store, expired);
    expect(vi.getTimerCount()).toBe(2);
    store.dispatch(userActions.getDetailsRequest());
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(10_001);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('cancels both timers when the token is cleared (sign-out), and on stop', () => {
    const store = createAppStore();
    const expired = vi.fn();
    const stop = watchSessionExpiry(store, expired);
    expect(vi.getTimerCount()).toBe(0);
    store.dispatch(userActions.setToken('t', 3600, Date.now()));
    expect(vi.getTimerCount()).toBe(2);
    store.dispatch(userActions.clearToken());
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(4_000_000);
    expect(expired).not.toHaveBeenCalled();
    store.dispatch(userActions.setToken('t2', 3600, Date.now()));
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
