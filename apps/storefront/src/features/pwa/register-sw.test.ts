import { describe, expect, it, vi } from 'vitest';
import {
  dispatchServiceWorkerMessage,
  postToServiceWorker,
  registerServiceWorker,
  REGISTRATION_FAILED_WARNING,
} from './register-sw.ts';

function fakeContainer(register: () => Promise<unknown>) {
  const listeners = new Map<string, (event: MessageEvent) => void>();
  return {
    listeners,
    container: {
      register: vi.fn(register),
      addEventListener: (type: string, listener: (event: MessageEvent) => void) =>
        listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      controller: null as null | { postMessage: (message: unknown) => void },
    },
  };
}

function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    win: {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    },
  };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js only after the load event', () => {
    const { container } = fakeContainer(async () => ({}));
    const { win, listeners } = fakeWindow('loading');
    registerServiceWorker({ container: container as never, win: win as never });
    expect(container.register).not.toHaveBeenCalled();
    listeners.get('load')!();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once when the page has already loaded', () => {
    const { container } = fakeContainer(async () => ({}));
    registerServiceWorker({ container: container as never, win: fakeWindow('complete').win as never });
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it("warns 'Failed to register SW.' when registration fails", async () => {
    const error = new Error('denied');
    const { container } = fakeContainer(async () => Promise.reject(error));
    const warn = vi.fn();
    registerServiceWorker({ container: container as never, win: fakeWindow('complete').win as never, warn });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(REGISTRATION_FAILED_WARNING, error));
    expect(REGISTRATION_FAILED_WARNING).toBe('Failed to register SW.');
  });

  it('dispatches the worker’s messages by type with their payload, until stopped', () => {
    const { container, listeners } = fakeContainer(async () => ({}));
    const onVersion = vi.fn();
    const stop = registerServiceWorker({
      container: container as never,
      win: fakeWindow('complete').win as never,
      handlers: { NEW_VERSION: onVersion },
    });
    listeners.get('message')!({ data: { type: 'NEW_VERSION', payload: { version: 'v2' } } } as MessageEvent);
    expect(onVersion).toHaveBeenCalledWith({ version: 'v2' });
    stop();
    expect(listeners.has('message')).toBe(false);
  });

  it('does nothing without service worker support', () => {
    expect(() =>
      registerServiceWorker({ container: null, win: fakeWindow('complete').win as never }),
    ).not.toThrow();
  });
});

describe('dispatchServiceWorkerMessage', () => {
  it('calls only the handler of the message type', () => {
    const a = vi.fn();
    const b = vi.fn();
    expect(dispatchServiceWorkerMessage({ A: a, B: b }, { type: 'B', payload: 1 })).toBe(true);
    expect(b).toHaveBeenCalledWith(1);
    expect(a).not.toHaveBeenCalled();
    expect(dispatchServiceWorkerMessage({ A: a }, { type: 'toString' })).toBe(false);
    expect(dispatchServiceWorkerMessage({ A: a }, 'A')).toBe(false);
    expect(dispatchServiceWorkerMessage({ A: a }, null)).toBe(false);
  });
});

describe('postToServiceWorker', () => {
  it('posts { type, payload } to the controlling worker, if any', () => {
    const { container } = fakeContainer(async () => ({}));
    expect(postToServiceWorker({ type: 'SKIP_WAITING' }, container as never)).toBe(false);
    container.controller = { postMessage: vi.fn() };
    expect(
      postToServiceWorker({ type: 'CLEAR_CACHES', payload: { caches: ['pages'] } }, container as never),
    ).toBe(true);
    expect(container.controller.postMessage).toHaveBeenCalledWith({
      type: 'CLEAR_CACHES',
      payload: { caches: ['pages'] },
    });
  });
});
