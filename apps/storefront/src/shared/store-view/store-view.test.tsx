// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { harness } from '../../testing/harness.tsx';
import { useT } from './store-view.tsx';

describe('useT', () => {
  it('returns the same function on every render of the same store view', () => {
    const { Wrapper } = harness({ messages: { hello: 'Привіт, {name}' } });
    const { result, rerender } = renderHook(() => useT(), { wrapper: Wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current('hello', 'Hello, {name}', { name: 'Оля' })).toBe('Привіт, Оля');
  });
});
