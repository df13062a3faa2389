/**
 * What intl-messageformat formats `#` and `{n, number}` with, and how it resolves a locale, made
 * light for the first view: a listing's product count and the header's cart count are plural
 * messages, and intl-messageformat's own choices (Intl.NumberFormat.supportedLocalesOf for every
 * message it compiles, a new Intl.NumberFormat per message) loaded the browser's number data in the
 * middle of hydration (13–30 ms on this machine's Chromium; see number-text.ts). Plain numbers of the
 * shop's languages are written by ownNumberText, as Intl writes them; anything else goes to Intl,
 * through the shared cache.
 */
import type { Formatters } from 'intl-messageformat';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache.ts';
import { ownNumberText } from './number-text.ts';

/** Intl.NumberFormat's default for a plain number. */
const PLAIN_MAX_FRACTION_DIGITS = 3;

type Locales = string | Intl.Locale | readonly (string | Intl.Locale)[] | undefined;

export function firstLocale(locales: Locales, fallback: string): string {
  const first = Array.isArray(locales) ? (locales as readonly (string | Intl.Locale)[])[0] : locales;
  return first?.toString() ?? fallback;
}

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * A plain number format of `locale`. intl-messageformat only calls `format` on what
 * getNumberFormat returns, so this is a formatter of that one method.
 */
function plainNumberFormat(locale: string): Intl.NumberFormat {
  let format = plainFormats.get(locale);
  if (!format) {
    const own = (value: number | bigint | string) =>
      (typeof value === 'number' ? ownNumberText(value, locale, PLAIN_MAX_FRACTION_DIGITS) : null) ??
      numberFormat(locale).format(value as number);
    format = { format: own } as unknown as Intl.NumberFormat;
    plainFormats.set(locale, format);
  }
  return format;
}

/** intl-messageformat always passes the message's locales; the shop's default stands in otherwise. */
const DEFAULT_LOCALE = 'uk-UA';

/** The formatters of every compiled message (format-message.ts). */
export const messageFormatters: Formatters = {
  getNumberFormat: (locales, options) => {
    const locale = firstLocale(locales, DEFAULT_LOCALE);
    return options && Object.keys(options).length > 0
      ? numberFormat(locale, options as Intl.NumberFormatOptions)
      : plainNumberFormat(locale);
  },
  getDateTimeFormat: (locales, options) => dateTimeFormat(firstLocale(locales, DEFAULT_LOCALE), options),
  getPluralRules: (locales, options) => pluralRules(firstLocale(locales, DEFAULT_LOCALE), options),
};

const resolvedLocales = new Map<string, Intl.Locale | undefined>();

/**
 * intl-messageformat's IntlMessageFormat.resolveLocale without its Intl.NumberFormat.supportedLocalesOf:
 * the catalogues' locales are the shop's own, which every browser has; the result only names the
 * locale (resolvedOptions, the parser's hour cycle), and formatting uses the locales given.
 */
export function resolveShopLocale(locales: string | string[]): Intl.Locale | undefined {
  const tag = firstLocale(locales, '');
  if (!resolvedLocales.has(tag)) {
    let resolved: Intl.Locale | undefined;
    try {
      resolved = typeof Intl.Locale === 'undefined' || !tag ? undefined : new Intl.Locale(tag);
    } catch {
      resolved = undefined;
    }
    resolvedLocales.set(tag, resolved);
  }
  return resolvedLocales.get(tag);
}
