import { describe, expect, it } from 'vitest';
import { parallaxSpeed } from './parallax.ts';

describe('parallaxSpeed', () => {
  it('defaults to 0.5 when missing or not a number', () => {
    for (const value of [undefined, null, '', '  ', 'fast', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parallaxSpeed(value), String(value)).toBe(0.5);
    }
  });

  it('keeps speeds inside -1..2', () => {
    expect(parallaxSpeed(0)).toBe(0);
    expect(parallaxSpeed(-1)).toBe(-1);
    expect(parallaxSpeed(2)).toBe(2);
    expect(parallaxSpeed('1.25')).toBe(1.25);
  });

  it('clamps speeds outside -1..2', () => {
    expect(parallaxSpeed(-3)).toBe(-1);
    expect(parallaxSpeed(2.5)).toBe(2);
    expect(parallaxSpeed('10')).toBe(2);
  });
});
