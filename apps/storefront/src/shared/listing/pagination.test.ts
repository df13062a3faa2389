import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.ts';

describe('pageItems', () => {
  it('lists every page of a short listing', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last, the current page with neighbours and gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('keeps the same number of entries near the ends', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
