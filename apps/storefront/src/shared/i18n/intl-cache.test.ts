import { describe, expect, it } from 'vitest';
import { collator, numberFormat } from './intl-cache.ts';

describe('intl cache', () => {
  it('makes one formatter per locale and options', () => {
    const a = numberFormat('uk-UA', { maximumFractionDigits: 0 });
    expect(numberFormat('uk-UA', { maximumFractionDigits: 0 })).toBe(a);
    expect(numberFormat('uk-UA', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('ru-RU', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(a.format(1299.4)).toBe(
      new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 }).format(1299.4),
    );
  });

  it('makes one collator per locale and options, and throws for a bad currency without caching it', () => {
    expect(collator('en', { numeric: true })).toBe(collator('en', { numeric: true }));
    expect(['S10', 'S2'].sort(collator('en', { numeric: true }).compare)).toEqual(['S2', 'S10']);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
  });
});
