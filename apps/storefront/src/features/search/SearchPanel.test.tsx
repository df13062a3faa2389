// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { appActions } from '../../shared/state/app-state.ts';
import { renderInShell, type Responder } from '../../testing/harness.tsx';
import { SearchPanel } from './SearchPanel.tsx';

const analytics = vi.hoisted(() => ({ trackSearch: vi.fn() }));
vi.mock('../../shared/analytics/analytics.ts', () => analytics);

const product = (uid: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SimpleProduct',
  uid,
  name,
  brand: 1,
  brand_label: 'Acme',
  url_key: name.toLowerCase().replace(/\s+/g, '-'),
  url_suffix: '.html',
  short_description: { html: '<p>Nice</p>' },
  small_image: { url: `https://shop.test/media/${uid}.jpg` },
  price_range: {
    minimum_price: {
      final_price: { value: 900, currency: 'UAH' },
      regular_price: { value: 1200, currency: 'UAH' },
    },
  },
  ...extra,
});

const RESULTS = {
  products: {
    total_count: 2,
    items: [product('p1', 'Red Dress'), product('p2', 'No Key', { url_key: null })],
  },
};

const respond: Responder = (name, variables) => {
  if (name !== 'GetAutocompleteSuggestions') return undefined;
  return variables.search === 'nothing' ? { products: { total_count: 0, items: [] } } : RESULTS;
};

function openPanel(path = '/') {
  const view = renderInShell(<SearchPanel />, { respond, path });
  act(() => view.store.dispatch(appActions.toggleSearch()));
  const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
  return { ...view, input };
}

/** Distinct suggestion queries sent (the test client has no cache, so urql may execute one twice). */
const suggestionQueries = (operations: ReturnType<typeof renderInShell>['requests']) => [
  ...new Map(
    operations
      .filter((op) =>
        op.query.definitions.some((d) => 'name' in d && d.name?.value === 'GetAutocompleteSuggestions'),
      )
      .map((op) => [op.key, op]),
  ).values(),
];

beforeEach(() => {
  vi.useFakeTimers();
  analytics.trackSearch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchPanel', () => {
  it('renders nothing while closed', () => {
    renderInShell(<SearchPanel />, { respond });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('focuses the field on opening and again after 200 ms', () => {
    const focus = vi.spyOn(HTMLInputElement.prototype, 'focus');
    const { input } = openPanel();
    expect(document.activeElement).toBe(input);
    const calls = focus.mock.calls.length;
    act(() => void vi.advanceTimersByTime(199));
    expect(focus.mock.calls.length).toBe(calls);
    act(() => void vi.advanceTimersByTime(1));
    expect(focus.mock.calls.length).toBe(calls + 1);
    focus.mockRestore();
  });

  it('asks for suggestions 500 ms after the typing stops', () => {
    const { input, requests: operations } = openPanel();
    fireEvent.input(input, { target: { value: 'dre' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.input(input, { target: { value: 'dress' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(suggestionQueries(operations)).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    const sent = suggestionQueries(operations);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toEqual({ search: 'dress', pageSize: 5, currentPage: 1 });
    expect(sent[0]!.context.requestPolicy).toBe('cache-and-network');
  });

  it('shows only suggestions with the required fields, with text and results, and tracks the search', () => {
    const { input } = openPanel();
    fireEvent.input(input, { target: { value: 'dress' } });
    act(() => void vi.advanceTimersByTime(500));
    const list = screen.getByRole('region', { name: 'Search suggestions' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/red-dress.html');
    const image = links[0]!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://shop.test/media/p1.jpg?w=150');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['93', '124']);
    expect(analytics.trackSearch).toHaveBeenCalledWith('dress', [expect.objectContaining({ uid: 'p1' })]);

    fireEvent.input(input, { target: { value: '  ' } });
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull();
    fireEvent.input(input, { target: { value: 'nothing' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull();
    expect(analytics.trackSearch).toHaveBeenLastCalledWith('nothing', []);
  });

  it('submits only a non-empty trimmed text, to /all/p:1?q=…, and closes', () => {
    const { input, memory, store } = openPanel();
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(memory.history).toEqual(['/']);
    expect(store.getState().app.searchOpen).toBe(true);
    fireEvent.input(input, { target: { value: '  red dress ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(memory.history?.at(-1)).toBe('/all/p:1?q=red%20dress');
    expect(store.getState().app.searchOpen).toBe(false);
  });

  it('closes on a route change', () => {
    const { memory, store } = openPanel();
    act(() => memory.navigate('/women'));
    expect(store.getState().app.searchOpen).toBe(false);
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('closes on a click outside, not on a click inside', () => {
    const { store, input } = openPanel();
    act(() => void vi.advanceTimersByTime(1));
    fireEvent.click(input);
    expect(store.getState().app.searchOpen).toBe(true);
    fireEvent.click(document.body);
    expect(store.getState().app.searchOpen).toBe(false);
  });

  it('pre-fills the box from the query parameter', () => {
    const { input } = openPanel('/women?query=boots');
    expect(input.value).toBe('boots');
  });
});
