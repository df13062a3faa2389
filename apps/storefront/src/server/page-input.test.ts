import { describe, expect, it } from 'vitest';
import { badPageInput, badRequestPage, MAX_PAGE_URL_LENGTH } from './page-input.ts';

describe('page input', () => {
  it('refuses NUL bytes and control characters, malformed escapes, absurd lengths', () => {
    expect(badPageInput('/ua/a%00b')).toBe('control-character');
    expect(badPageInput('/ua/a\u0000b')).toBe('control-character');
    expect(badPageInput('/ua/%00.html')).toBe('control-character');
    expect(badPageInput('/ua/a%0Ab')).toBe('control-character');
    expect(badPageInput('/ua/all/p:1?q=%00')).toBe('control-character');
    expect(badPageInput('/ua/%E0%A4%A')).toBe('malformed-encoding');
    expect(badPageInput(`/ua/${'a'.repeat(MAX_PAGE_URL_LENGTH)}`)).toBe('too-long');
  });

  it('lets ordinary addresses through', () => {
    for (const url of [
      '/ua/',
      '/ua/women/f/brand:1001_1002/p:2?sort=price:ASC',
      '/ua/all/p:1?q=%D1%81%D1%83%D0%BA%D0%BD%D1%8F',
      '/ua/women?q=%E0%A4%A',
      '/ua/women?p=99999999999999999999',
    ])
      expect(badPageInput(url), url).toBeNull();
  });

  it("answers in the store's language, with no script", () => {
    expect(badRequestPage('/ru/x%00')).toContain('lang="ru-RU"');
    expect(badRequestPage('/ua/x%00')).toContain('lang="uk-UA"');
    expect(badRequestPage('/ua/x')).not.toContain('<script');
  });
});
