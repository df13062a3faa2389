/**
 * Intl formatters and collators, made once per locale and options. Constructing one loads locale
 * data and costs a phone a millisecond or more (a collator tens of milliseconds the first time):
 * made per price or at module load, they were a visible part of the work before a page hydrates.
 */
type Made = Intl.NumberFormat | Intl.Collator | Intl.DateTimeFormat | Intl.PluralRules;

const made = new Map<string, Made>();

function once<T extends Made>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let value = made.get(key) as T | undefined;
  if (!value) {
    value = make();
    made.set(key, value);
  }
  return value;
}

/** A cached Intl.NumberFormat; throws as the constructor does (e.g. for an unknown currency). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A cached Intl.Collator, made on first use. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return once('collator', locale, options, () => new Intl.Collator(locale, options));
}

/** A cached Intl.DateTimeFormat. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return once('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A cached Intl.PluralRules (cheap to make: plural rules load no number data). */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  return once('plural', locale, options, () => new Intl.PluralRules(locale, options));
}
