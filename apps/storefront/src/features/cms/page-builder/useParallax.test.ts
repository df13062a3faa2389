import { describe, expect, it } from 'vitest';
import { parallaxOffset, parallaxOverflow } from './useParallax.ts';
import { parseBackground } from './parse.ts';

describe('parallax', () => {
  it('does not move a box centred in the viewport, and moves at (1 - speed) of the scroll otherwise', () => {
    expect(parallaxOffset(300, 200, 800, 0.5)).toBeCloseTo(0);
    // The box scrolled 100 px up: the image moves down 50 px inside it (half speed).
    expect(parallaxOffset(200, 200, 800, 0.5)).toBe(50);
    expect(parallaxOffset(200, 200, 800, 1)).toBeCloseTo(0);
    expect(parallaxOffset(200, 200, 800, 2)).toBe(-100);
  });
  it('makes the image tall enough for the whole movement', () => {
    expect(parallaxOverflow(200, 800, 0.5)).toBe(250);
    expect(parallaxOverflow(200, 800, 1)).toBe(0);
  });
  it('reads the speed from the content: default 0.5, clamped to -1..2', () => {
    const el = (attrs: Record<string, string>) => {
      const e = { getAttribute: (n: string) => attrs[n] ?? null } as unknown as Element;
      return parseBackground(e).parallax;
    };
    expect(el({ 'data-enable-parallax': '1' })).toEqual({ enabled: true, speed: 0.5 });
    expect(el({ 'data-enable-parallax': '1', 'data-parallax-speed': '5' })).toEqual({
      enabled: true,
      speed: 2,
    });
    expect(el({ 'data-enable-parallax': '0', 'data-parallax-speed': '-3' })).toEqual({
      enabled: false,
      speed: -1,
    });
  });
});
