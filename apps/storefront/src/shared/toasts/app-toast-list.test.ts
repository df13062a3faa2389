import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../state/app-store.tsx';
import { appToastList } from './app-toast-list.ts';
import { createToastStore } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers({ now: 1000 }));
afterEach(() => vi.useRealTimers());

function setup() {
  const app = createAppStore();
  const toasts = createToastStore({ list: appToastList(app) });
  return { app, toasts };
}

const hasFunction = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && Object.values(value).some(hasFunction));

describe('toasts in the app store', () => {
  it('the toast slice starts empty and holds what the toast store adds, in order', () => {
    const { app, toasts } = setup();
    expect(app.getState().toasts).toEqual({ toasts: [] });
    toasts.addToast({ id: 'a', type: 'info', message: 'A' });
    toasts.addToast({ id: 'b', type: 'error', message: 'B' });
    expect(app.getState().toasts.toasts.map((toast) => toast.id)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(5000);
    expect(app.getState().toasts.toasts).toEqual([]);
  });

  it('keeps callbacks out of the store: only data, with a flag for the action button', () => {
    const { app, toasts } = setup();
    const onAction = vi.fn((dismiss: () => void) => dismiss());
    const onDismiss = vi.fn();
    toasts.addToast({ id: 'a', type: 'info', message: 'A', actionText: 'Undo', onAction, onDismiss });
    expect(hasFunction(app.getState())).toBe(false);
    expect(app.getState().toasts.toasts[0]).toMatchObject({ id: 'a', hasAction: true });
    toasts.triggerAction('a');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(app.getState().toasts.toasts).toEqual([]);
  });

  it('drops a toast’s handlers when it goes, even when removed straight through the app store', () => {
    const { app, toasts } = setup();
    const onAction = vi.fn();
    toasts.addToast({ id: 'a', type: 'info', message: 'A', actionText: 'Look', onAction });
    app.dispatch({ type: 'toast/remove', id: 'a' });
    // The same id shown again by someone else: the old toast's action must not run for it.
    app.dispatch({
      type: 'toast/add',
      toast: {
        id: 'a',
        type: 'info',
        message: 'A again',
        timestamp: 2,
        dismissable: true,
        timeout: false,
        actionText: 'Look',
        hasAction: true,
      },
    });
    toasts.triggerAction('a');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('wakes its listeners only when the toast slice changes', () => {
    const { app, toasts } = setup();
    const listener = vi.fn();
    toasts.subscribe(listener);
    app.dispatch({ type: 'modal/close' });
    expect(listener).not.toHaveBeenCalled();
    toasts.addToast({ id: 'a', type: 'info', message: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
