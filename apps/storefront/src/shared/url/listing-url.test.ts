import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../constants.ts';
import {
  MAX_PAGE,
  applySort,
  buildListingPath,
  canonicalFilters,
  formatSortParam,
  getSearchParam,
  getSearchPrefill,
  getSearchTerm,
  parseListingPath,
  parseSort,
  searchResultsUrl,
  stringifySearch,
  toggleFilterValue,
  toggleListingFilter,
  withoutPageSuffix,
} from './listing-url.ts';

describe('parseListingPath', () => {
  it('reads filters named like Object properties as ordinary filters', () => {
    expect(() => parseListingPath('/women/__proto__:x')).not.toThrow();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const { filters } = parseListingPath(`/women/${name}:x`);
      expect(Object.keys(filters), name).toEqual([name]);
      expect(filters[name], name).toEqual(['x']);
    }
  });

  it('reads a plain category path as page 1 without filters', () => {
    expect(parseListingPath('/women/clothes')).toEqual({ basePath: '/women/clothes', filters: {}, page: 1 });
  });

  it('reads /f/ filter segments with several values joined by underscore', () => {
    expect(parseListingPath('/women/clothes/f/brand:12_15/top_sizes:3')).toEqual({
      basePath: '/women/clothes',
      filters: { brand: ['12', '15'], top_sizes: ['3'] },
      page: 1,
    });
  });

  it('reads the page suffix alone and after the filter part', () => {
    expect(parseListingPath('/women/clothes/p:3')).toEqual({
      basePath: '/women/clothes',
      filters: {},
      page: 3,
    });
    expect(parseListingPath('/women/clothes/f/brand:12/p:4')).toEqual({
      basePath: '/women/clothes',
      filters: { brand: ['12'] },
      page: 4,
    });
  });

  it('removes trailing slashes before parsing', () => {
    expect(parseListingPath('/women/clothes/f/brand:12/p:2///')).toEqual({
      basePath: '/women/clothes',
      filters: { brand: ['12'] },
      page: 2,
    });
    expect(parseListingPath('/women/')).toEqual({ basePath: '/women', filters: {}, page: 1 });
  });

  it('reads the older trailing name:value segment after the last slash', () => {
    expect(parseListingPath('/brands/nike/gender:36')).toEqual({
      basePath: '/brands/nike',
      filters: { gender: ['36'] },
      page: 1,
    });
    expect(parseListingPath('/brands/nike/gender:7_8/p:2')).toEqual({
      basePath: '/brands/nike',
      filters: { gender: ['7', '8'] },
      page: 2,
    });
  });

  it('reads several ;-separated pairs in the older segment (the form menu links produce)', () => {
    expect(parseListingPath('/women/sale/gender:36;is_new:1')).toEqual({
      basePath: '/women/sale',
      filters: { gender: ['36'], is_new: ['1'] },
      page: 1,
    });
  });

  it('takes only the last segment as a filter in the older form', () => {
    expect(parseListingPath('/women/a:1/b:2')).toEqual({
      basePath: '/women/a:1',
      filters: { b: ['2'] },
      page: 1,
    });
  });

  it('does not mistake ordinary segments for filters', () => {
    expect(parseListingPath('/women/dresses').filters).toEqual({});
    expect(parseListingPath('/women/:odd').basePath).toBe('/women/:odd');
    expect(parseListingPath('/women/12:30').basePath).toBe('/women/12:30');
    expect(parseListingPath('/women/color:').basePath).toBe('/women/color:');
  });

  it('decodes percent-encoded values and merges repeated names without duplicates', () => {
    expect(parseListingPath('/all/f/brand:%D0%B0%5Fb_c/brand:c_d').filters).toEqual({
      brand: ['а_b', 'c', 'd'],
    });
  });

  it('keeps a malformed escape literally', () => {
    expect(parseListingPath('/women/f/brand:%E0%A4%A').filters).toEqual({ brand: ['%E0%A4%A'] });
  });

  it('handles the root path, the search results path and a page number below 1', () => {
    expect(parseListingPath('/')).toEqual({ basePath: '/', filters: {}, page: 1 });
    expect(parseListingPath('/all/p:1')).toEqual({ basePath: '/all', filters: {}, page: 1 });
    expect(parseListingPath('/f/brand:1/p:0')).toEqual({ basePath: '/', filters: { brand: ['1'] }, page: 1 });
  });

  it("reads a page number past GraphQL's Int as the last page it can ask for (a 404, not a 500)", () => {
    expect(parseListingPath('/women/p:99999999999999999999').page).toBe(MAX_PAGE);
    expect(parseListingPath('/women/p:2147483648').page).toBe(2 ** 31 - 1);
    expect(parseListingPath('/women/p:2147483647').page).toBe(2147483647);
  });

  it('ignores a query string or hash passed along with the path', () => {
    expect(parseListingPath('/women/f/brand:1/p:2?sort=price:ASC#top')).toEqual({
      basePath: '/women',
      filters: { brand: ['1'] },
      page: 2,
    });
  });
});

