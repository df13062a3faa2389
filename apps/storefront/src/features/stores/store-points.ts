/**
 * Store locator points for the stores page: grouped by city in display order, and the men's and
 * women's entry links. An entry button's url_params (e.g. 'gender=10&warehouse=9001') go after
 * the gendered catalogue path as one filter segment (shared/url/menu-link.ts buildParamLink):
 * '/men/gender:10;warehouse:9001'.
 */
import { buildParamLink } from '../../shared/url/menu-link.ts';
import type { StoreLocatorPoint } from './queries.ts';

export interface CityGroup {
  city: string;
  /** Anchor id of the city's section. */
  id: string;
  points: StoreLocatorPoint[];
}

/** Points by position (then id), grouped by city in the order cities first appear. */
export function groupByCity(points: readonly (StoreLocatorPoint | null | undefined)[]): CityGroup[] {
  const sorted = points
    .filter((p): p is StoreLocatorPoint => p != null)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
  const groups = new Map<string, CityGroup>();
  for (const point of sorted) {
    const city = point.city?.trim() || '';
    let group = groups.get(city);
    if (!group) {
      group = { city, id: `stores-city-${groups.size + 1}`, points: [] };
      groups.set(city, group);
    }
    group.points.push(point);
  }
  return [...groups.values()];
}

export type EntryGender = 'women' | 'men';

/** The catalogue link of an entry button. */
export function entryLink(gender: EntryGender, urlParams: string | null | undefined): string {
  return buildParamLink(`/${gender}`, urlParams);
}

/** 'tel:+380445001137' from '+380 44 500 11 37'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Anchor id of a store's card. */
export function storeAnchor(point: Pick<StoreLocatorPoint, 'id' | 'url_key'>): string {
  return point.url_key?.trim() ? `store-${point.url_key.trim()}` : `store-${point.id}`;
}
