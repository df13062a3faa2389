// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../../testing/harness.tsx';
import SearchPage from './SearchPage.tsx';

vi.mock('../../shared/analytics/analytics.ts', () => ({ trackSearch: vi.fn() }));

afterEach(cleanup);

describe('SearchPage', () => {
  it('renders the search form inline, pre-filled by the query parameter, and submits to the results', () => {
    const { memory } = renderInShell(<SearchPage />, { path: '/search.html?query=linen%20shirt' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('linen shirt');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(memory.history?.at(-1)).toBe('/all/p:1?q=linen%20shirt');
  });
});
