import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers({ now: 1000 }));
afterEach(() => vi.useRealTimers());

const ids = (store: ReturnType<typeof createToastStore>) => store.getState().toasts.map((t) => t.id);

describe('createToastStore', () => {
  it('removes a toast after its timeout', () => {
    const store = createToastStore();
    store.addToast({ id: 'a', type: 'info', message: 'A', timeout: 3000 });
    vi.advanceTimersByTime(2999);
    expect(ids(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ids(store)).toEqual([]);
  });

  it('uses 5000 ms when no timeout is given', () => {
    const store = createToastStore();
    store.addToast({ id: 'a', type: 'info', message: 'A' });
    vi.advanceTimersByTime(4999);
    expect(ids(store)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ids(store)).toEqual([]);
  });

  it('keeps persistent toasts until dismissed', () => {
    const store = createToastStore();
    store.addToast({ id: 'p', type: 'warning', message: 'P', timeout: false, dismissable: true });
    store.addToast({ id: 'z', type: 'warning', message: 'Z', timeout: 0, dismissable: true });
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(ids(store)).toEqual(['p', 'z']);
  });

  it('rejects invalid toasts without changing the list', () => {
    const store = createToastStore();
    expect(() => store.addToast({ type: 'info', message: '', timeout: 1000 })).toThrow(
      'toast.message is required',
    );
    expect(() => store.addToast({ type: 'info', message: 'x', timeout: false })).toThrow(
      'Toast should be user-dismissable or have a timeout',
    );
    expect(ids(store)).toEqual([]);
  });

  it('re-adding an id keeps the first timestamp, shows the new content and restarts the timer', () => {
    const store = createToastStore();
    store.addToast({ id: 'a', type: 'info', message: 'first', timeout: 3000 });
    vi.advanceTimersByTime(2000);
    store.addToast({ id: 'a', type: 'error', message: 'second', timeout: 3000 });
    expect(store.getState().toasts).toMatchObject([
      { id: 'a', message: 'second', type: 'error', timestamp: 1000 },
    ]);
    vi.advanceTimersByTime(2000);
    expect(ids(store)).toEqual(['a']);
    vi.advanceTimersByTime(1000);
    expect(ids(store)).toEqual([]);
  });

  it('gives the same notice raised twice one toast (content id)', () => {
    const store = createToastStore();
    const first = store.addToast({ type: 'error', message: 'You are offline.' });
    const second = store.addToast({ type: 'error', message: 'You are offline.' });
    expect(first).toBe(second);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('dismissing calls onDismiss and removes the toast and its timer', () => {
    const store = createToastStore();
    const onDismiss = vi.fn();
    store.addToast({ id: 'a', type: 'info', message: 'A', dismissable: true, onDismiss });
    store.dismissToast('a');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(ids(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the action runs onAction, which may dismiss the toast', () => {
    const store = createToastStore();
    store.addToast({ id: 'keep', type: 'info', message: 'K', actionText: 'Look', onAction: () => {} });
    const onDismiss = vi.fn();
    store.addToast({
      id: 'go',
      type: 'info',
      message: 'G',
      actionText: 'Undo',
      onAction: (dismiss) => dismiss(),
      onDismiss,
    });
    store.triggerAction('keep');
    store.triggerAction('go');
    expect(ids(store)).toEqual(['keep']);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on changes only, until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addToast({ id: 'a', type: 'info', message: 'A' });
    store.removeToast('missing');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.removeToast('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dispose cancels pending removals', () => {
    const store = createToastStore();
    store.addToast({ id: 'a', type: 'info', message: 'A' });
    store.dispose();
    vi.advanceTimersByTime(60_000);
    expect(ids(store)).toEqual(['a']);
  });

  it('uses injected clock and timers', () => {
    const scheduled: Array<[() => void, number]> = [];
    const store = createToastStore({
      now: () => 77,
      setTimer: (callback, ms) => {
        scheduled.push([callback, ms]);
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimer: () => {},
    });
    store.addToast({ id: 'a', type: 'info', message: 'A', timeout: 15000 });
    expect(store.getState().toasts[0]?.timestamp).toBe(77);
    expect(scheduled.map(([, ms]) => ms)).toEqual([15000]);
    scheduled[0]?.[0]();
    expect(ids(store)).toEqual([]);
  });
});
