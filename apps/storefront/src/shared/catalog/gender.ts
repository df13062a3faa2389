/**
 * Gender sections (spec section 3 "Gender section ids") and the menu's gender logic.
 * Ids are the values of the `gender` filter; kids is both children's ids joined like
 * several values of one filter ('7_8').
 */

export const GENDER_SECTION_IDS = {
  women: '36',
  men: '10',
  kids: '7_8',
  boys: '7',
  girls: '8',
} as const;

export type GenderSection = keyof typeof GENDER_SECTION_IDS;
export type GenderSectionId = (typeof GENDER_SECTION_IDS)[GenderSection];

export const GENDER_SECTION_BY_ID: Readonly<Record<GenderSectionId, GenderSection>> = {
  '36': 'women',
  '10': 'men',
  '7_8': 'kids',
  '7': 'boys',
  '8': 'girls',
};

/** The sections list of the spec. */
export const SECTIONS = ['women', 'men'] as const;

/** Sections the menu and the brand lists know about. */
export type MenuGender = 'women' | 'men' | 'kids';
export const MENU_GENDERS: readonly MenuGender[] = ['women', 'men', 'kids'];

/** Customer gender options (1 = male, 2 = female) and their label ids in the locale files. */
export const GENDER_OPTIONS = { male: 1, female: 2 } as const;
export const GENDER_OPTION_LABEL_IDS: Readonly<Record<number, string>> = {
  1: 'gender.male',
  2: 'gender.female',
};

export const DEFAULT_PAGE_TYPE = 'general';

const KIDS_IDS = new Set(['7', '8']);

/** Section of a gender id in either direction of the mapping; undefined for an unknown id. */
export function genderSectionOf(id: string | number): GenderSection | undefined {
  return GENDER_SECTION_BY_ID[String(id) as GenderSectionId];
}

/**
 * Menu logic: 36 is women, 10 is men, 7, 8 or any combination of them is kids, anything else
 * (including nothing) is women. A combination is 7 and/or 8 joined by '_', ',', ';' or spaces,
 * in any order and with repeats ('8_7', '7,8', '7_7').
 */
export function menuGenderFor(id: string | number | null | undefined): MenuGender {
  const value = id === null || id === undefined ? '' : String(id).trim();
  if (value === GENDER_SECTION_IDS.women) return 'women';
  if (value === GENDER_SECTION_IDS.men) return 'men';
  const parts = value.split(/[_,;\s]+/).filter((part) => part !== '');
  if (parts.length > 0 && parts.every((part) => KIDS_IDS.has(part))) return 'kids';
  return 'women';
}

/** 'women', 'men' or 'kids' when that is the first path segment, else null. */
export function menuGenderFromPath(pathname: string): MenuGender | null {
  const first = pathname.split(/[/?#]/).find((segment) => segment !== '');
  return MENU_GENDERS.find((gender) => gender === first) ?? null;
}

/** Brands entry of the mobile bar: the gender-specific brands list, or the default one. */
export function brandsListPath(gender: string | null | undefined): string {
  return MENU_GENDERS.find((known) => known === gender) ? `/brands/${gender}` : '/brands';
}
