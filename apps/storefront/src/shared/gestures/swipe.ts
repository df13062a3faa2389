/**
 * Swipes on the mobile card gallery and the size strip (spec section 4).
 * A movement is a swipe only if it is more than 15 px horizontally and more horizontal than
 * vertical (so page scrolling is not taken for a swipe). A swipe changes the image, or the size
 * group, only beyond 50 px of horizontal distance. Moving the finger left means "next".
 */

export const SWIPE_MIN_HORIZONTAL_PX = 15;
export const SWIPE_CHANGE_DISTANCE_PX = 50;
export const SIZE_STRIP_SWIPE_DISTANCE_PX = 50;

export interface Point {
  x: number;
  y: number;
}

/** +1 next, -1 previous, 0 nothing. */
export type SwipeStep = -1 | 0 | 1;

export function isSwipe(start: Point, end: Point): boolean {
  const dx = Math.abs(end.x - start.x);
  const dy = Math.abs(end.y - start.y);
  return dx > SWIPE_MIN_HORIZONTAL_PX && dx > dy;
}

/** The step a gesture asks for once it is a swipe longer than `distance` px. */
export function swipeStep(start: Point, end: Point, distance: number = SWIPE_CHANGE_DISTANCE_PX): SwipeStep {
  if (!isSwipe(start, end)) return 0;
  const dx = end.x - start.x;
  if (Math.abs(dx) <= distance) return 0;
  return dx < 0 ? 1 : -1;
}

/** Index moved by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

export function nextIndex(index: number, length: number): number {
  return wrapIndex(index, 1, length);
}

export function previousIndex(index: number, length: number): number {
  return wrapIndex(index, -1, length);
}

/** Carousel image after a gesture: next/previous with wrapping, unchanged for a non-swipe. */
export function carouselIndexAfterSwipe(index: number, length: number, start: Point, end: Point): number {
  const step = swipeStep(start, end);
  return step === 0 ? index : wrapIndex(index, step, length);
}

/**
 * Size group after a gesture. Groups do not wrap (dots show the position, and a swipe past the
 * last group is more likely an overshoot than a wish to start again).
 */
export function sizeGroupAfterSwipe(group: number, groupCount: number, start: Point, end: Point): number {
  const step = swipeStep(start, end, SIZE_STRIP_SWIPE_DISTANCE_PX);
  if (groupCount <= 0) return 0;
  return Math.min(groupCount - 1, Math.max(0, group + step));
}
