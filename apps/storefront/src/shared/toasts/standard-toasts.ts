import {
  TOAST_TIMEOUT_DEFAULT,
  TOAST_TIMEOUT_LONG,
  TOAST_TIMEOUT_SHORT,
  type ToastInput,
} from './toast-model.ts';

/** react-intl's formatMessage shape, so the i18n module can be passed in directly. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** For tests and for code running before the locale is loaded. */
export const defaultTranslate: Translate = (descriptor) => descriptor.defaultMessage;

/** Message ids and English defaults of the standard toasts (spec §8); locale files translate these ids. */
export const TOAST_MESSAGES = {
  offline: { id: 'toast.offline', defaultMessage: 'You are offline. Some features may be unavailable.' },
  online: { id: 'toast.online', defaultMessage: 'You are online.' },
  wishlistFailure: {
    id: 'toast.wishlistFailure',
    defaultMessage: 'Something went wrong adding the Product to your wishlist.',
  },
  unexpectedError: { id: 'toast.unexpectedError', defaultMessage: 'Sorry! An unexpected error occurred.' },
} as const satisfies Record<string, MessageDescriptor>;

export function offlineToast(translate: Translate): ToastInput {
  return { type: 'error', message: translate(TOAST_MESSAGES.offline), timeout: TOAST_TIMEOUT_SHORT };
}

export function onlineToast(translate: Translate): ToastInput {
  return { type: 'info', message: translate(TOAST_MESSAGES.online), timeout: TOAST_TIMEOUT_SHORT };
}

export function wishlistFailureToast(translate: Translate): ToastInput {
  return {
    type: 'error',
    message: translate(TOAST_MESSAGES.wishlistFailure),
    timeout: TOAST_TIMEOUT_DEFAULT,
  };
}

/** The "debug line": the error's id and where it happened, or its name and message. Not translated. */
export function errorDebugLine(error: unknown, details: { id?: string; location?: string } = {}): string {
  return ['Debug:', details.id, details.location ?? describeError(error)].filter(Boolean).join(' ');
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error); // circular structures
  }
}

export function unexpectedErrorToast(
  translate: Translate,
  error: unknown,
  details: { id?: string; location?: string; onDismiss?: () => void } = {},
): ToastInput {
  return {
    type: 'error',
    message: `${translate(TOAST_MESSAGES.unexpectedError)}\n${errorDebugLine(error, details)}`,
    dismissable: true,
    timeout: TOAST_TIMEOUT_LONG,
    onDismiss: details.onDismiss,
  };
}
