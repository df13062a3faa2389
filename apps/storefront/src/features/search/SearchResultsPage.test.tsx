// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listingProducts } from '../../shared/listing/fixtures.ts';
import { stubClient, harness as appHarness, type SentOperation } from '../../testing/harness.tsx';
import SearchResultsPage from './SearchResultsPage.tsx';

afterEach(cleanup);

function setup(
  path: string,
  products: unknown = { ...listingProducts({ total: 30, pages: 2 }), suggestions: [] },
) {
  const operations: SentOperation[] = [];
  const harness = appHarness({
    path,
    client: stubClient({ getProductListing: { products } }, operations),
  });
  render(<SearchResultsPage />, { wrapper: harness.Wrapper });
  return { operations, ...harness };
}

describe('SearchResultsPage', () => {
  it('searches for q with the filters and page of the URL, relevance by default', () => {
    const { operations } = setup('/all/f/brand:1001/p:2?q=%20linen%20dress%20');
    expect(operations.find((o) => o.name === 'getProductListing')!.variables).toEqual({
      search: 'linen dress',
      filter: { brand: { eq: '1001' } },
      sort: null,
      pageSize: 24,
      currentPage: 2,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “linen dress”' })).toBeTruthy();
    expect(screen.getByText('Found: 30')).toBeTruthy();
  });

  it('is never indexed', () => {
    setup('/all/p:1?q=dress');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  it('keeps q in the pagination links', () => {
    setup('/all/p:1?q=dress');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/all/p:2?q=dress');
  });

  it('offers the server suggestion when nothing is found', () => {
    setup('/all/p:1?q=drss', {
      ...listingProducts({ count: 0, total: 0 }),
      suggestions: [{ search: 'dress' }],
    });
    expect(screen.getByText('Nothing was found for your search.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'dress' });
    expect(link.getAttribute('href')).toBe('/all/p:1?q=dress');
    expect(link.parentElement!.textContent).toBe('Did you mean dress?');
  });

  it('asks nothing for an empty search', () => {
    const { operations } = setup('/all/p:1?q=%20%20');
    expect(operations.some((o) => o.name === 'getProductListing')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
  });
});
