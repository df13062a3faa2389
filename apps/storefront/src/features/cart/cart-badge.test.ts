import { describe, expect, it } from 'vitest';
import { formatCartBadge } from './cart-badge.ts';

describe('formatCartBadge', () => {
  it('shows the exact count up to 99', () => {
    expect(formatCartBadge(1)).toBe('1');
    expect(formatCartBadge(42)).toBe('42');
    expect(formatCartBadge(99)).toBe('99');
  });

  it('caps at 99+ above 99 items', () => {
    expect(formatCartBadge(100)).toBe('99+');
    expect(formatCartBadge(1234)).toBe('99+');
  });

  it('hides the badge for an empty cart or an unusable count', () => {
    expect(formatCartBadge(0)).toBeNull();
    expect(formatCartBadge(-3)).toBeNull();
    expect(formatCartBadge(Number.NaN)).toBeNull();
    expect(formatCartBadge(null)).toBeNull();
    expect(formatCartBadge(undefined)).toBeNull();
  });

  it('drops fractions of a quantity instead of printing them', () => {
    expect(formatCartBadge(2.5)).toBe('2');
  });
});
