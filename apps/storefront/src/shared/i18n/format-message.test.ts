import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, TranslationError } from './format-message.ts';

describe('interpolate', () => {
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

describe('createTranslator', () => {
  const t = createTranslator({ 'a.hello': 'Привіт, {name}', 'a.broken': 'Привіт, {name' });

  it('uses the translation when the locale has one', () => {
    expect(t({ id: 'a.hello', defaultMessage: 'Hello, {name}' }, { name: 'Оля' })).toBe('Привіт, Оля');
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
