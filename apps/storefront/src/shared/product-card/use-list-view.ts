/**
 * "A list-view event once when scrolled into view" (spec section 7): observes an element and
 * pushes view_item_list the first time it enters the viewport. A new set of products (another
 * page of the listing) is a new list view.
 */
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { trackViewItemList, type AnalyticsProduct, type ItemList } from '../analytics/analytics.ts';

export function useListView<T extends Element>(
  ref: RefObject<T | null>,
  products: readonly (AnalyticsProduct | null | undefined)[],
  list?: ItemList | null,
  firstIndex = 0,
): void {
  const present = products.filter((p): p is AnalyticsProduct => p != null);
  // Identity of what is shown: the list and its skus. Tracked once per identity.
  const key = `${list?.id ?? ''}|${firstIndex}|${present.map((p) => p.sku ?? '').join(',')}`;
  const tracked = useRef<string | null>(null);
  const hasProducts = present.length > 0;
  // Reports what is shown when it is seen, without re-observing for every render.
  const trackShown = useEffectEvent(() => trackViewItemList(present, list, firstIndex));

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasProducts || tracked.current === key) return;
    const report = () => {
      if (tracked.current === key) return;
      tracked.current = key;
      trackShown();
    };
    if (typeof IntersectionObserver === 'undefined') {
      report();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        report();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, key, hasProducts]);
}
