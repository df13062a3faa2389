/** Locales of the storefront (spec sections 1 and 8) and the store code → locale mapping. */
import { DEFAULT_STORE_CODE, type StoreCode } from '../constants.ts';

export const SUPPORTED_LOCALES = ['en_US', 'ru_RU', 'uk_UA'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const LOCALE_BY_STORE_CODE: Readonly<Record<StoreCode, Locale>> = { ua: 'uk_UA', ru: 'ru_RU' };
export const DEFAULT_LOCALE: Locale = LOCALE_BY_STORE_CODE[DEFAULT_STORE_CODE];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Locale of a store code; an unknown code gets the default store's locale. */
export function localeForStoreCode(code: string | null | undefined): Locale {
  return code === 'ua' || code === 'ru' ? LOCALE_BY_STORE_CODE[code] : DEFAULT_LOCALE;
}

/** 'uk_UA' → 'uk-UA', the form Intl and the html lang attribute use. */
export function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}
