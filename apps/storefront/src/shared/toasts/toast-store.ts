import { autoRemoves, createToast, type Toast, type ToastInput } from './toast-model.ts';
import { initialToastState, toastReducer, type ToastAction, type ToastState } from './toast-reducer.ts';

type TimerId = ReturnType<typeof setTimeout>;

export interface ToastStoreOptions {
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => TimerId;
  clearTimer?: (id: TimerId) => void;
}

export interface ToastStore<TIcon = unknown> {
  getState(): ToastState<TIcon>;
  /** Listener is called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Validates (throws TypeError), shows, and schedules removal; returns the toast id. */
  addToast(input: ToastInput<TIcon>): string;
  removeToast(id: string): void;
  /** The shopper closed it: onDismiss runs, then the toast goes. */
  dismissToast(id: string): void;
  /** The shopper used the action: onAction runs with a function that dismisses the toast. */
  triggerAction(id: string): void;
  /** Cancels every pending removal timer (e.g. when the app unmounts). */
  dispose(): void;
}

/**
 * The toast list with its timers: a reducer holds the list, this store owns the side effects. Re-adding an
 * id restarts its timer with the new timeout, since the shopper is reading new content.
 */
export function createToastStore<TIcon = unknown>(options: ToastStoreOptions = {}): ToastStore<TIcon> {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id));

  let state: ToastState<TIcon> = initialToastState;
  const listeners = new Set<() => void>();
  const timers = new Map<string, TimerId>();

  function dispatch(action: ToastAction<TIcon>): void {
    const next = toastReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function cancelTimer(id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
  }

  function removeToast(id: string): void {
    cancelTimer(id);
    dispatch({ type: 'toast/remove', id });
  }

  const find = (id: string): Toast<TIcon> | undefined => state.toasts.find((toast) => toast.id === id);

  function dismissToast(id: string): void {
    const toast = find(id);
    if (!toast) return;
    toast.onDismiss?.();
    removeToast(id);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    addToast(input) {
      const toast = createToast(input, now());
      cancelTimer(toast.id);
      dispatch({ type: 'toast/add', toast });
      if (autoRemoves(toast))
        timers.set(
          toast.id,
          setTimer(() => removeToast(toast.id), toast.timeout),
        );
      return toast.id;
    },
    removeToast,
    dismissToast,
    triggerAction(id) {
      find(id)?.onAction?.(() => dismissToast(id));
    },
    dispose() {
      for (const id of [...timers.keys()]) cancelTimer(id);
    },
  };
}
