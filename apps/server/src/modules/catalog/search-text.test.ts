import { describe, expect, it } from 'vitest';
import { documentWords, langOfLocale, normalize, stem, tokenize, type Lang } from './search-text.ts';

const stems = (text: string, lang: Lang) => tokenize(text).map((w) => stem(w, lang));

describe('normalize', () => {
  it('lowercases and folds accents, keeping й', () => {
    expect(normalize('ЧОРНА Сукня')).toBe('чорна сукня');
    expect(normalize('Чёрное платье')).toBe('черное платье');
    expect(normalize('Їжак')).toBe('іжак');
    expect(normalize('Café Crème')).toBe('cafe creme');
    expect(normalize('Чорний')).toBe('чорний');
    expect(normalize('Чорнии\u0306')).toBe('чорний'); // decomposed й
    expect(normalize('Ґудзик')).toBe('гудзик');
  });

  it('removes apostrophes inside words in any spelling', () => {
    for (const word of ["в'єтнамки", 'в’єтнамки', 'вʼєтнамки', 'В`єтнамки'])
      expect(normalize(word)).toBe('вєтнамки');
    expect(normalize("'Levi's'")).toBe('levis');
  });

  it('turns punctuation and symbols into single spaces', () => {
    expect(normalize('  Nike-Air, 100% «бавовна»!  ')).toBe('nike air 100 бавовна');
    expect(tokenize("a & b | !c:*'")).toEqual(['a', 'b', 'c']);
    expect(tokenize('   ')).toEqual([]);
  });

  it('drops absurdly long tokens', () => {
    expect(tokenize(`x${'a'.repeat(100)} ok`)).toEqual(['ok']);
  });
});

describe('stem', () => {
  it('merges Ukrainian noun forms', () => {
    expect(new Set(stems('кросівки кросівок кросівками кросівках кросівка', 'uk')).size).toBe(1);
    expect(new Set(stems('сукня сукні сукню сукнею', 'uk')).size).toBe(1);
    expect(new Set(stems('джинси джинсів', 'uk')).size).toBe(1);
    expect(new Set(stems("в'єтнамки в’єтнамках", 'uk')).size).toBe(1);
  });

  it('merges Ukrainian adjective forms', () => {
    expect(new Set(stems('чорний чорна чорне чорні чорного чорної чорними', 'uk'))).toEqual(
      new Set(['чорн']),
    );
    expect(new Set(stems('синій синя синє сині синього', 'uk'))).toEqual(new Set(['син']));
    expect(stem('зимові', 'uk')).toBe(stem('зимова', 'uk'));
  });

  it('never cuts a Ukrainian word below three letters', () => {
    expect(stem('шуба', 'uk')).toBe('шуб');
    expect(stem('нові', 'uk')).toBe('нов');
    expect(stem('бук', 'uk')).toBe('бук');
    expect(stem('ми', 'uk')).toBe('ми');
  });

  it('merges Russian forms with Snowball', () => {
    expect(new Set(stems('платье платья платьев', 'ru')).size).toBe(1);
    expect(new Set(stems('кроссовки кроссовок кроссовками', 'ru')).size).toBe(1);
    expect(new Set(stems('чёрный черная черные', 'ru'))).toEqual(new Set(['черн']));
  });

  it('only drops a plural -s from Latin words', () => {
    expect(stem('jeans', 'uk')).toBe('jean');
    expect(stem('sneakers', 'ru')).toBe('sneaker');
    expect(stem('adidas', 'uk')).toBe('adidas');
    expect(stem('dress', 'uk')).toBe('dress');
    expect(stem('nike', 'uk')).toBe('nike');
    expect(stem('42', 'uk')).toBe('42');
  });
});

describe('langOfLocale', () => {
  it("maps a store view's locale to its language, the shop's main one otherwise", () => {
    expect(langOfLocale('uk_UA')).toBe('uk');
    expect(langOfLocale('ru_RU')).toBe('ru');
    expect(langOfLocale('ru')).toBe('ru');
    expect(langOfLocale('en_US')).toBe('uk');
    expect(langOfLocale('rue_UA')).toBe('uk');
  });
});

describe('documentWords', () => {
  it('weights name, brand and descriptions, ignoring HTML markup', () => {
    const words = documentWords({
      name: 'Кросівки Air',
      brand: 'Nike',
      shortDescription: '<p>Легкі&nbsp;кросівки</p>',
      description: null,
    });
    expect(words).toEqual([
      { weight: 'A', words: ['кросівки', 'air'] },
      { weight: 'B', words: ['nike'] },
      { weight: 'C', words: ['легкі', 'кросівки'] },
    ]);
  });
});
