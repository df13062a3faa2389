/**
 * Fictional brands. Each sells in some gender sections and some base product types, so the
 * product generator can always find a plausible brand (every section/base pair that a
 * product type uses is covered; seed.test.ts checks it).
 * A brand's id is its option id of the `brand` attribute (1000+).
 */
import type { Base, Section } from './product-types.ts';
import { slugify } from './slug.ts';
import type { Localized } from './stores.ts';

export interface Brand {
  id: number;
  name: Localized;
  urlKey: string;
  sections: Section[];
  bases: Base[];
  /** Price multiplier: budget 0.8, premium up to 1.6. */
  tier: number;
  exclusive: boolean;
}

/** `shown` is the display name when it is not the Latin one (a few Ukrainian brands). */
type Row = [
  latin: string,
  sections: string,
  bases: string,
  tier: number,
  exclusive?: boolean,
  shown?: string,
];

const W = 'women';
const M = 'men';
const K = 'kids';

// prettier-ignore
const rows: Row[] = [
  ['Maison Verte', `${W}`, 'clothing,accessories', 1.4, true],
  ['Nordkap', `${W},${M}`, 'clothing,footwear', 1.2],
  ['Aurelie Paris', `${W}`, 'clothing,accessories,beauty', 1.5, true],
  ['Kovalenko Studio', `${W},${M}`, 'clothing', 1.3, true],
  ['Urban Fox', `${W},${M},${K}`, 'clothing,footwear,accessories', 0.9],
  ['Bellaluna', `${W}`, 'clothing', 1.0],
  ['Steppe & Co', `${M}`, 'clothing,accessories', 1.1],
  ['Dnipro Denim', `${W},${M},${K}`, 'clothing', 1.0],
  ['Carpathia', `${W},${M}`, 'clothing,footwear', 1.2],
  ['Linea Bianca', `${W}`, 'clothing', 1.3],
  ['Soft Atelier', `${W}`, 'clothing,accessories', 1.1],
  ['North Loop', `${M}`, 'clothing,footwear', 1.0],
  ['Velvet Hour', `${W}`, 'clothing,beauty', 1.2],
  ['Runway Lab', `${W},${M}`, 'clothing,footwear,accessories', 1.1],
  ['Mira Mare', `${W}`, 'clothing,accessories', 1.0],
  ['Bosco Nero', `${M}`, 'clothing,footwear,accessories', 1.5, true],
  ['Tanok', `${W},${K}`, 'clothing', 0.9, false, 'Танок'],
  ['Lviv Leather', `${W},${M}`, 'footwear,accessories', 1.3, true],
  ['Polar Line', `${W},${M},${K}`, 'clothing', 1.1],
  ['Zoryana', `${W}`, 'clothing,accessories', 1.0, false, 'Зоряна'],
  ['Sunny Kids', `${K}`, 'clothing,footwear', 0.8],
  ['Little Bear', `${K}`, 'clothing,footwear', 0.9],
  ['Mr. Sparrow', `${K}`, 'clothing', 1.0],
  ['Kite Kids', `${K}`, 'clothing,footwear', 0.9],
  ['Amber Coast', `${W},${M}`, 'accessories', 1.2],
  ['Odesa Linen', `${W},${M}`, 'clothing', 1.1],
  ['Grain & Thread', `${M}`, 'clothing', 1.0],
  ['Forma', `${W},${M}`, 'footwear', 1.0],
  ['Silhouette', `${W}`, 'clothing', 1.2],
  ['Atlas Run', `${W},${M},${K}`, 'footwear,clothing,accessories', 1.0],
  ['Pure Skin Lab', `${W},${M}`, 'beauty', 0.9],
  ['Fleur de Nuit', `${W},${M}`, 'beauty', 1.4, true],
  ['Aroma Lux', `${W},${M}`, 'beauty', 1.2],
  ['Vanta', `${M}`, 'clothing,accessories,beauty', 1.3],
  ['Kvitka', `${W},${K}`, 'clothing,accessories', 0.9, false, 'Квітка'],
  ['Hola Sol', `${W}`, 'accessories,footwear', 1.0],
  ['Blue Harbor', `${M},${K}`, 'clothing,footwear', 1.0],
  ['Monte Grappa', `${W},${M}`, 'footwear,accessories', 1.6, true],
  ['Snowdrop', `${W},${K}`, 'clothing', 0.9],
  ['Terra Nova', `${W},${M}`, 'clothing,footwear,accessories', 1.0],
  ['Glow Theory', `${W}`, 'beauty', 1.0],
  ['Oak & Iron', `${M}`, 'footwear,accessories', 1.3, true],
  ['Pixel Play', `${K}`, 'clothing,footwear', 0.8],
  ['Riviera', `${W},${M}`, 'accessories,beauty', 1.1],
  ['Sova', `${W},${M},${K}`, 'clothing,accessories', 0.8, false, 'Сова'],
];

export const BRANDS: readonly Brand[] = rows.map(([latin, sections, bases, tier, exclusive, shown], i) => ({
  id: 1001 + i,
  name: { ua: shown ?? latin, ru: shown ?? latin },
  urlKey: slugify(latin),
  sections: sections.split(',') as Section[],
  bases: bases.split(',') as Base[],
  tier,
  exclusive: exclusive ?? false,
}));
