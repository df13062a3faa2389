import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import {
  createTranslator,
  interpolate,
  isPlainText,
  MESSAGES_LOCALE,
  TranslationError,
} from './format-message.ts';

describe('interpolate (default messages)', () => {
  it('replaces {name} placeholders with string and number values', () => {
    expect(interpolate('Page {page} of {total}', { page: 2, total: '5' })).toBe('Page 2 of 5');
    expect(interpolate('{ page }', { page: 3 })).toBe('3');
  });

  it('keeps an apostrophe in ordinary text', () => {
    expect(interpolate("Looks like the page doesn't exist.")).toBe("Looks like the page doesn't exist.");
    expect(interpolate("Зв'язатися з нами")).toBe("Зв'язатися з нами");
  });

  it("reads '' as one apostrophe and '{...}' as literal text", () => {
    expect(interpolate("it''s")).toBe("it's");
    expect(interpolate("Use '{name}' literally, {name}", { name: 'x' })).toBe('Use {name} literally, x');
  });

  it('throws a translation error for a missing value', () => {
    expect(() => interpolate('Hello {name}')).toThrow(TranslationError);
    expect(() => interpolate('Hello {name}', { other: 1 })).toThrow('Missing value for "{name}"');
  });

  it('throws for malformed or unsupported arguments', () => {
    expect(() => interpolate('Hello {name', { name: 'x' })).toThrow(TranslationError);
    expect(() => interpolate('Hello name}')).toThrow(TranslationError);
    expect(() => interpolate('{count, plural, one {# item} other {# items}}', { count: 1 })).toThrow(
      TranslationError,
    );
    expect(() => interpolate('{}')).toThrow(TranslationError);
  });
});

const UK_ITEMS = '{count, plural, one {# товар} few {# товари} many {# товарів} other {# товару}}';
const RU_ITEMS = '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}';
const EN_ITEMS = '{count, plural, one {# product} other {# products}}';

function plural(message: string, locale: string) {
  const t = createTranslator({ items: message, [MESSAGES_LOCALE]: locale });
  return (count: number) => t({ id: 'items', defaultMessage: 'Products: {count}' }, { count });
}

describe('plural forms', () => {
  it('follow Ukrainian rules: one, few, many and other', () => {
    const uk = plural(UK_ITEMS, 'uk-UA');
    expect([1, 2, 5, 21, 0, 11, 22, 111, 1.5].map(uk)).toEqual([
      '1 товар',
      '2 товари',
      '5 товарів',
      '21 товар',
      '0 товарів',
      '11 товарів',
      '22 товари',
      '111 товарів',
      '1,5 товару',
    ]);
  });

  it('follow Russian rules: one, few, many and other', () => {
    const ru = plural(RU_ITEMS, 'ru-RU');
    expect([1, 2, 5, 21, 0, 11, 22, 1.5].map(ru)).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '21 товар',
      '0 товаров',
      '11 товаров',
      '22 товара',
      '1,5 товара',
    ]);
  });

  it('follow English rules: one and other', () => {
    const en = plural(EN_ITEMS, 'en-US');
    expect([1, 2, 5, 21, 0].map(en)).toEqual([
      '1 product',
      '2 products',
      '5 products',
      '21 products',
      '0 products',
    ]);
  });

  it("format the count with the locale's digit grouping", () => {
    expect(plural(UK_ITEMS, 'uk-UA')(12345)).toBe(`${(12345).toLocaleString('uk-UA')} товарів`);
  });

  it("use the catalogue's locale unless given one", () => {
    const t = createTranslator({ items: UK_ITEMS, [MESSAGES_LOCALE]: 'en-US' }, 'uk-UA');
    expect(t({ id: 'items', defaultMessage: '' }, { count: 3 })).toBe('3 товари');
  });

  it('read a precompiled message (AST) as its source text', () => {
    const t = createTranslator({ items: parse(UK_ITEMS), [MESSAGES_LOCALE]: 'uk-UA' });
    expect(t({ id: 'items', defaultMessage: '' }, { count: 21 })).toBe('21 товар');
  });
});

describe('createTranslator', () => {
  const t = createTranslator({
    'a.hello': 'Привіт, {name}',
    'a.broken': 'Привіт, {name',
    'a.plain': "Зв'язок",
  });

  it('uses the translation when the locale has one', () => {
    expect(t({ id: 'a.hello', defaultMessage: 'Hello, {name}' }, { name: 'Оля' })).toBe('Привіт, Оля');
    expect(t({ id: 'a.plain', defaultMessage: 'Contact' })).toBe("Зв'язок");
  });

  it('falls back to the default message silently when the translation is missing', () => {
    expect(t({ id: 'a.missing', defaultMessage: 'Hello, {name}' }, { name: 'Olia' })).toBe('Hello, Olia');
  });

  it('does not take inherited object properties for translations', () => {
    expect(t({ id: 'toString', defaultMessage: 'fallback' })).toBe('fallback');
  });

  it('throws other translation errors', () => {
    expect(() => t({ id: 'a.broken', defaultMessage: 'Hello, {name}' }, { name: 'x' })).toThrow(
      TranslationError,
    );
    expect(() => t({ id: 'a.hello', defaultMessage: 'Hello, {name}' })).toThrow(TranslationError);
  });
});

describe('isPlainText', () => {
  it('is true exactly when ICU reads the text as the same literal', () => {
    for (const text of ["Зв'язатися з нами", "doesn't", 'a # b', 'a <b> c', 'Ціна: 100 ₴', ''])
      expect(isPlainText(text), text).toBe(true);
    for (const text of ["it''s", "'{x}'", '{x}', "a '<b>'"]) expect(isPlainText(text), text).toBe(false);
    for (const text of ["Зв'язатися з нами", "doesn't", 'a # b', 'a <b> c', 'Ціна: 100 ₴'])
      expect(parse(text, { ignoreTag: true })).toEqual([{ type: 0, value: text }]);
  });
});
