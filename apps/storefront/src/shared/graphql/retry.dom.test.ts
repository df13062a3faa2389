// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserIsOnline, isServerRender, withRetry } from './retry.ts';

afterEach(() => vi.restoreAllMocks());

describe('retry defaults in a browser', () => {
  it('reads navigator.onLine and knows it is not a server render', () => {
    expect(isServerRender()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(browserIsOnline()).toBe(false);
  });

  it('retries by default when online and not when offline', async () => {
    const failing = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const online = failing();
    await expect(withRetry(online, { sleep: async () => {} })).rejects.toThrow(TypeError);
    expect(online).toHaveBeenCalledTimes(5);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = failing();
    await expect(withRetry(offline, { sleep: async () => {} })).rejects.toThrow(TypeError);
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