describe('buildListingPath', () => {
  it('omits page 1 and writes other pages as /p:{n}', () => {
    expect(buildListingPath({ basePath: '/women', filters: {}, page: 1 })).toBe('/women');
    expect(buildListingPath({ basePath: '/women' })).toBe('/women');
    expect(buildListingPath({ basePath: '/women', filters: {}, page: 3 })).toBe('/women/p:3');
  });

  it('writes filters under /f/ in a stable order regardless of insertion order', () => {
    const a = buildListingPath({
      basePath: '/women',
      filters: { top_sizes: ['3'], brand: ['15', '12'] },
      page: 2,
    });
    const b = buildListingPath({
      basePath: '/women',
      filters: { brand: ['12', '15'], top_sizes: ['3'] },
      page: 2,
    });
    expect(a).toBe('/women/f/brand:12_15/top_sizes:3/p:2');
    expect(b).toBe(a);
  });

  it('orders numeric values naturally and drops duplicates, empty values and empty filters', () => {
    expect(buildListingPath({ basePath: '/w', filters: { size: ['10', '9', '9', ''], color: [] } })).toBe(
      '/w/f/size:9_10',
    );
  });

  it('encodes values so that separators inside them survive a round trip', () => {
    const location = {
      basePath: '/women/clothes',
      filters: { brand: ['a_b', 'x/y', 'м:н;'] },
      page: 5,
    };
    const path = buildListingPath(location);
    expect(path).not.toContain('a_b');
    expect(parseListingPath(path)).toEqual({ ...location, filters: { brand: ['a_b', 'x/y', 'м:н;'] } });
  });

  it('does not double the slash for the root or a base path ending in a slash', () => {
    expect(buildListingPath({ basePath: '/', filters: { brand: ['1'] } })).toBe('/f/brand:1');
    expect(buildListingPath({ basePath: '/', filters: {}, page: 1 })).toBe('/');
    expect(buildListingPath({ basePath: '/women/', filters: {}, page: 2 })).toBe('/women/p:2');
  });

  it('round-trips paths it builds', () => {
    const location = { basePath: '/men/shoes', filters: { brand: ['3', '7'], foot_sizes: ['42'] }, page: 6 };
    expect(parseListingPath(buildListingPath(location))).toEqual(location);
  });
});

describe('canonicalFilters', () => {
  it('returns names and values in natural order', () => {
    expect(canonicalFilters({ b: ['2', '10', '1'], a: ['x'] })).toEqual([
      ['a', ['x']],
      ['b', ['1', '2', '10']],
    ]);
  });
});

describe('toggleFilterValue', () => {
  it('adds an absent value', () => {
    expect(toggleFilterValue({ brand: ['1'] }, 'brand', '2')).toEqual({ brand: ['1', '2'] });
    expect(toggleFilterValue({}, 'gender', '36')).toEqual({ gender: ['36'] });
  });

  it('removes a present value and drops a filter left empty', () => {
    expect(toggleFilterValue({ brand: ['1', '2'] }, 'brand', '1')).toEqual({ brand: ['2'] });
    expect(toggleFilterValue({ brand: ['1'], gender: ['36'] }, 'brand', '1')).toEqual({ gender: ['36'] });
  });

  it('does not modify its input', () => {
    const filters = { brand: ['1'] };
    toggleFilterValue(filters, 'brand', '2');
    toggleFilterValue(filters, 'brand', '1');
    expect(filters).toEqual({ brand: ['1'] });
  });
});

