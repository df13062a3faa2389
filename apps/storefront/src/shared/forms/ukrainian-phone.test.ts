import { describe, expect, it } from 'vitest';
import { formatUkrainianPhone, isValidUkrainianPhone, normalizeUkrainianPhone } from './ukrainian-phone.ts';

describe('Ukrainian phone numbers', () => {
  it('normalises the usual ways of typing a number to +380XXXXXXXXX', () => {
    for (const typed of [
      '+380671234567',
      '+38 (067) 123-45-67',
      '380671234567',
      '0671234567',
      '67 123 45 67',
      '80671234567',
    ])
      expect(normalizeUkrainianPhone(typed)).toBe('+380671234567');
  });

  it('accepts +380 with nine digits only', () => {
    expect(isValidUkrainianPhone('+380671234567')).toBe(true);
    expect(isValidUkrainianPhone('+38 050 123 45 67')).toBe(true);
    expect(isValidUkrainianPhone('+38067123456')).toBe(false);
    expect(isValidUkrainianPhone('+3806712345678')).toBe(false);
    expect(isValidUkrainianPhone('+48671234567')).toBe(false);
    expect(isValidUkrainianPhone('+380071234567')).toBe(false);
    expect(isValidUkrainianPhone('+38067abc4567')).toBe(false);
    expect(isValidUkrainianPhone('')).toBe(false);
    expect(isValidUkrainianPhone('+380')).toBe(false);
  });

  it('formats a valid number for display', () => {
    expect(formatUkrainianPhone('0671234567')).toBe('+380 67 123 45 67');
    expect(formatUkrainianPhone('abc')).toBe('abc');
  });
});
