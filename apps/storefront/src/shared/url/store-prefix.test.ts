import { describe, expect, it } from 'vitest';
import {
  isStoreCode,
  splitStorePrefix,
  storeCodeToReload,
  storeSwitchUrl,
  withStorePrefix,
} from './store-prefix.ts';

describe('isStoreCode', () => {
  it('accepts exactly ua and ru', () => {
    expect(isStoreCode('ua')).toBe(true);
    expect(isStoreCode('ru')).toBe(true);
    expect(isStoreCode('en')).toBe(false);
    expect(isStoreCode('UA')).toBe(false);
    expect(isStoreCode(3)).toBe(false);
  });
});

describe('splitStorePrefix', () => {
  it('splits the store code from the rest of the path', () => {
    expect(splitStorePrefix('/ua/women/dresses')).toEqual({ storeCode: 'ua', rest: '/women/dresses' });
    expect(splitStorePrefix('/ru/all/p:1')).toEqual({ storeCode: 'ru', rest: '/all/p:1' });
  });

  it('gives the home path for the bare prefix', () => {
    expect(splitStorePrefix('/ua')).toEqual({ storeCode: 'ua', rest: '/' });
    expect(splitStorePrefix('/ru/')).toEqual({ storeCode: 'ru', rest: '/' });
  });

  it('does not treat look-alike segments as a prefix', () => {
    expect(splitStorePrefix('/uak/x')).toEqual({ storeCode: null, rest: '/uak/x' });
    expect(splitStorePrefix('/UA/x')).toEqual({ storeCode: null, rest: '/UA/x' });
    expect(splitStorePrefix('/women/ua')).toEqual({ storeCode: null, rest: '/women/ua' });
    expect(splitStorePrefix('/')).toEqual({ storeCode: null, rest: '/' });
  });

  it('adds the leading slash a relative path lacks', () => {
    expect(splitStorePrefix('ua/women')).toEqual({ storeCode: 'ua', rest: '/women' });
    expect(splitStorePrefix('women')).toEqual({ storeCode: null, rest: '/women' });
  });
});

describe('withStorePrefix', () => {
  it('prefixes a path with the store code', () => {
    expect(withStorePrefix('/women', 'ua')).toBe('/ua/women');
    expect(withStorePrefix('women', 'ru')).toBe('/ru/women');
    expect(withStorePrefix('/', 'ua')).toBe('/ua/');
    expect(withStorePrefix('', 'ua')).toBe('/ua/');
  });

  it('replaces an existing prefix instead of stacking them', () => {
    expect(withStorePrefix('/ua/women', 'ru')).toBe('/ru/women');
    expect(withStorePrefix('/ru', 'ru')).toBe('/ru/');
  });

  it('keeps the query string and hash', () => {
    expect(withStorePrefix('/all/p:1?q=dress#top', 'ua')).toBe('/ua/all/p:1?q=dress#top');
  });
});

describe('storeCodeToReload', () => {
  it('returns the address store code when it differs from the stored one', () => {
    expect(storeCodeToReload('/ru/women', 'ua')).toBe('ru');
    expect(storeCodeToReload('/ua/women', 'ru')).toBe('ua');
  });

  it('treats a missing or unknown stored code as the default ua', () => {
    expect(storeCodeToReload('/ru/women', null)).toBe('ru');
    expect(storeCodeToReload('/ua/women', undefined)).toBeNull();
    expect(storeCodeToReload('/ua/women', 'de')).toBeNull();
  });

  it('does nothing when the codes agree or the address has no code', () => {
    expect(storeCodeToReload('/ru/women', 'ru')).toBeNull();
    expect(storeCodeToReload('/women', 'ru')).toBeNull();
  });
});

describe('storeSwitchUrl', () => {
  it('uses the path translated by the route lookup and keeps the query', () => {
    expect(
      storeSwitchUrl(
        'ru',
        { pathname: '/ua/zhinkam/sukni', search: '?sort=price:ASC' },
        'zhenshchinam/platya',
      ),
    ).toBe('/ru/zhenshchinam/platya?sort=price:ASC');
  });

  it('falls back to the current path when the lookup failed', () => {
    expect(storeSwitchUrl('ru', { pathname: '/ua/women/f/brand:1', search: '' }, null)).toBe(
      '/ru/women/f/brand:1',
    );
    expect(storeSwitchUrl('ua', { pathname: '/ru/brands', search: 'q=x' }, '')).toBe('/ua/brands?q=x');
    expect(storeSwitchUrl('ua', { pathname: '/ru', search: '?' })).toBe('/ua/');
  });
});
