import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from './format-message.ts';
import { firstLocale, messageFormatters } from './message-formatters.ts';
import { ownNumberText } from './number-text.ts';

const NUMBERS = [
  0, -0, 1, 7, 12, 999, 1000, 1234, 51_684, 999_999, 1_234_567, 1.5, 2.25, 0.1, 1234.5678, 1299.995, -42,
  -1234.5,
];

afterEach(() => vi.restoreAllMocks());

describe('numbers of the shop languages without Intl', () => {
  it.each(['uk-UA', 'ru-RU', 'en-US', 'uk'])('read as Intl.NumberFormat writes them in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    for (const n of NUMBERS) expect(ownNumberText(n, locale, 3)).toBe(intl.format(n));
  });

  it('leave other languages, infinities and exponents to Intl', () => {
    expect(ownNumberText(1234, 'de-DE', 3)).toBeNull();
    expect(ownNumberText(Number.NaN, 'uk-UA', 3)).toBeNull();
    expect(ownNumberText(Number.POSITIVE_INFINITY, 'uk-UA', 3)).toBeNull();
    expect(ownNumberText(1e21, 'uk-UA', 3)).toBeNull();
  });
});

describe('message formatters', () => {
  const plural = '{count, plural, one {# товар} few {# товари} many {# товарів} other {# товару}}';

  it('format a plural message as intl-messageformat does with Intl', () => {
    const t = createTranslator({ 'x.count': plural }, 'uk-UA');
    const reference = new IntlMessageFormat(plural, 'uk-UA');
    for (const count of [0, 1, 2, 5, 21, 1234, 51_684]) {
      expect(t({ id: 'x.count', defaultMessage: '' }, { count })).toBe(reference.format({ count }));
    }
  });

  it('make no Intl.NumberFormat for a plain number, nor ask Intl which locales it supports', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const t = createTranslator({ 'y.count': `Знайдено: ${plural}` }, 'ru-RU');
    expect(t({ id: 'y.count', defaultMessage: '' }, { count: 51_681 })).toBe('Знайдено: 51\u00a0681 товар');
    expect(made).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
  });

  it('hand number styles and other languages to Intl', () => {
    const formatters = messageFormatters;
    expect(formatters.getNumberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(formatters.getNumberFormat('uk-UA', { style: 'percent' }).format(0.25)).toBe(
      new Intl.NumberFormat('uk-UA', { style: 'percent' }).format(0.25),
    );
    expect(firstLocale(['ru-RU', 'uk-UA'], 'en-US')).toBe('ru-RU');
    expect(firstLocale(undefined, 'en-US')).toBe('en-US');
  });
});
