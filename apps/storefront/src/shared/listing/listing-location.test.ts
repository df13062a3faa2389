import { describe, expect, it } from 'vitest';
import { buildFilterGroups } from './filter-groups.ts';
import {
  clearFiltersHref,
  filterToggleHref,
  pageHref,
  priceToggleHref,
  readListingLocation,
  sortHref,
  toSortInput,
} from './listing-location.ts';

const at = (url: string) => {
  const [path = '', search = ''] = url.split('?');
  return readListingLocation(path, search);
};

describe('listing addresses', () => {
  it('filter toggles build /f/ URLs and go back to page 1, keeping the query', () => {
    const state = at('/women/dresses/p:3?sort=price:ASC');
    expect(filterToggleHref(state, 'brand', '1001')).toBe('/women/dresses/f/brand:1001?sort=price:ASC');
    const filtered = at('/women/dresses/f/brand:1001/p:2');
    expect(filterToggleHref(filtered, 'brand', '1002')).toBe('/women/dresses/f/brand:1001_1002');
    expect(filterToggleHref(filtered, 'brand', '1001')).toBe('/women/dresses');
    expect(filterToggleHref(filtered, 'top_sizes', '2003')).toBe(
      '/women/dresses/f/brand:1001/top_sizes:2003',
    );
  });

  it('turns the older trailing form into the /f/ form on the next change', () => {
    expect(filterToggleHref(at('/women/brand:1001'), 'gender', '36')).toBe('/women/f/brand:1001/gender:36');
  });

  it('keeps one price range at a time', () => {
    const state = at('/women/f/price:0_2000');
    expect(priceToggleHref(state, '2000_4000')).toBe('/women/f/price:2000_4000');
    expect(priceToggleHref(state, '0_2000')).toBe('/women');
  });

  it('clears every filter', () => {
    expect(clearFiltersHref(at('/brands/nike/f/brand:1/price:1_2/p:4?sort=price:DESC'))).toBe(
      '/brands/nike?sort=price:DESC',
    );
  });

  it('pagination links use /p:{n}, page 1 without a suffix, filters and query kept', () => {
    const state = at('/all/f/brand:1/p:2?q=dress');
    expect(pageHref(state, 3)).toBe('/all/f/brand:1/p:3?q=dress');
    expect(pageHref(state, 1)).toBe('/all/f/brand:1?q=dress');
  });

  it('drops the page suffix when the sort changes, not when it stays', () => {
    expect(sortHref(at('/women/p:3'), { attribute: 'price', direction: 'ASC' })).toBe(
      '/women?sort=price:ASC',
    );
    expect(sortHref(at('/women/p:3?sort=price:ASC'), { attribute: 'price', direction: 'ASC' })).toBe(
      '/women/p:3?sort=price:ASC',
    );
    expect(sortHref(at('/all/p:2?q=dress'), { attribute: 'position', direction: 'DESC' })).toBe(
      '/all?q=dress&sort=position:DESC',
    );
  });

  it('maps the URL sort to the GraphQL sort', () => {
    expect(toSortInput({ attribute: 'price', direction: 'DESC' })).toEqual({ price: 'DESC' });
    expect(toSortInput({ attribute: 'colour', direction: 'DESC' })).toBeNull();
    expect(toSortInput(null)).toBeNull();
  });
});

describe('filter groups', () => {
  const format = (from: number, to: number | null) => `${from}-${to}`;
  const aggregations = [
    {
      attribute_code: 'top_sizes',
      label: 'Size',
      count: 3,
      position: 0,
      options: [
        { label: 'L', value: '2005', count: 2 },
        { label: 'XS', value: '2002', count: 4 },
        { label: 'M', value: '2004', count: 1 },
      ],
    },
    {
      attribute_code: 'price',
      label: 'Price',
      count: 2,
      position: 1,
      options: [
        { label: '0-2000', value: '0_2000', count: 5 },
        { label: '2000-4000', value: '2000_4000', count: 3 },
      ],
    },
    {
      attribute_code: 'gender',
      label: 'Gender',
      count: 1,
      position: 2,
      options: [{ label: 'Women', value: '36', count: 9 }],
    },
    {
      attribute_code: 'brand',
      label: 'Brand',
      count: 1,
      position: 3,
      options: [{ label: 'Nordkap', value: '1002', count: 9 }],
    },
  ];

  it('lists sizes in size order and prices as ranges with their state', () => {
    const groups = buildFilterGroups(aggregations, at('/women/f/price:2000_4000'), {
      formatPriceRange: format,
      hidden: ['brand'],
      total: 9,
    });
    expect(groups.map((g) => g.code)).toEqual(['top_sizes', 'price']);
    expect(groups[0]!.options.map((o) => o.label)).toEqual(['XS', 'M', 'L']);
    expect(groups[1]!.options.map((o) => [o.label, o.checked])).toEqual([
      ['0-2000', false],
      ['2000-4000', true],
    ]);
  });

  it('keeps a chosen value the server no longer lists, with its remembered label', () => {
    const groups = buildFilterGroups(aggregations, at('/women/f/brand:1001'), {
      formatPriceRange: format,
      knownLabels: new Map([['brand:1001', 'Maison Verte']]),
    });
    const brand = groups.find((g) => g.code === 'brand')!;
    expect(brand.options.map((o) => [o.label, o.checked, o.href])).toEqual([
      ['Nordkap', false, '/women/f/brand:1001_1002'],
      ['Maison Verte', true, '/women'],
    ]);
  });
});
