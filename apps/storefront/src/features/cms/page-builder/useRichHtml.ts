/** Logic of RichHtml: sanitise once per content, prefix links with the store code, route clicks. */
import { useMemo } from 'react';
import { useStoreView } from '../../../shared/store-view/store-view.tsx';
import { useCleanHtml } from '../../../shared/html/clean-html.ts';
import { prefixRootRelativeHrefs } from '../../../shared/html/content-links.ts';
import { useContentClicks } from './useContentLink.ts';

export function useRichHtml(html: string, sanitized: boolean) {
  const { storeCode } = useStoreView();
  // Empty while the sanitiser loads (HTML that arrived client-side).
  const clean = useCleanHtml(sanitized ? '' : html) ?? '';
  const markup = useMemo(
    () => prefixRootRelativeHrefs(sanitized ? html : clean, storeCode).trim(),
    [html, clean, sanitized, storeCode],
  );
  return { markup, onClick: useContentClicks() };
}
