/**
 * Scrolls to the element named by the address's #hash once the content is on the page, and
 * again when the app navigates to another hash (/faq#3: the delivery section of the FAQ).
 * The app navigates with history.pushState, which wouter announces as a 'pushState' event.
 */
import { useEffect } from 'react';
import { safeDecode } from '../../shared/url/safe-decode.ts';

export function scrollToHash(hash: string, doc: Document = document): boolean {
  const id = safeDecode(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = doc.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

export function useHashScroll(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const go = () => {
      window.cancelAnimationFrame(frame);
      // After the layout (and any scroll-to-top of a route change) has happened.
      frame = window.requestAnimationFrame(() => {
        frame = window.requestAnimationFrame(() => scrollToHash(window.location.hash));
      });
    };
    if (window.location.hash) go();
    const events = ['hashchange', 'pushState', 'popstate'] as const;
    for (const e of events) window.addEventListener(e, go);
    return () => {
      window.cancelAnimationFrame(frame);
      for (const e of events) window.removeEventListener(e, go);
    };
  }, [ready]);
}
