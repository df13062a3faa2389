/** Logic of Slider: current slide, wrapping, autoplay with pauses, keyboard and swipe. */
import { PREFERS_REDUCED_MOTION, useMediaQuery } from '../../../shared/browser/use-media-query.ts';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { swipeStep, type Point } from '../../../shared/gestures/swipe.ts';
import { usePbContext } from './render-context.ts';
import type { SlideNode, SliderNode } from './types.ts';

/** The slide after a step of +1/-1: wrapping with an infinite loop, else stopping at the ends. */
export function stepSlide(index: number, step: number, count: number, infinite: boolean): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (infinite) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

export function useSlider(node: SliderNode) {
  const ctx = usePbContext();
  const slides = node.children.filter((c): c is SlideNode => c.type === 'slide');
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION);
  const touchStart = useRef<Point | null>(null);

  const go = useCallback(
    (step: number) => setIndex((i) => stepSlide(i, step, count, node.infiniteLoop)),
    [count, node.infiniteLoop],
  );
  const next = useCallback(() => go(1), [go]);
  const previous = useCallback(() => go(-1), [go]);

  const playing = node.autoplay && count > 1 && !stopped && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      setIndex((i) => {
        // Autoplay without an infinite loop stops on the last slide.
        if (!node.infiniteLoop && i >= count - 1) return i;
        return stepSlide(i, 1, count, true);
      });
    }, node.autoplaySpeed);
    return () => window.clearInterval(timer);
  }, [playing, node.autoplaySpeed, node.infiniteLoop, count]);

  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    },
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
      if (step !== 0) go(step);
    },
  };

  return {
    slides,
    index,
    playing,
    stopped,
    toggleStopped: () => setStopped((s) => !s),
    next,
    previous,
    goTo: (i: number) => setIndex(Math.min(count - 1, Math.max(0, i))),
    canGoPrevious: node.infiniteLoop || index > 0,
    canGoNext: node.infiniteLoop || index < count - 1,
    handlers,
    /** The first slide keeps the page's eager loading; later slides load lazily. */
    context: ctx,
    laterContext: { ...ctx, eager: false },
  };
}
