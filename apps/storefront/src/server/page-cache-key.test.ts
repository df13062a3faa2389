import { describe, expect, it } from 'vitest';
import { isTrackingParam, withoutTrackingParams, withTrackingParamsOf } from './page-cache-key.ts';

describe('page cache key', () => {
  it('drops analytics parameters and keeps the others in their order', () => {
    expect(withoutTrackingParams('/ua/women?utm_source=a&sort=price:ASC&gclid=1&p=2&fbclid=x')).toBe(
      '/ua/women?sort=price:ASC&p=2',
    );
    expect(
      withoutTrackingParams('/ua/all/p:1?q=%D1%81&yclid=1&msclkid=2&_ga=3&mc_cid=4&mc_eid=5&ttclid=6'),
    ).toBe('/ua/all/p:1?q=%D1%81');
    expect(withoutTrackingParams('/ua/?utm_campaign=1&UTM_MEDIUM=2&utm%5Fterm=3')).toBe('/ua/');
    expect(withoutTrackingParams('/ua/')).toBe('/ua/');
    expect(withoutTrackingParams('/ua/?')).toBe('/ua/');
  });

  it('knows which names are analytics', () => {
    for (const name of ['utm_source', 'utm_anything', 'gclid', 'fbclid', 'yclid', 'msclkid', '_ga', 'mc_eid'])
      expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['q', 'p', 'sort', 'query', 'utm', 'ga'])
      expect(isTrackingParam(name), name).toBe(false);
  });

  it('adds the analytics parameters back to a redirect', () => {
    expect(withTrackingParamsOf('/ua/women', '/women?utm_source=a&sort=x&gclid=1')).toBe(
      '/ua/women?utm_source=a&gclid=1',
    );
    expect(withTrackingParamsOf('/ua/women?sort=x', '/women?sort=x&utm_source=a')).toBe(
      '/ua/women?sort=x&utm_source=a',
    );
    expect(withTrackingParamsOf('/ua/women', '/women?sort=x')).toBe('/ua/women');
  });
});
