/**
 * Prices (spec sections 1, 5 and 9): UAH with the hryvnia written as a word after the amount,
 * 0 minimum fraction digits, and the old price struck through only when it is higher.
 */
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_SYMBOL, PRICE_MIN_FRACTION_DIGITS } from '../constants.ts';
import { numberFormat } from '../i18n/intl-cache.ts';

export interface Money {
  value: number;
  currency: string;
}

export const DEFAULT_MONEY: Readonly<Money> = Object.freeze({ value: 0, currency: DEFAULT_CURRENCY_CODE });

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  UAH: DEFAULT_CURRENCY_SYMBOL,
  USD: '$',
  GBP: '£',
  EUR: '€',
};

/** Word for the hryvnia by language: 'грн' is the usual abbreviation in both Ukrainian and Russian. */
const HRYVNIA_WORD: Readonly<Record<string, string>> = { uk: 'грн', ru: 'грн' };
/** English (and any other language) shows the ISO code, the usual English form for the hryvnia. */
const HRYVNIA_WORD_FALLBACK = 'UAH';
const MAX_FRACTION_DIGITS = 2;
const NO_BREAK_SPACE = '\u00a0';

export function currencySymbol(currency: string | null | undefined): string {
  const code = currency || DEFAULT_CURRENCY_CODE;
  return CURRENCY_SYMBOLS[code] ?? code;
}

/** 'uk_UA' (the locale files' form) → 'uk-UA' (what Intl expects). */
function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/**
 * Separators of the shop's own languages, as Intl.NumberFormat writes them. Amounts in these are
 * formatted here: the first Intl formatter a page makes loads the browser's locale data, tens of
 * milliseconds on a phone in the middle of hydrating a listing. Others go to Intl.
 */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  uk: { group: NO_BREAK_SPACE, decimal: ',' },
  ru: { group: NO_BREAK_SPACE, decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Grouped digits with up to MAX_FRACTION_DIGITS fraction digits, trailing zeros dropped; null when
 * the number needs exponent notation. Rounds the shortest decimal form of the number half away
 * from zero, as Intl does (1299.995 → 1 300, where toFixed would give 1299.99).
 */
function formatWithSeparators(
  value: number,
  { group, decimal }: { group: string; decimal: string },
): string | null {
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.slice(0, MAX_FRACTION_DIGITS).padEnd(MAX_FRACTION_DIGITS, '0'));
  if (Number(fraction.charAt(MAX_FRACTION_DIGITS) || '0') >= 5) units += 1n;
  const digits = units.toString().padStart(MAX_FRACTION_DIGITS + 1, '0');
  const roundedWhole = digits.slice(0, -MAX_FRACTION_DIGITS);
  const roundedFraction = digits.slice(-MAX_FRACTION_DIGITS).replace(/0+$/, '');
  const grouped = roundedWhole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${roundedFraction ? decimal + roundedFraction : ''}`;
}

/** An amount without currency, in the locale's digits (up to 2 fraction digits). */
export function formatAmount(value: number, bcp47: string): string {
  const separators = SEPARATORS[bcp47.split('-')[0]?.toLowerCase() ?? ''];
  const own = separators ? formatWithSeparators(value, separators) : null;
  if (own !== null) return own;
  return numberFormat(bcp47, {
    minimumFractionDigits: PRICE_MIN_FRACTION_DIGITS,
    maximumFractionDigits: MAX_FRACTION_DIGITS,
  }).format(value);
}

/**
 * Formats an amount for display. UAH: the number in the locale's format, a no-break space and
 * the word ('1 299 грн' for uk/ru, '1,299 UAH' for en). Other currencies: the locale's currency
 * format with the narrow symbol ('$1,299.5'). A value that is not a finite number shows as 0.
 */
export function formatMoney(value: number, currency: string | null | undefined, locale: string): string {
  const amount = Number.isFinite(value) ? value : 0;
  const code = (currency || DEFAULT_CURRENCY_CODE).toUpperCase();
  const bcp47 = toBcp47(locale);
  if (code === 'UAH') {
    const language = bcp47.split('-')[0]?.toLowerCase() ?? '';
    return `${formatAmount(amount, bcp47)}${NO_BREAK_SPACE}${HRYVNIA_WORD[language] ?? HRYVNIA_WORD_FALLBACK}`;
  }
  try {
    return numberFormat(bcp47, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: PRICE_MIN_FRACTION_DIGITS,
      maximumFractionDigits: MAX_FRACTION_DIGITS,
    }).format(amount);
  } catch {
    // Not an ISO currency code: show the amount and the code rather than failing the page.
    return `${formatAmount(amount, bcp47)}${NO_BREAK_SPACE}${code}`;
  }
}

/** The regular (old) price is struck through only when it is greater than the final price. */
export function isPriceReduced(
  regular: number | null | undefined,
  final: number | null | undefined,
): boolean {
  return typeof regular === 'number' && typeof final === 'number' && regular > final;
}

export interface MinimumPrice {
  final_price?: Partial<Money> | null;
  regular_price?: Partial<Money> | null;
}

function toMoney(money: Partial<Money> | null | undefined): Money {
  return {
    value: typeof money?.value === 'number' ? money.value : DEFAULT_MONEY.value,
    currency: money?.currency || DEFAULT_MONEY.currency,
  };
}

/** What a product card shows: the final price, and the old price only when it is struck through. */
export function cardPrices(minimumPrice: MinimumPrice | null | undefined): {
  price: Money;
  oldPrice: Money | null;
} {
  const price = toMoney(minimumPrice?.final_price ?? minimumPrice?.regular_price);
  const regular = minimumPrice?.regular_price;
  const oldPrice = regular && isPriceReduced(regular.value, price.value) ? toMoney(regular) : null;
  return { price, oldPrice };
}
