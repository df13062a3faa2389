import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_BY_STORE_CODE,
  localeForStoreCode,
  SUPPORTED_LOCALES,
  toBcp47,
} from './locales.ts';

describe('locales', () => {
  it('supports exactly en_US, ru_RU and uk_UA', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['en_US', 'ru_RU', 'uk_UA']);
    expect(isSupportedLocale('uk_UA')).toBe(true);
    expect(isSupportedLocale('uk-UA')).toBe(false);
    expect(isSupportedLocale('de_DE')).toBe(false);
  });

  it('maps store codes to locales with uk_UA as the default', () => {
    expect(LOCALE_BY_STORE_CODE).toEqual({ ua: 'uk_UA', ru: 'ru_RU' });
    expect(DEFAULT_LOCALE).toBe('uk_UA');
    expect(localeForStoreCode('ru')).toBe('ru_RU');
    expect(localeForStoreCode('ua')).toBe('uk_UA');
    expect(localeForStoreCode('de')).toBe('uk_UA');
    expect(localeForStoreCode(null)).toBe('uk_UA');
  });

  it('converts to the BCP 47 form', () => {
    expect(toBcp47('uk_UA')).toBe('uk-UA');
    expect(toBcp47('en')).toBe('en');
  });
});
