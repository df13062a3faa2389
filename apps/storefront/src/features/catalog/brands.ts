/**
 * Brand lists (spec section 2 "/brands", "/exclusive-brands", with a gender): the brands of the
 * `brand` aggregation, grouped A–Z, and the brand catalogue's filter.
 */
import { GENDER_SECTION_IDS, type GenderSection } from '../../shared/catalog/gender.ts';
import { collator } from '../../shared/i18n/intl-cache.ts';
import type { ProductFilterInput } from '../../shared/listing/listing-fragment.ts';

export interface BrandEntry {
  /** Option id of the brand (the `brand` filter value). */
  id: string;
  label: string;
  urlKey: string;
  count: number;
}

export interface BrandLetterGroup {
  letter: string;
  /** Anchor id of the group. */
  anchor: string;
  brands: BrandEntry[];
}

export const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Brands starting with a digit or a sign. */
export const OTHER_LETTER = '#';

// prettier-ignore
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'y', і: 'i',
  ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u',
  ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'yu', я: 'ya', ё: 'e', ы: 'y',
  э: 'e', ъ: '',
};

/**
 * The brand catalogue's url key for a brand name: lower-case Latin letters and digits joined by
 * hyphens, Cyrillic transliterated ('Steppe & Co' → 'steppe-co', 'Зоряна' → 'zoryana'). The
 * aggregation gives names, not url keys, so the key is derived the way the catalogue makes it.
 */
export function brandUrlKey(name: string): string {
  const latin = [...name.toLowerCase().replace(/[’'ʼ`]/g, '')]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The letter a brand is listed under: its first letter (Cyrillic names under their own letter). */
export function brandLetter(label: string): string {
  const first = label.trim().charAt(0).toLocaleUpperCase('uk');
  if (/^[A-Z]$/.test(first)) return first;
  if (/^\p{L}$/u.test(first)) return first.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return OTHER_LETTER;
}

const compareLabels = (a: string, b: string) =>
  collator('uk', { sensitivity: 'base', numeric: true }).compare(a, b);

/** Brands grouped by letter: Latin letters A–Z first, then other alphabets, then '#'. */
export function groupBrands(brands: readonly BrandEntry[]): BrandLetterGroup[] {
  const groups = new Map<string, BrandEntry[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.label);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  const rank = (letter: string) => (letter === OTHER_LETTER ? 2 : /^[A-Z]$/.test(letter) ? 0 : 1);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || compareLabels(a, b))
    .map(([letter, list]) => ({
      letter,
      anchor: `brands-${letter === OTHER_LETTER ? 'other' : letter}`,
      brands: [...list].sort((a, b) => compareLabels(a.label, b.label)),
    }));
}

/** The gender filter of a section ('kids' is both children's sections). */
export function genderFilter(section: string | null | undefined): ProductFilterInput['gender'] | null {
  if (!section || !(section in GENDER_SECTION_IDS)) return null;
  const ids = GENDER_SECTION_IDS[section as GenderSection].split('_');
  return ids.length === 1 ? { eq: ids[0] } : { in: ids };
}

/** Every gender section: the brand list without a gender lists brands of all of them. */
export const ALL_SECTIONS_FILTER: NonNullable<ProductFilterInput['gender']> = {
  in: [GENDER_SECTION_IDS.women, GENDER_SECTION_IDS.men, GENDER_SECTION_IDS.boys, GENDER_SECTION_IDS.girls],
};

export function brandListFilter(section: string | null): ProductFilterInput {
  return { gender: genderFilter(section) ?? ALL_SECTIONS_FILTER };
}

export function brandCatalogueFilter(brandKey: string, section: string | null): ProductFilterInput {
  const gender = genderFilter(section);
  return gender ? { brands: { eq: brandKey }, gender } : { brands: { eq: brandKey } };
}
