/**
 * Lazy loading with the spec's threshold (section 9: 100 px): true once the element comes
 * within 100 px of the viewport, and from the start for eager content. False on the server
 * and in the first client render of lazy content, so hydration matches.
 */
import { useAfterHydration } from '../../../shared/browser/use-hydrated.ts';
import { useEffect, useState, type RefObject } from 'react';
import { LAZY_IMAGE_THRESHOLD_PX } from '../../../shared/constants.ts';

export function useLazyReveal(ref: RefObject<Element | null>, eager: boolean): boolean {
  const [revealed, setRevealed] = useState(eager);
  useEffect(() => {
    if (revealed) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, revealed]);
  return revealed;
}

/** Whether the element is in (or within 100 px of) the viewport now; true where it cannot be known. */
export function useInView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [inView, setInView] = useState(false);
  const noObserver = useAfterHydration(typeof IntersectionObserver === 'undefined', false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || noObserver) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, noObserver]);
  return (enabled && noObserver) || inView;
}
