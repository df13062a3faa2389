/**
 * Numbers of the shop's own languages written as Intl.NumberFormat writes them (grouped digits,
 * the locale's decimal sign), without Intl: the first Intl.NumberFormat a page makes loads the
 * browser's number data, 13–30 ms on a 2-core server's Chromium and more on a phone, in the middle
 * of hydrating the page. Other languages, and numbers that need exponent notation, are left to Intl
 * (the callers fall back when this returns null).
 */

const NO_BREAK_SPACE = '\u00a0';

const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  uk: { group: NO_BREAK_SPACE, decimal: ',' },
  ru: { group: NO_BREAK_SPACE, decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Grouped digits with up to `maxFractionDigits` fraction digits, trailing zeros dropped; null for
 * another language or a number that needs exponent notation. Rounds the shortest decimal form of
 * the number half away from zero, as Intl does (1299.995 → 1 300, where toFixed gives 1299.99).
 */
export function ownNumberText(value: number, bcp47: string, maxFractionDigits: number): string | null {
  const separators = SEPARATORS[bcp47.split('-')[0]?.toLowerCase() ?? ''];
  if (!separators || !Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0'));
  if (Number(fraction.charAt(maxFractionDigits) || '0') >= 5) units += 1n;
  const digits = units.toString().padStart(maxFractionDigits + 1, '0');
  const roundedWhole = maxFractionDigits > 0 ? digits.slice(0, -maxFractionDigits) : digits;
  const roundedFraction = maxFractionDigits > 0 ? digits.slice(-maxFractionDigits).replace(/0+$/, '') : '';
  const grouped = roundedWhole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${roundedFraction ? separators.decimal + roundedFraction : ''}`;
}
