import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('follows the official Ukrainian transliteration, including word-initial forms', () => {
    expect(slugify('Біла сукня міді з льону', 'uk')).toBe('bila-suknia-midi-z-lonu');
    expect(slugify('Юбілейна ялинка, Їжак і Євген', 'uk')).toBe('yubileina-yalynka-yizhak-i-yevhen');
    expect(slugify('Згорток', 'uk')).toBe('zghortok');
    expect(slugify("Об'ємні рукави", 'uk')).toBe('obiemni-rukavy');
  });

  it('transliterates Russian, and Ukrainian letters inside Russian text', () => {
    expect(slugify('Белое платье миди из шелка', 'ru')).toBe('beloe-plate-midi-iz-shelka');
    expect(slugify('Зеленое худи Квітка', 'ru')).toBe('zelenoe-khudi-kvitka');
  });

  it('keeps Latin letters and digits, dropping accents and punctuation', () => {
    expect(slugify('Steppe & Co — Aurélie 100 ml')).toBe('steppe-co-aurelie-100-ml');
    expect(slugify('  --Mr. Sparrow--  ')).toBe('mr-sparrow');
  });
});
