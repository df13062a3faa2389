import { autoRemoves, createToast, type ToastInput } from './toast-model.ts';
import { initialToastState, toastReducer, type ToastAction, type ToastState } from './toast-reducer.ts';

type TimerId = ReturnType<typeof setTimeout>;

/** Where the toast list lives: the app store's toast slice (appToastList), or a list of its own. */
export interface ToastList<TIcon = unknown> {
  getState(): ToastState<TIcon>;
  dispatch(action: ToastAction<TIcon>): void;
  subscribe(listener: () => void): () => void;
}

/** A toast's callbacks, kept beside the store by toast id (the store holds only data). */
interface ToastHandlers {
  onDismiss?: () => void;
  onAction?: (dismiss: () => void) => void;
}

export interface ToastStoreOptions<TIcon = unknown> {
  list?: ToastList<TIcon>;
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

/** A list of its own (tests, or a tree without the app store): the toast reducer behind a listener set. */
export function createLocalToastList<TIcon>(): ToastList<TIcon> {
  let state: ToastState<TIcon> = initialToastState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = toastReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The toast list with its timers and callbacks: a reducer holds the list (data only), this store owns
 * the side effects and the onDismiss/onAction handlers by toast id, dropped when the toast goes.
 * Re-adding an id restarts its timer with the new timeout, since the shopper is reading new content.
 */
export function createToastStore<TIcon = unknown>(options: ToastStoreOptions<TIcon> = {}): ToastStore<TIcon> {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id));

  const list = options.list ?? createLocalToastList<TIcon>();
  const timers = new Map<string, TimerId>();
  const handlers = new Map<string, ToastHandlers>();
  const dispatch = (action: ToastAction<TIcon>) => list.dispatch(action);
  // However a toast goes (even an action dispatched straight to the store), its handlers go with it.
  const stopPruning = list.subscribe(() => {
    if (handlers.size === 0) return;
    const shown = new Set(list.getState().toasts.map((toast) => toast.id));
    for (const id of [...handlers.keys()]) if (!shown.has(id)) handlers.delete(id);
  });

  function cancelTimer(id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
  }

  function removeToast(id: string): void {
    cancelTimer(id);
    handlers.delete(id);
    dispatch({ type: 'toast/remove', id });
  }

  const isShown = (id: string) => list.getState().toasts.some((toast) => toast.id === id);

  function dismissToast(id: string): void {
    if (!isShown(id)) return;
    handlers.get(id)?.onDismiss?.();
    removeToast(id);
  }

  return {
    getState: () => list.getState(),
    subscribe: (listener) => list.subscribe(listener),
    addToast(input) {
      const { onDismiss, onAction, ...toast } = createToast(input, now());
      cancelTimer(toast.id);
      if (onDismiss || onAction) handlers.set(toast.id, { onDismiss, onAction });
      else handlers.delete(toast.id);
      dispatch({ type: 'toast/add', toast: { ...toast, hasAction: Boolean(onAction) } });
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
      if (isShown(id)) handlers.get(id)?.onAction?.(() => dismissToast(id));
    },
    dispose() {
      for (const id of [...timers.keys()]) cancelTimer(id);
      stopPruning();
    },
  };
}
