// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listingProducts } from '../../shared/listing/fixtures.ts';
import { stubClient, harness as appHarness, type SentOperation } from '../../testing/harness.tsx';
import BrandCataloguePage from './BrandCataloguePage.tsx';

afterEach(cleanup);

function setup(
  path: string,
  props: { brand: string; gender: string | null; rest: string },
  products = listingProducts(),
) {
  const operations: SentOperation[] = [];
  const harness = appHarness({
    path,
    client: stubClient({ getProductListing: { products: { ...products, suggestions: [] } } }, operations),
  });
  render(<BrandCataloguePage {...props} />, { wrapper: harness.Wrapper });
  return { operations, ...harness };
}

describe('BrandCataloguePage', () => {
  it('lists one brand within a section, with the URL filters and page', () => {
    const { operations } = setup('/brands/women/maison-verte/f/price:0_2000/p:2', {
      brand: 'maison-verte',
      gender: 'women',
      rest: '/f/price:0_2000/p:2',
    });
    expect(operations.find((o) => o.name === 'getProductListing')!.variables).toEqual({
      search: null,
      filter: { brands: { eq: 'maison-verte' }, gender: { eq: '36' }, price: { from: '0', to: '2000' } },
      sort: null,
      pageSize: 24,
      currentPage: 2,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Maison Verte: Women' })).toBeTruthy();
    // The brand and the gender are the page itself: not offered as filters.
    expect(screen.queryAllByRole('checkbox', { name: /Nordkap/ })).toHaveLength(0);
    expect(screen.getAllByRole('checkbox', { name: /2\s000/ }).length).toBeGreaterThan(0);
  });

  it('accepts the older trailing filter form', () => {
    const { operations } = setup('/brands/nordkap/price:0_2000', {
      brand: 'nordkap',
      gender: null,
      rest: '/price:0_2000',
    });
    expect(operations.find((o) => o.name === 'getProductListing')!.variables.filter).toEqual({
      brands: { eq: 'nordkap' },
      price: { from: '0', to: '2000' },
    });
  });

  it('is a 404 for a path that is not listing grammar or a brand without products', () => {
    setup('/brands/nordkap/whatever', { brand: 'nordkap', gender: null, rest: '/whatever' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    setup(
      '/brands/nobody',
      { brand: 'nobody', gender: null, rest: '' },
      listingProducts({ count: 0, total: 0 }),
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