describe('toggleListingFilter', () => {
  it('toggles and resets to page 1', () => {
    expect(toggleListingFilter({ basePath: '/women', filters: {}, page: 4 }, 'brand', '5')).toEqual({
      basePath: '/women',
      filters: { brand: ['5'] },
      page: 1,
    });
  });
});

describe('withoutPageSuffix', () => {
  it('removes only the page suffix', () => {
    expect(withoutPageSuffix('/women/f/brand:1/p:3')).toBe('/women/f/brand:1');
    expect(withoutPageSuffix('/women/p:3/')).toBe('/women');
    expect(withoutPageSuffix('/women/f/brand:1')).toBe('/women/f/brand:1');
    expect(withoutPageSuffix('/p:2')).toBe('/');
  });
});

describe('search parameters', () => {
  it('reads a parameter by name and gives an empty string when absent', () => {
    expect(getSearchParam('?q=dress&sort=price:ASC', 'q')).toBe('dress');
    expect(getSearchParam('q=dress', 'q')).toBe('dress');
    expect(getSearchParam('?q=dress', 'missing')).toBe('');
    expect(getSearchParam('', 'q')).toBe('');
  });

  it('reads q as the search term and query as the search box pre-fill', () => {
    const search = '?q=red+dress&query=%D1%81%D1%83%D0%BA%D0%BD%D1%8F';
    expect(getSearchTerm(search)).toBe('red dress');
    expect(getSearchPrefill(search)).toBe('сукня');
    expect(getSearchPrefill('?q=x')).toBe('');
  });

  it('cuts a search text to SEARCH_MAX_LENGTH, as Magento does', () => {
    expect(getSearchTerm(`q=${'a'.repeat(5000)}`)).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('sort parameter', () => {
  it('formats attribute:direction', () => {
    expect(formatSortParam({ attribute: 'price', direction: 'DESC' })).toBe('price:DESC');
  });

  it('parses attribute and direction, upper-casing the direction', () => {
    expect(parseSort('?sort=price:ASC')).toEqual({ attribute: 'price', direction: 'ASC' });
    expect(parseSort('?sort=position:desc')).toEqual({ attribute: 'position', direction: 'DESC' });
    expect(parseSort('?sort=price%3AASC')).toEqual({ attribute: 'price', direction: 'ASC' });
  });

  it('rejects a missing or malformed sort', () => {
    expect(parseSort('')).toBeNull();
    expect(parseSort('?sort=price')).toBeNull();
    expect(parseSort('?sort=:ASC')).toBeNull();
    expect(parseSort('?sort=price:UP')).toBeNull();
  });

  it('sets sort, keeps other parameters and removes the page suffix when sort changes', () => {
    expect(
      applySort(
        { pathname: '/women/f/brand:1/p:3', search: '?q=dress' },
        { attribute: 'price', direction: 'ASC' },
      ),
    ).toEqual({ pathname: '/women/f/brand:1', search: '?q=dress&sort=price:ASC' });
  });

  it('replaces an existing sort instead of adding a second one', () => {
    const result = applySort(
      { pathname: '/women/p:2', search: '?sort=price:ASC' },
      { attribute: 'price', direction: 'DESC' },
    );
    expect(result).toEqual({ pathname: '/women', search: '?sort=price:DESC' });
    expect(new URLSearchParams(result.search).getAll('sort')).toHaveLength(1);
  });

  it('keeps the page when the same sort is applied again', () => {
    expect(
      applySort(
        { pathname: '/women/p:2', search: '?sort=price:ASC' },
        { attribute: 'price', direction: 'ASC' },
      ),
    ).toEqual({ pathname: '/women/p:2', search: '?sort=price:ASC' });
  });

  it('serialises an empty parameter set as an empty string', () => {
    expect(stringifySearch(new URLSearchParams())).toBe('');
    expect(stringifySearch(new URLSearchParams({ q: 'a b&c' }))).toBe('?q=a%20b%26c');
  });
});

describe('searchResultsUrl', () => {
  it('goes to /all/p:1 with the trimmed text as q', () => {
    expect(searchResultsUrl('  red dress ')).toBe('/all/p:1?q=red%20dress');
    expect(getSearchTerm(searchResultsUrl('сукня & co')!.split('?')[1]!)).toBe('сукня & co');
  });

  it('is null for empty or blank text, so nothing is submitted', () => {
    expect(searchResultsUrl('')).toBeNull();
    expect(searchResultsUrl('   \t')).toBeNull();
  });
});
