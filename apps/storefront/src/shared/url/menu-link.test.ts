import { describe, expect, it } from 'vitest';
import { buildMenuItemHref, buildParamLink, menuParamsToSegment } from './menu-link.ts';
import { parseListingPath } from './listing-url.ts';

describe('menuParamsToSegment', () => {
  it("turns '=' into ':', '&' into ';' and a 'true' value into '1'", () => {
    expect(menuParamsToSegment('gender=36&is_new=true')).toBe('gender:36;is_new:1');
  });

  it("replaces only a whole 'true' value", () => {
    expect(menuParamsToSegment('brand=trueblue&label=untrue')).toBe('brand:trueblue;label:untrue');
  });

  it('ignores a leading question mark and empty pieces, keeps pieces without a value', () => {
    expect(menuParamsToSegment('?a=1&&sale')).toBe('a:1;sale');
    expect(menuParamsToSegment('')).toBe('');
  });

  it('keeps underscores that join several values', () => {
    expect(menuParamsToSegment('gender=7_8')).toBe('gender:7_8');
  });
});

describe('buildParamLink', () => {
  it('appends the converted parameters as a path segment', () => {
    expect(buildParamLink('/men', 'warehouse=12&is_new=true')).toBe('/men/warehouse:12;is_new:1');
    expect(buildParamLink('/men/', 'warehouse=12')).toBe('/men/warehouse:12');
  });

  it('is the base path alone without parameters', () => {
    expect(buildParamLink('/women')).toBe('/women');
    expect(buildParamLink('/women', null)).toBe('/women');
    expect(buildParamLink('/women', '')).toBe('/women');
    expect(buildParamLink('/women', '?')).toBe('/women');
  });

  it('produces a path the listing grammar reads back as filters', () => {
    expect(parseListingPath(buildParamLink('/kids', 'gender=7_8&is_sale=true'))).toEqual({
      basePath: '/kids',
      filters: { gender: ['7', '8'], is_sale: ['1'] },
      page: 1,
    });
  });
});

describe('buildMenuItemHref', () => {
  it("appends url_params after '?'", () => {
    expect(buildMenuItemHref({ url: '/women/sale', url_params: 'brand=12&sort=price:ASC' })).toBe(
      '/women/sale?brand=12&sort=price:ASC',
    );
  });

  it('is the url alone when there are no url_params', () => {
    expect(buildMenuItemHref({ url: '/women', url_params: null })).toBe('/women');
    expect(buildMenuItemHref({ url: '/women', url_params: '' })).toBe('/women');
    expect(buildMenuItemHref({ url: '/women' })).toBe('/women');
  });

  it('does not double the question mark', () => {
    expect(buildMenuItemHref({ url: '/women', url_params: '?a=1' })).toBe('/women?a=1');
    expect(buildMenuItemHref({ url: '/women?x=2', url_params: 'a=1' })).toBe('/women?x=2&a=1');
  });

  it('keeps a hash after the query', () => {
    expect(buildMenuItemHref({ url: '/faq#3', url_params: 'a=1' })).toBe('/faq?a=1#3');
  });

  it('falls back to the home path when the item has no url', () => {
    expect(buildMenuItemHref({ url: null, url_params: 'a=1' })).toBe('/?a=1');
  });
});
