// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, resolveLocalStorage } from './browser-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('browser storage in a browser', () => {
  it('uses window.localStorage by default', () => {
    const storage = createBrowserStorage();
    storage.setItem('cartId', 'abc');
    expect(JSON.parse(window.localStorage.getItem('cartId') ?? 'null')).toMatchObject({ value: 'abc' });
    expect(storage.getItem('cartId')).toBe('abc');
  });

  it('treats a localStorage property that throws on access as absent storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(resolveLocalStorage()).toBeNull();
    const storage = createBrowserStorage();
    expect(storage.setItem('cartId', 'abc')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
  });
});
