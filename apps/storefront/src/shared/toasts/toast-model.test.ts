import { describe, expect, it } from 'vitest';
import {
  TOAST_TIMEOUT_DEFAULT,
  TOAST_TIMEOUT_LONG,
  TOAST_TIMEOUT_SHORT,
  contentToastId,
  createToast,
  validateToast,
} from './toast-model.ts';

describe('validateToast', () => {
  it('requires a type, then a message, with the exact messages of the spec', () => {
    expect(() => validateToast({ message: 'x' })).toThrow(new TypeError('toast.type is required'));
    expect(() => validateToast({ type: 'info' })).toThrow(new TypeError('toast.message is required'));
    expect(() => validateToast({ type: 'info', message: '' })).toThrow('toast.message is required');
  });

  it('requires a persistent toast to be dismissable', () => {
    const message = 'Toast should be user-dismissable or have a timeout';
    expect(() => validateToast({ type: 'info', message: 'x', timeout: false })).toThrow(
      new TypeError(message),
    );
    expect(() => validateToast({ type: 'info', message: 'x', timeout: 0 })).toThrow(message);
    expect(() => validateToast({ type: 'info', message: 'x', timeout: -5 })).toThrow(message);
    expect(() =>
      validateToast({ type: 'info', message: 'x', timeout: false, dismissable: true }),
    ).not.toThrow();
    expect(() => validateToast({ type: 'info', message: 'x', timeout: 3000 })).not.toThrow();
    expect(() => validateToast({ type: 'info', message: 'x' })).not.toThrow();
  });
});

describe('createToast', () => {
  it('fills in id, timestamp, dismissable and the default timeout of 5000 ms', () => {
    expect(TOAST_TIMEOUT_DEFAULT).toBe(5000);
    expect([TOAST_TIMEOUT_SHORT, TOAST_TIMEOUT_LONG]).toEqual([3000, 15000]);
    const toast = createToast({ type: 'success', message: 'Saved' }, 123);
    expect(toast).toEqual({
      type: 'success',
      message: 'Saved',
      id: contentToastId({ type: 'success', message: 'Saved' }),
      timestamp: 123,
      dismissable: false,
      timeout: 5000,
    });
  });

  it('keeps an explicit id and every given field', () => {
    const onAction = () => {};
    const toast = createToast(
      {
        type: 'warning',
        message: 'm',
        id: 'mine',
        actionText: 'Undo',
        icon: 'bell',
        onAction,
        timeout: false,
        dismissable: true,
      },
      1,
    );
    expect(toast).toMatchObject({
      id: 'mine',
      actionText: 'Undo',
      icon: 'bell',
      onAction,
      timeout: false,
      dismissable: true,
    });
  });
});

describe('contentToastId', () => {
  it('is equal for equal content and differs otherwise', () => {
    const base = { type: 'error', message: 'You are offline.' } as const;
    expect(contentToastId(base)).toBe(contentToastId({ ...base }));
    expect(contentToastId(base)).not.toBe(contentToastId({ ...base, type: 'info' }));
    expect(contentToastId(base)).not.toBe(contentToastId({ ...base, message: 'You are online.' }));
    expect(contentToastId(base)).not.toBe(contentToastId({ ...base, actionText: 'Retry' }));
  });
});
