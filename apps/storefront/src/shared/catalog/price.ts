/**
 * Prices (spec sections 1, 5 and 9): UAH with the hryvnia written as a word after the amount,
 * 0 minimum fraction digits, and the old price struck through only when it is higher.
 */
import { DEFAULT_CURRENCY_CODE, DEFAULT_CURRENCY_SYMBOL, PRICE_MIN_FRACTION_DIGITS } from '../constants.ts';
import { numberFormat } from '../i18n/intl-cache.ts';
import { ownNumberText } from '../i18n/number-text.ts';

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

/** An amount without currency, in the locale's digits (up to 2 fraction digits). */
export function formatAmount(value: number, bcp47: string): string {
  // The shop's languages without Intl (shared/i18n/number-text.ts), others with it.
  const own = ownNumberText(value, bcp47, MAX_FRACTION_DIGITS);
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
