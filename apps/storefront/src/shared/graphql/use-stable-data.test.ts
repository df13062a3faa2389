// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableData } from './use-stable-data.ts';

describe('useStableData', () => {
  it('keeps the first object while the content is equal, and takes new content', () => {
    const first = { storeConfig: { store_code: 'ua', grid_per_page: 24 } };
    const hook = renderHook(({ data }) => useStableData(data), { initialProps: { data: first } });
    expect(hook.result.current).toBe(first);
    hook.rerender({ data: { storeConfig: { store_code: 'ua', grid_per_page: 24 } } });
    expect(hook.result.current).toBe(first);
    const changed = { storeConfig: { store_code: 'ua', grid_per_page: 36 } };
    hook.rerender({ data: changed });
    expect(hook.result.current).toBe(changed);
  });

  it('passes undefined through', () => {
    const hook = renderHook(({ data }) => useStableData(data), {
      initialProps: { data: undefined as { a: number } | undefined },
    });
    expect(hook.result.current).toBeUndefined();
    hook.rerender({ data: { a: 1 } });
    expect(hook.result.current).toEqual({ a: 1 });
  });
});
