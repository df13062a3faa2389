import { describe, expect, it } from 'vitest';
import { compareSizeTitles, groupSizes, listedSizes, SIZE_RANK, sizeNumber, sizeRank } from './sizes.ts';

const entry = (title: string | null, stock_status: number | null = 1, id = title ?? 'none') => ({
  id,
  title,
  label: title,
  sku: `sku-${id}`,
  stock_status,
});

const titles = (list: Array<{ title: string }>) => list.map((size) => size.title);

describe('SIZE_RANK', () => {
  it('is the spec table', () => {
    expect(SIZE_RANK).toEqual({
      XXXS: 1,
      '3XS': 1,
      XXS: 2,
      '2XS': 2,
      XS: 3,
      S: 4,
      M: 5,
      L: 6,
      XL: 7,
      XXL: 8,
      '2XL': 8,
      XXXL: 9,
      '3XL': 9,
      '4XL': 10,
      '5XL': 11,
      '6XL': 12,
    });
  });
});

describe('sizeRank and sizeNumber', () => {
  it('ranks letter sizes case-insensitively and ignores other titles', () => {
    expect(sizeRank(' xl ')).toBe(7);
    expect(sizeRank('2XL')).toBe(8);
    expect(sizeRank('ONE SIZE')).toBeUndefined();
    expect(sizeRank('38')).toBeUndefined();
  });

  it('reads the leading number of a title', () => {
    expect(sizeNumber('38')).toBe(38);
    expect(sizeNumber('38,5')).toBe(38.5);
    expect(sizeNumber('38.5')).toBe(38.5);
    expect(sizeNumber('42/44')).toBe(42);
    expect(sizeNumber('W32')).toBeUndefined();
  });
});

describe('listedSizes', () => {
  it('lists only entries in stock (stock_status 1) with a non-empty title', () => {
    const result = listedSizes([
      entry('M'),
      entry('L', 0),
      entry('S', 2),
      entry(''),
      entry('   '),
      entry(null),
      null,
      undefined,
      entry('XS'),
    ]);
    expect(titles(result)).toEqual(['XS', 'M']);
  });

  it('orders letter sizes by the fixed rank, not alphabetically', () => {
    const input = ['XL', 'S', '6XL', 'XXS', 'M', '3XS', 'L', 'XXL', 'XS', '4XL', '3XL', '5XL'].map((t) =>
      entry(t),
    );
    expect(titles(listedSizes(input))).toEqual([
      '3XS',
      'XXS',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
      '4XL',
      '5XL',
      '6XL',
    ]);
  });

  it('gives equal rank to the two spellings of one size', () => {
    expect(compareSizeTitles('XXXS', '3XS')).not.toBe(0); // ordered, but next to each other
    expect(titles(listedSizes(['XS', '3XS', 'XXXS'].map((t) => entry(t))))).toEqual(['3XS', 'XXXS', 'XS']);
    expect(titles(listedSizes(['XL', '2XL', 'XXL', 'XXXL'].map((t) => entry(t))))).toEqual([
      'XL',
      '2XL',
      'XXL',
      'XXXL',
    ]);
  });

  it('puts ranked sizes first, then numeric sizes numerically, then the rest alphabetically', () => {
    const input = ['ONE SIZE', '40', 'M', '38,5', 'Big', '9', '110', 'S', 'alpha'].map((t) => entry(t));
    expect(titles(listedSizes(input))).toEqual([
      'S',
      'M',
      '9',
      '38,5',
      '40',
      '110',
      'alpha',
      'Big',
      'ONE SIZE',
    ]);
  });

  it('sorts numbers by value rather than as text', () => {
    expect(titles(listedSizes(['100', '98', '104', '92'].map((t) => entry(t))))).toEqual([
      '92',
      '98',
      '100',
      '104',
    ]);
  });

  it('returns an empty list for missing input and does not modify the input', () => {
    expect(listedSizes(null)).toEqual([]);
    expect(listedSizes(undefined)).toEqual([]);
    const input = [entry('L'), entry('S')];
    listedSizes(input);
    expect(titles(input as Array<{ title: string }>)).toEqual(['L', 'S']);
  });

  it('keeps the entry objects so the caller still has ids and skus', () => {
    const [first] = listedSizes([entry('M', 1, '77')]);
    expect(first).toMatchObject({ id: '77', sku: 'sku-77', title: 'M' });
  });
});

describe('groupSizes', () => {
  it('splits into groups of 5 by default', () => {
    expect(groupSizes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11],
    ]);
    expect(groupSizes([1, 2, 3])).toEqual([[1, 2, 3]]);
    expect(groupSizes([])).toEqual([]);
  });

  it('accepts another group length and rejects a useless one', () => {
    expect(groupSizes([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(() => groupSizes([1], 0)).toThrow(RangeError);
  });
});
