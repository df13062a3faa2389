import { describe, expect, it } from 'vitest';
import {
  carouselIndexAfterSwipe,
  isSwipe,
  nextIndex,
  previousIndex,
  sizeGroupAfterSwipe,
  swipeStep,
  wrapIndex,
} from './swipe.ts';

const origin = { x: 200, y: 300 };
const moved = (dx: number, dy = 0) => ({ x: origin.x + dx, y: origin.y + dy });

describe('isSwipe', () => {
  it('needs more than 15 px horizontally', () => {
    expect(isSwipe(origin, moved(15))).toBe(false);
    expect(isSwipe(origin, moved(16))).toBe(true);
    expect(isSwipe(origin, moved(-16))).toBe(true);
  });

  it('needs more horizontal than vertical movement', () => {
    expect(isSwipe(origin, moved(40, 40))).toBe(false);
    expect(isSwipe(origin, moved(40, -41))).toBe(false);
    expect(isSwipe(origin, moved(40, 39))).toBe(true);
  });
});

describe('swipeStep', () => {
  it('changes only beyond 50 px', () => {
    expect(swipeStep(origin, moved(-50))).toBe(0);
    expect(swipeStep(origin, moved(-51))).toBe(1);
    expect(swipeStep(origin, moved(51))).toBe(-1);
  });

  it('ignores long movements that are not swipes', () => {
    expect(swipeStep(origin, moved(-80, 100))).toBe(0);
  });
});

describe('carousel', () => {
  it('moves next and previous, wrapping at both ends', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
    expect(wrapIndex(1, 5, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('follows a swipe: left is next, right is previous', () => {
    expect(carouselIndexAfterSwipe(2, 3, origin, moved(-60))).toBe(0);
    expect(carouselIndexAfterSwipe(0, 3, origin, moved(60))).toBe(2);
    expect(carouselIndexAfterSwipe(1, 3, origin, moved(-30))).toBe(1);
    expect(carouselIndexAfterSwipe(1, 3, origin, moved(-60, 70))).toBe(1);
  });
});

describe('size strip', () => {
  it('moves between groups on a swipe over 50 px', () => {
    expect(sizeGroupAfterSwipe(0, 3, origin, moved(-51))).toBe(1);
    expect(sizeGroupAfterSwipe(1, 3, origin, moved(51))).toBe(0);
    expect(sizeGroupAfterSwipe(1, 3, origin, moved(-50))).toBe(1);
  });

  it('stays within the first and last group', () => {
    expect(sizeGroupAfterSwipe(2, 3, origin, moved(-80))).toBe(2);
    expect(sizeGroupAfterSwipe(0, 3, origin, moved(80))).toBe(0);
    expect(sizeGroupAfterSwipe(0, 0, origin, moved(-80))).toBe(0);
  });
});
