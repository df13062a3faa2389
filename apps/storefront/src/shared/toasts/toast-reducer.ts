import type { Toast } from './toast-model.ts';

/** A toast as the store keeps it: data only, its callbacks stay with the toast store (toast-store.ts). */
export type StoredToast<TIcon = unknown> = Omit<Toast<TIcon>, 'onDismiss' | 'onAction'> & {
  /** Whether an onAction handler waits beside the store (so the host shows the action button). */
  hasAction?: boolean;
};

/** The toast slice of the app store (shared/state/app-store.tsx). */
export interface ToastState<TIcon = unknown> {
  /** In order of first appearance. */
  readonly toasts: ReadonlyArray<StoredToast<TIcon>>;
}

export type ToastAction<TIcon = unknown> =
  { type: 'toast/add'; toast: StoredToast<TIcon> } | { type: 'toast/remove'; id: string };

export const initialToastState: ToastState<never> = { toasts: [] };

export function toastReducer<TIcon>(state: ToastState<TIcon>, action: ToastAction<TIcon>): ToastState<TIcon> {
  switch (action.type) {
    case 'toast/add': {
      const index = state.toasts.findIndex((toast) => toast.id === action.toast.id);
      if (index === -1) return { toasts: [...state.toasts, action.toast] };
      // Re-adding an id replaces the content (a new object, so the view re-renders) but keeps its place.
      const original = state.toasts[index] as StoredToast<TIcon>;
      const toasts = [...state.toasts];
      toasts[index] = { ...action.toast, timestamp: original.timestamp };
      return { toasts };
    }
    case 'toast/remove': {
      const toasts = state.toasts.filter((toast) => toast.id !== action.id);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
    default:
      return state;
  }
}
