/** Logic of ContentLink and of links inside content HTML: where a link goes and how a click is routed. */
import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useStoreView } from '../../../shared/store-view/store-view.tsx';
import { contentLinkTarget, isPlainClick } from '../../../shared/html/content-links.ts';

/** The current page address, the same during server rendering and hydration. */
export function usePageUrl(): string {
  const [location] = useLocation();
  const { origin, storeCode } = useStoreView();
  return `${origin}/${storeCode}${location === '/' ? '/' : location}`;
}

export function useContentLink(href: string, target?: string | null) {
  const pageUrl = usePageUrl();
  const { storeCode } = useStoreView();
  const [, navigate] = useLocation();
  const destination = contentLinkTarget(href, pageUrl, storeCode, target);
  const to = destination.kind === 'route' ? destination.to : null;
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (to === null || event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      navigate(to);
    },
    [to, navigate],
  );
  return { href: destination.href, newTab: destination.kind === 'new-tab', onClick };
}

/** Click handler for a container of content HTML: routes clicks on its internal links in the app. */
export function useContentClicks() {
  const { storeCode } = useStoreView();
  const [, navigate] = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return;
      const destination = contentLinkTarget(
        anchor.getAttribute('href') ?? '',
        window.location.href,
        storeCode,
        anchor.getAttribute('target'),
      );
      if (destination.kind !== 'route') return;
      event.preventDefault();
      navigate(destination.to);
    },
    [storeCode, navigate],
  );
}
