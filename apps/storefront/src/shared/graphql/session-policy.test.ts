// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_POLICIES } from './fetch-policies.ts';
import {
  holdFirstView,
  resetSessionPolicies,
  takeSessionPolicy,
  useSessionPolicy,
} from './session-policy.ts';

beforeEach(() => resetSessionPolicies());

describe('session request policies', () => {
  it('refreshes the first time a key is asked for, then reads the cache', () => {
    const policy = FETCH_POLICIES.GetCmsBlocks;
    expect(takeSessionPolicy('GetCmsBlocks:a', policy, true)).toBe('cache-and-network');
    expect(takeSessionPolicy('GetCmsBlocks:a', policy, true)).toBe('cache-first');
    expect(takeSessionPolicy('GetCmsBlocks:b', policy, true)).toBe('cache-and-network');
  });

  it('remembers nothing on the server, where every request is a first view', () => {
    const policy = FETCH_POLICIES.GetCmsBlocks;
    expect(takeSessionPolicy('GetCmsBlocks:a', policy, false)).toBe('cache-and-network');
    expect(takeSessionPolicy('GetCmsBlocks:a', policy, false)).toBe('cache-and-network');
    expect(takeSessionPolicy('GetCmsBlocks:a', policy, true)).toBe('cache-and-network');
  });

  it('keeps refreshing an operation that has no later policy', () => {
    const policy = FETCH_POLICIES.getProductDetail;
    expect(takeSessionPolicy('getProductDetail:x', policy, true)).toBe('cache-and-network');
    expect(takeSessionPolicy('getProductDetail:x', policy, true)).toBe('cache-and-network');
  });

  it('a render thrown away still counts: the next mount reads the cache', () => {
    // The first mount's render is the one that asks; a second mount (a retried render) must not refetch.
    const first = renderHook(() => useSessionPolicy('GetCmsBlocks:x', FETCH_POLICIES.GetCmsBlocks));
    expect(first.result.current).toBe('cache-and-network');
    first.unmount();
    const second = renderHook(() => useSessionPolicy('GetCmsBlocks:x', FETCH_POLICIES.GetCmsBlocks));
    expect(second.result.current).toBe('cache-first');
  });

  it('decides again when the key changes', () => {
    const hook = renderHook(({ key }) => useSessionPolicy(key), { initialProps: { key: 'GetCmsPage:home' } });
    expect(hook.result.current).toBe('cache-and-network');
    act(() => hook.rerender({ key: 'GetCmsPage:faq' }));
    expect(hook.result.current).toBe('cache-and-network');
    act(() => hook.rerender({ key: 'GetCmsPage:home' }));
    expect(hook.result.current).toBe('cache-first');
  });

  describe('while the server-rendered first view hydrates', () => {
    afterEach(() => vi.useRealTimers());

    /** A window whose page is still loading until `load()`. */
    function loadingWindow() {
      const listeners: Array<() => void> = [];
      const win = {
        document: { readyState: 'interactive' },
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
        addEventListener: (_type: string, fn: () => void) => listeners.push(fn),
      };
      return { win: win as unknown as Window, load: () => listeners.forEach((fn) => fn()) };
    }

    it('reads what the page brought, even where a view would refresh, until a moment after load', () => {
      vi.useFakeTimers();
      const page = loadingWindow();
      holdFirstView(page.win, 1000);
      expect(takeSessionPolicy('getMainMenu', FETCH_POLICIES.getMainMenu, true)).toBe('cache-first');
      expect(takeSessionPolicy('getProductDetail:x', FETCH_POLICIES.getProductDetail, true)).toBe(
        'cache-first',
      );
      vi.advanceTimersByTime(5000);
      expect(takeSessionPolicy('GetCmsBlocks:a', FETCH_POLICIES.GetCmsBlocks, true)).toBe('cache-first');
      page.load();
      vi.advanceTimersByTime(999);
      expect(takeSessionPolicy('GetCmsBlocks:b', FETCH_POLICIES.GetCmsBlocks, true)).toBe('cache-first');
      vi.advanceTimersByTime(1);
      // Afterwards: a new view refreshes; what the first view showed counts as seen.
      expect(takeSessionPolicy('GetCmsBlocks:c', FETCH_POLICIES.GetCmsBlocks, true)).toBe(
        'cache-and-network',
      );
      expect(takeSessionPolicy('GetCmsBlocks:a', FETCH_POLICIES.GetCmsBlocks, true)).toBe('cache-first');
      expect(takeSessionPolicy('getProductDetail:y', FETCH_POLICIES.getProductDetail, true)).toBe(
        'cache-and-network',
      );
    });

    it('ends a moment after boot when the page had already loaded', async () => {
      vi.useFakeTimers();
      const page = loadingWindow();
      (page.win.document as { readyState: string }).readyState = 'complete';
      let over = false;
      void holdFirstView(page.win, 1000).then(() => (over = true));
      expect(takeSessionPolicy('GetCmsPage:home', FETCH_POLICIES.GetCmsBlocks, true)).toBe('cache-first');
      await vi.advanceTimersByTimeAsync(999);
      expect(over).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(over).toBe(true);
      expect(takeSessionPolicy('GetCmsPage:faq', FETCH_POLICIES.GetCmsBlocks, true)).toBe(
        'cache-and-network',
      );
    });
  });
});
