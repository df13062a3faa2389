/**
 * Size scales of the four size attributes. Option ids live in 2000-2399 (see attributes.ts for
 * the id ranges of every attribute); `admin` is the label an admin sees and the sku suffix.
 */
import type { Localized } from './stores.ts';

export type SizeAttribute = 'top_sizes' | 'bottom_sizes' | 'foot_sizes' | 'brand_size';

export interface SizeOption {
  id: number;
  attribute: SizeAttribute;
  sort: number;
  admin: string;
  labels: Localized;
}

const KID_HEIGHTS = [92, 98, 104, 110, 116, 122, 128, 134, 140, 146, 152, 158, 164].map(String);

function scale(
  attribute: SizeAttribute,
  firstId: number,
  admins: string[],
  label?: (a: string) => Localized,
) {
  return admins.map((admin, i) => ({
    attribute,
    id: firstId + i,
    admin,
    labels: label?.(admin) ?? { ua: admin, ru: admin },
  }));
}

const numbers = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

const groups = [
  scale('top_sizes', 2001, ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL']),
  scale('top_sizes', 2021, KID_HEIGHTS),
  scale('bottom_sizes', 2101, numbers(24, 36)), // jeans waist, inches
  scale('bottom_sizes', 2121, numbers(38, 56, 2)), // Ukrainian clothing sizes
  scale('bottom_sizes', 2141, KID_HEIGHTS),
  scale('foot_sizes', 2201, numbers(20, 46)),
  scale('brand_size', 2301, ['One size'], () => ({ ua: 'Єдиний розмір', ru: 'Единый размер' })),
  scale('brand_size', 2311, ['15 ml', '30 ml', '50 ml', '75 ml', '100 ml', '150 ml'], (a) => ({
    ua: a.replace('ml', 'мл'),
    ru: a.replace('ml', 'мл'),
  })),
  scale(
    'brand_size',
    2321,
    numbers(75, 110, 5).map((n) => `${n} cm`),
    (a) => ({
      ua: a.replace('cm', 'см'),
      ru: a.replace('cm', 'см'),
    }),
  ),
  // Ring sizes: part of the scale a jewellery range would use; no demo product uses them yet.
  scale('brand_size', 2331, ['15.5', '16', '16.5', '17', '17.5', '18', '18.5', '19']),
];

export const SIZE_OPTIONS: readonly SizeOption[] = groups.flat().map((o, i) => ({ ...o, sort: i }));

const byAdmin = new Map(SIZE_OPTIONS.map((o) => [`${o.attribute}:${o.admin}`, o]));

export function sizeOption(attribute: SizeAttribute, admin: string): SizeOption {
  const o = byAdmin.get(`${attribute}:${admin}`);
  if (!o) throw new Error(`unknown size ${attribute}:${admin}`);
  return o;
}

/** Consecutive sizes of one attribute from `from` to `to` (admin labels), in scale order. */
export function sizeRange(attribute: SizeAttribute, from: string, to: string): SizeOption[] {
  const a = sizeOption(attribute, from);
  const b = sizeOption(attribute, to);
  return SIZE_OPTIONS.filter((o) => o.attribute === attribute && o.sort >= a.sort && o.sort <= b.sort);
}

export const ONE_SIZE = sizeOption('brand_size', 'One size');

/** Upper-case sku suffix of a variant: 'M', '38', '30ML'. */
export function skuSuffix(o: SizeOption): string {
  return o.admin.toUpperCase().replace(/[^A-Z0-9.]+/g, '');
}
