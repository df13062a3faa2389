import type { Toast } from './toast-model.ts';

export interface ToastState<TIcon = unknown> {
  /** In order of first appearance. */
  readonly toasts: ReadonlyArray<Toast<TIcon>>;
}

export type ToastAction<TIcon = unknown> =
  { type: 'toast/add'; toast: Toast<TIcon> } | { type: 'toast/remove'; id: string };

export const initialToastState: ToastState<never> = { toasts: [] };

export function toastReducer<TIcon>(state: ToastState<TIcon>, action: ToastAction<TIcon>): ToastState<TIcon> {
  switch (action.type) {
    case 'toast/add': {
      const index = state.toasts.findIndex((toast) => toast.id === action.toast.id);
      if (index === -1) return { toasts: [...state.toasts, action.toast] };
      // Re-adding an id replaces the content (a new object, so the view re-renders) but keeps its place.
      const original = state.toasts[index] as Toast<TIcon>;
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
