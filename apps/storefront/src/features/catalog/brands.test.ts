import { describe, expect, it } from 'vitest';
import { brandCatalogueFilter, brandListFilter, brandUrlKey, groupBrands } from './brands.ts';

describe('brand url keys', () => {
  it('slugs Latin names the way the catalogue does', () => {
    expect(brandUrlKey('Maison Verte')).toBe('maison-verte');
    expect(brandUrlKey('Steppe & Co')).toBe('steppe-co');
    expect(brandUrlKey('Mr. Sparrow')).toBe('mr-sparrow');
    expect(brandUrlKey('Élan')).toBe('elan');
  });

  it('transliterates Cyrillic names', () => {
    expect(brandUrlKey('Зоряна')).toBe('zoryana');
    expect(brandUrlKey('Квітка')).toBe('kvitka');
    expect(brandUrlKey('Танок')).toBe('tanok');
  });
});

describe('groupBrands', () => {
  const brand = (label: string) => ({ id: label, label, urlKey: brandUrlKey(label), count: 1 });

  it('groups A–Z first, then other alphabets, then names starting with a sign', () => {
    const groups = groupBrands(['Sova', 'Atlas Run', 'Зоряна', '4 Seasons', 'amber', 'Aroma Lux'].map(brand));
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.label)])).toEqual([
      ['A', ['amber', 'Aroma Lux', 'Atlas Run']],
      ['S', ['Sova']],
      ['З', ['Зоряна']],
      ['#', ['4 Seasons']],
    ]);
    expect(groups[0]!.anchor).toBe('brands-A');
    expect(groups[3]!.anchor).toBe('brands-other');
  });
});

describe('brand filters', () => {
  it('filters the brand list by the section gender, every section without one', () => {
    expect(brandListFilter('women')).toEqual({ gender: { eq: '36' } });
    expect(brandListFilter('men')).toEqual({ gender: { eq: '10' } });
    expect(brandListFilter('kids')).toEqual({ gender: { in: ['7', '8'] } });
    expect(brandListFilter(null)).toEqual({ gender: { in: ['36', '10', '7', '8'] } });
  });

  it('filters the brand catalogue by url key and gender', () => {
    expect(brandCatalogueFilter('nordkap', null)).toEqual({ brands: { eq: 'nordkap' } });
    expect(brandCatalogueFilter('nordkap', 'girls')).toEqual({
      brands: { eq: 'nordkap' },
      gender: { eq: '8' },
    });
  });
});
