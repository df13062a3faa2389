/**
 * Parallax backgrounds (spec section 9: speed default 0.5, clamped -1..2, see shared/media/parallax.ts).
 * The background image moves at `speed` times the scroll: 1 scrolls with the page, 0 stays fixed,
 * 0.5 moves at half speed. The image is made taller than its box by what the movement needs.
 * Nothing moves for shoppers who ask for reduced motion.
 */
import { useEffect, type RefObject } from 'react';

/** Offset (px) of the image for a box whose top is at `top` in a viewport `viewport` px high. */
export function parallaxOffset(top: number, height: number, viewport: number, speed: number): number {
  // Zero when the box is centred in the viewport.
  const fromCentre = top + height / 2 - viewport / 2;
  return -fromCentre * (1 - speed);
}

/** Extra height (px, on each side) the image needs so the movement never shows an edge. */
export function parallaxOverflow(height: number, viewport: number, speed: number): number {
  return (Math.abs(1 - speed) * (viewport + height)) / 2;
}

export function useParallax(
  boxRef: RefObject<HTMLElement | null>,
  imageRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  speed: number,
): void {
  useEffect(() => {
    const box = boxRef.current;
    const image = imageRef.current;
    if (!enabled || !box || !image || speed === 1) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = box.getBoundingClientRect();
      const viewport = window.innerHeight;
      if (rect.bottom < 0 || rect.top > viewport) return;
      const overflow = parallaxOverflow(rect.height, viewport, speed);
      image.style.top = `${-overflow}px`;
      image.style.height = `${rect.height + 2 * overflow}px`;
      image.style.transform = `translate3d(0, ${parallaxOffset(rect.top, rect.height, viewport, speed)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // First position in the next frame, not while the page mounts (it would force a layout there).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
      image.style.removeProperty('top');
      image.style.removeProperty('height');
      image.style.removeProperty('transform');
    };
  }, [boxRef, imageRef, enabled, speed]);
}
