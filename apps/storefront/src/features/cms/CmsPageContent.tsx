/**
 * A CMS page's content inside another page (the stores page shows the CMS page 'stores' above
 * its list): the Page Builder content only, nothing when the page is missing or fails.
 * `onPage` receives the page (for the host's title) through the render prop.
 */
import type { ReactNode } from 'react';
import { PageBuilder } from './page-builder/PageBuilder.tsx';
import type { CmsPageData } from './queries.ts';
import { useCmsPageContent } from './useCmsPageContent.ts';

export interface CmsPageContentProps {
  identifier: string;
  /** What to render around the content once the page is known (its head, its heading...). */
  children?: (page: CmsPageData | null, loading: boolean) => ReactNode;
  className?: string;
}

export function CmsPageContent({ identifier, children, className }: CmsPageContentProps) {
  const { page, loading } = useCmsPageContent(identifier);
  return (
    <>
      {children?.(page, loading)}
      {page?.content ? <PageBuilder html={page.content} className={className} /> : null}
    </>
  );
}
