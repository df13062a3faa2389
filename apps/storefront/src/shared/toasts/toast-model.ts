/** Toasts (spec §4/§5): the data of one notification and the rules for accepting it. */

export type ToastType = 'info' | 'warning' | 'error' | 'success';
export const TOAST_TYPES: readonly ToastType[] = ['info', 'warning', 'error', 'success'];

/** The durations the design uses, in ms (spec §9). */
export const TOAST_TIMEOUT_SHORT = 3000;
export const TOAST_TIMEOUT_DEFAULT = 5000;
export const TOAST_TIMEOUT_LONG = 15000;

/** What a caller passes to addToast. `icon` is whatever the UI renders (a React node later). */
export interface ToastInput<TIcon = unknown> {
  type: ToastType;
  message: string;
  dismissable?: boolean;
  /** Milliseconds until removal; omitted = 5000; false or 0 = stays until dismissed (needs dismissable). */
  timeout?: number | false;
  actionText?: string;
  icon?: TIcon;
  /** Called when the shopper dismisses the toast; the toast is removed afterwards either way. */
  onDismiss?: () => void;
  /** Called when the shopper uses the action; `dismiss` removes the toast if the action wants that. */
  onAction?: (dismiss: () => void) => void;
  /** Same id as a shown toast: replaces that toast's content, keeping its timestamp. */
  id?: string;
}

export interface Toast<TIcon = unknown> extends ToastInput<TIcon> {
  id: string;
  /** When the toast with this id first appeared (ms); orders the list. */
  timestamp: number;
  dismissable: boolean;
  timeout: number | false;
}

/** True when the toast removes itself after a timeout. */
export function autoRemoves(toast: Pick<Toast, 'timeout'>): toast is { timeout: number } {
  return typeof toast.timeout === 'number' && Number.isFinite(toast.timeout) && toast.timeout > 0;
}

/** Throws TypeError with the messages of spec §5 for a toast that cannot be shown. */
export function validateToast(input: Partial<ToastInput>): asserts input is ToastInput {
  if (!input.type) throw new TypeError('toast.type is required');
  if (!input.message) throw new TypeError('toast.message is required');
  const timeout = input.timeout === undefined ? TOAST_TIMEOUT_DEFAULT : input.timeout;
  if (!input.dismissable && !autoRemoves({ timeout })) {
    throw new TypeError('Toast should be user-dismissable or have a timeout');
  }
}

/**
 * An id derived from what the toast shows, so the same notice raised twice (e.g. going offline again)
 * updates the one on screen instead of stacking a copy.
 */
export function contentToastId(
  input: Pick<ToastInput, 'type' | 'message' | 'actionText' | 'dismissable'>,
): string {
  const text = [input.type, input.message, input.actionText ?? '', input.dismissable ? '1' : '0'].join(
    '\u0000',
  );
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return `toast-${hash.toString(36)}`;
}

/** Validates and completes a toast; `timestamp` is used only if no toast with this id is shown yet. */
export function createToast<TIcon>(input: ToastInput<TIcon>, timestamp: number): Toast<TIcon> {
  validateToast(input);
  return {
    ...input,
    id: input.id ?? contentToastId(input),
    timestamp,
    dismissable: input.dismissable ?? false,
    timeout: input.timeout === undefined ? TOAST_TIMEOUT_DEFAULT : input.timeout,
  };
}
