/**
 * Whether a media query matches, for behaviour that differs by screen size (layout differences are CSS).
 * False during server rendering and the first client render, so hydration matches; updated in an effect.
 */
import { useEffect, useState } from 'react';
import { BREAKPOINT_DESKTOP_PX, BREAKPOINT_TABLET_PX } from '../constants.ts';

export const FROM_TABLET = `(min-width: ${BREAKPOINT_TABLET_PX}px)`;
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const FROM_DESKTOP = `(min-width: ${BREAKPOINT_DESKTOP_PX}px)`;

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, [query]);
  return matches;
}
