/** Logic of RichHtml: sanitise once per content, prefix links with the store code, route clicks. */
import { useMemo } from 'react';
import { useStoreView } from '../../../app/store-view.tsx';
import { prefixRootRelativeHrefs } from '../../../shared/html/content-links.ts';
import { sanitizeHtml } from '../../../shared/html/sanitize.ts';
import { useContentClicks } from './useContentLink.ts';

export function useRichHtml(html: string, sanitized: boolean) {
  const { storeCode } = useStoreView();
  const markup = useMemo(
    () => prefixRootRelativeHrefs(sanitized ? html : sanitizeHtml(html), storeCode).trim(),
    [html, sanitized, storeCode],
  );
  return { markup, onClick: useContentClicks() };
}
