import { describe, expect, it } from 'vitest';
import { cardPrices, currencySymbol, DEFAULT_MONEY, formatMoney, isPriceReduced } from './price.ts';

/** ICU versions differ in which space they use for grouping; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes the hryvnia as the word after the amount in Ukrainian and Russian', () => {
    expect(plain(formatMoney(1299, 'UAH', 'uk_UA'))).toBe('1 299 грн');
    expect(plain(formatMoney(1299, 'UAH', 'ru_RU'))).toBe('1 299 грн');
    expect(plain(formatMoney(1299, 'UAH', 'uk-UA'))).toBe('1 299 грн');
  });

  it('keeps the amount and the word on one line', () => {
    expect(formatMoney(5, 'UAH', 'uk_UA')).toBe('5\u00a0грн');
  });

  it('shows no fraction digits for whole amounts and up to two otherwise', () => {
    expect(plain(formatMoney(1300, 'UAH', 'uk_UA'))).toBe('1 300 грн');
    expect(plain(formatMoney(1299.5, 'UAH', 'uk_UA'))).toBe('1 299,5 грн');
    expect(plain(formatMoney(1299.999, 'UAH', 'uk_UA'))).toBe('1 300 грн');
    expect(plain(formatMoney(0.25, 'UAH', 'ru_RU'))).toBe('0,25 грн');
  });

  it('uses the ISO code as the word in English', () => {
    expect(plain(formatMoney(1299, 'UAH', 'en_US'))).toBe('1,299 UAH');
  });

  it('defaults a missing currency to UAH and a non-number amount to 0', () => {
    expect(plain(formatMoney(10, null, 'uk_UA'))).toBe('10 грн');
    expect(plain(formatMoney(Number.NaN, 'UAH', 'uk_UA'))).toBe('0 грн');
  });

  it('formats other currencies with their symbols', () => {
    expect(formatMoney(1299.5, 'USD', 'en_US')).toBe('$1,299.5');
    expect(formatMoney(20, 'GBP', 'en_US')).toBe('£20');
    expect(plain(formatMoney(20, 'EUR', 'uk_UA'))).toBe('20 €');
    expect(plain(formatMoney(20, 'usd', 'uk_UA'))).toBe('20 $');
  });

  it('shows an unknown currency code after the amount instead of failing', () => {
    expect(plain(formatMoney(3, 'BONUS', 'uk_UA'))).toBe('3 BONUS');
  });
});

describe('currencySymbol', () => {
  it('knows UAH, USD, GBP and EUR and defaults to the hryvnia sign', () => {
    expect(currencySymbol('UAH')).toBe('₴');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol(null)).toBe('₴');
    expect(currencySymbol('PLN')).toBe('PLN');
  });
});

describe('DEFAULT_MONEY', () => {
  it('is 0 UAH and cannot be changed by accident', () => {
    expect(DEFAULT_MONEY).toEqual({ value: 0, currency: 'UAH' });
    expect(Object.isFrozen(DEFAULT_MONEY)).toBe(true);
  });
});

describe('isPriceReduced', () => {
  it('is true only when the regular price is greater than the final price', () => {
    expect(isPriceReduced(1500, 1200)).toBe(true);
    expect(isPriceReduced(1200, 1200)).toBe(false);
    expect(isPriceReduced(1000, 1200)).toBe(false);
    expect(isPriceReduced(null, 1200)).toBe(false);
    expect(isPriceReduced(1500, undefined)).toBe(false);
  });
});

describe('cardPrices', () => {
  it('shows the old price when it is higher than the final price', () => {
    expect(
      cardPrices({
        final_price: { value: 1200, currency: 'UAH' },
        regular_price: { value: 1500, currency: 'UAH' },
      }),
    ).toEqual({ price: { value: 1200, currency: 'UAH' }, oldPrice: { value: 1500, currency: 'UAH' } });
  });

  it('hides the old price when it is equal or lower', () => {
    expect(
      cardPrices({
        final_price: { value: 1200, currency: 'UAH' },
        regular_price: { value: 1200, currency: 'UAH' },
      }).oldPrice,
    ).toBeNull();
    expect(
      cardPrices({
        final_price: { value: 1200, currency: 'UAH' },
        regular_price: { value: 900, currency: 'UAH' },
      }).oldPrice,
    ).toBeNull();
  });

  it('falls back to the regular price, then to the default money', () => {
    expect(cardPrices({ regular_price: { value: 700, currency: 'UAH' } })).toEqual({
      price: { value: 700, currency: 'UAH' },
      oldPrice: null,
    });
    expect(cardPrices(null)).toEqual({ price: { value: 0, currency: 'UAH' }, oldPrice: null });
  });
});

describe('amounts in the shop’s languages', () => {
  it('are written exactly as Intl.NumberFormat writes them', () => {
    const values = [
      0, 1, 5, 9.99, 10, 99.5, 100, 999, 1000, 1299, 1299.5, 1299.995, 1234567.89, 0.004, 0.005, 1.005, 1.015,
      2.675, 49.999, 100000, 12345678.9, -15.5, -0.001,
    ];
    for (let i = 0; i < 2000; i += 1) values.push(Math.round(Math.random() * 1e9) / 100, Math.random() * 1e5);
    for (const locale of ['uk-UA', 'ru-RU', 'en-US']) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
      const word = locale === 'en-US' ? 'UAH' : 'грн';
      for (const value of values) {
        expect(formatMoney(value, 'UAH', locale), `${value} in ${locale}`).toBe(
          `${intl.format(value)}\u00a0${word}`,
        );
      }
    }
  });
});
