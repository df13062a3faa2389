import { describe, expect, it, vi } from 'vitest';
import {
  TOAST_MESSAGES,
  defaultTranslate,
  errorDebugLine,
  offlineToast,
  onlineToast,
  unexpectedErrorToast,
  wishlistFailureToast,
  type Translate,
} from './standard-toasts.ts';
import { validateToast } from './toast-model.ts';

describe('standard toasts', () => {
  it('offline: error, 3 s', () => {
    const toast = offlineToast(defaultTranslate);
    expect(toast).toEqual({
      type: 'error',
      message: 'You are offline. Some features may be unavailable.',
      timeout: 3000,
    });
    validateToast(toast);
  });

  it('online: info, 3 s', () => {
    expect(onlineToast(defaultTranslate)).toEqual({
      type: 'info',
      message: 'You are online.',
      timeout: 3000,
    });
  });

  it('wishlist failure: error, 5 s', () => {
    expect(wishlistFailureToast(defaultTranslate)).toEqual({
      type: 'error',
      message: 'Something went wrong adding the Product to your wishlist.',
      timeout: 5000,
    });
  });

  it('unexpected error: error, 15 s, dismissable, with a debug line', () => {
    const onDismiss = vi.fn();
    const toast = unexpectedErrorToast(defaultTranslate, new RangeError('bad index'), { onDismiss });
    expect(toast).toMatchObject({ type: 'error', dismissable: true, timeout: 15000, onDismiss });
    expect(toast.message).toBe('Sorry! An unexpected error occurred.\nDebug: RangeError: bad index');
    validateToast(toast);
  });

  it('passes every message through the translate function by id', () => {
    const translate = vi.fn<Translate>((descriptor) => `[${descriptor.id}]`);
    expect(offlineToast(translate).message).toBe(`[${TOAST_MESSAGES.offline.id}]`);
    expect(onlineToast(translate).message).toBe(`[${TOAST_MESSAGES.online.id}]`);
    expect(wishlistFailureToast(translate).message).toBe(`[${TOAST_MESSAGES.wishlistFailure.id}]`);
    expect(unexpectedErrorToast(translate, 'x').message).toBe(
      `[${TOAST_MESSAGES.unexpectedError.id}]\nDebug: x`,
    );
    expect(new Set(Object.values(TOAST_MESSAGES).map((m) => m.id)).size).toBe(4);
  });
});

describe('errorDebugLine', () => {
  it('prefers an error id and location, else describes the error', () => {
    expect(errorDebugLine(new Error('boom'), { id: 'e1', location: 'Header.tsx:12' })).toBe(
      'Debug: e1 Header.tsx:12',
    );
    expect(errorDebugLine(new TypeError('boom'))).toBe('Debug: TypeError: boom');
    expect(errorDebugLine({ code: 5 })).toBe('Debug: {"code":5}');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorDebugLine(circular)).toBe('Debug: [object Object]');
  });
});
