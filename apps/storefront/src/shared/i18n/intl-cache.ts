/**
 * Intl formatters and collators, made once per locale and options. Constructing one loads locale
 * data and costs a phone a millisecond or more (a collator tens of milliseconds the first time):
 * made per price or at module load, they were a visible part of the work before a page hydrates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();

function keyOf(locale: string, options: object): string {
  return `${locale}|${JSON.stringify(options)}`;
}

/** A cached Intl.NumberFormat; throws as the constructor does (e.g. for an unknown currency). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A cached Intl.Collator, made on first use. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = keyOf(locale, options);
  let made = collators.get(key);
  if (!made) {
    made = new Intl.Collator(locale, options);
    collators.set(key, made);
  }
  return made;
}
