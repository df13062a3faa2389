import { describe, expect, it } from 'vitest';
import { entryLink, groupByCity, storeAnchor, telHref } from './store-points.ts';
import type { StoreLocatorPoint } from './queries.ts';

const point = (id: number, city: string, position = id): StoreLocatorPoint =>
  ({ id, city, position, url_key: `p-${id}` }) as StoreLocatorPoint;

describe('store points', () => {
  it('groups by city in display order, by position', () => {
    const groups = groupByCity([
      point(3, 'Львів', 3),
      point(1, 'Київ', 1),
      null,
      point(2, 'Київ', 2),
      point(4, 'Київ', 4),
    ]);
    expect(groups.map((g) => [g.city, g.id, g.points.map((p) => p.id)])).toEqual([
      ['Київ', 'stores-city-1', [1, 2, 4]],
      ['Львів', 'stores-city-2', [3]],
    ]);
  });
  it('entry links go to the gendered catalogue with the parameters as a filter segment', () => {
    expect(entryLink('men', 'gender=10&warehouse=9001')).toBe('/men/gender:10;warehouse:9001');
    expect(entryLink('women', 'gender=36&warehouse=9002&is_new=true')).toBe(
      '/women/gender:36;warehouse:9002;is_new:1',
    );
    expect(entryLink('women', null)).toBe('/women');
  });
  it('phone links and anchors', () => {
    expect(telHref('+380 44 500 11 37')).toBe('tel:+380445001137');
    expect(storeAnchor({ id: 1, url_key: 'kyiv-1' })).toBe('store-kyiv-1');
    expect(storeAnchor({ id: 7, url_key: null })).toBe('store-7');
  });
});
