// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FETCH_POLICIES } from './fetch-policies.ts';
import { resetSessionPolicies, takeSessionPolicy, useSessionPolicy } from './session-policy.ts';

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
});
