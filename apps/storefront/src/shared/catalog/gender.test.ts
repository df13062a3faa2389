import { describe, expect, it } from 'vitest';
import {
  brandsListPath,
  GENDER_OPTION_LABEL_IDS,
  GENDER_OPTIONS,
  GENDER_SECTION_BY_ID,
  GENDER_SECTION_IDS,
  genderSectionOf,
  menuGenderFor,
  menuGenderFromPath,
  SECTIONS,
} from './gender.ts';

describe('gender section ids', () => {
  it('maps sections to ids and back', () => {
    expect(GENDER_SECTION_IDS).toEqual({ women: '36', men: '10', kids: '7_8', boys: '7', girls: '8' });
    for (const [section, id] of Object.entries(GENDER_SECTION_IDS)) {
      expect(GENDER_SECTION_BY_ID[id]).toBe(section);
    }
    expect(Object.keys(GENDER_SECTION_BY_ID)).toHaveLength(5);
  });

  it('looks a section up by a string or numeric id', () => {
    expect(genderSectionOf(36)).toBe('women');
    expect(genderSectionOf('7_8')).toBe('kids');
    expect(genderSectionOf('8')).toBe('girls');
    expect(genderSectionOf(99)).toBeUndefined();
  });

  it('lists women and men as the sections', () => {
    expect(SECTIONS).toEqual(['women', 'men']);
  });
});

describe('menuGenderFor', () => {
  it('maps 36 to women and 10 to men', () => {
    expect(menuGenderFor('36')).toBe('women');
    expect(menuGenderFor(10)).toBe('men');
  });

  it('maps 7, 8 and any combination of them to kids', () => {
    for (const id of ['7', 8, '7_8', '8_7', '7,8', '7 8', '7_7', ' 8 '])
      expect(menuGenderFor(id)).toBe('kids');
  });

  it('maps anything else to women', () => {
    for (const id of ['', null, undefined, '11', '7_10', '36_10', 'kids', 0])
      expect(menuGenderFor(id)).toBe('women');
  });
});

describe('menuGenderFromPath', () => {
  it('reads the section from the first path segment only', () => {
    expect(menuGenderFromPath('/men/shoes')).toBe('men');
    expect(menuGenderFromPath('/kids')).toBe('kids');
    expect(menuGenderFromPath('/women?x=1')).toBe('women');
    expect(menuGenderFromPath('/brands/men')).toBeNull();
    expect(menuGenderFromPath('/')).toBeNull();
  });
});

describe('brandsListPath', () => {
  it('goes to the gender brands list for men, women and kids and to /brands otherwise', () => {
    expect(brandsListPath('men')).toBe('/brands/men');
    expect(brandsListPath('kids')).toBe('/brands/kids');
    expect(brandsListPath('boys')).toBe('/brands');
    expect(brandsListPath(null)).toBe('/brands');
  });
});

describe('customer gender options', () => {
  it('are 1 = male and 2 = female with Ukrainian and Russian labels', async () => {
    const { loadLocale } = await import('../i18n/load-locale.ts');
    expect(GENDER_OPTIONS).toEqual({ male: 1, female: 2 });
    const uk = await loadLocale('uk_UA');
    const ru = await loadLocale('ru_RU');
    expect(uk[GENDER_OPTION_LABEL_IDS[1]!]).toBe('Чоловіча');
    expect(uk[GENDER_OPTION_LABEL_IDS[2]!]).toBe('Жіноча');
    expect(ru[GENDER_OPTION_LABEL_IDS[1]!]).toBe('Мужской');
    expect(ru[GENDER_OPTION_LABEL_IDS[2]!]).toBe('Женский');
  });
});
