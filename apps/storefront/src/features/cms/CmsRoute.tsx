/**
 * A content page (spec section 2): /faq, /contact-us, /our-service... and any path the route
 * lookup resolves to a CMS page. Title (meta title, else title), description and canonical;
 * the content heading; the Page Builder content. An unknown identifier is the 404 page.
 */
import type { ReactNode } from 'react';
import { NotFound } from '../../shared/page/NotFound.tsx';
import { PageHead } from '../../shared/page/PageHead.tsx';
import { RouteError } from '../../shared/page/RouteError.tsx';
import { PageBuilder } from './page-builder/PageBuilder.tsx';
import { PageShimmer } from './PageShimmer.tsx';
import { useCmsRoute } from './useCmsRoute.ts';
import styles from './CmsPage.module.css';
import { useRenderedModule } from '../../shared/page/rendered-modules.tsx';

export interface CmsRouteProps {
  identifier: string;
  /** What the app adds below the page's content (the /contact-us page's form). */
  children?: ReactNode;
}

export default function CmsRoute({ identifier, children }: CmsRouteProps) {
  useRenderedModule('src/features/cms/CmsRoute.tsx');
  const route = useCmsRoute(identifier);
  const { state } = route;
  if (state.kind === 'loading') return <PageShimmer />;
  if (state.kind === 'not-found') return <NotFound />;
  if (state.kind === 'error') return <RouteError />;
  const { page } = state;
  return (
    <article className={route.className} data-identifier={page.identifier ?? identifier}>
      <PageHead title={page.meta_title || page.title} description={page.meta_description} />
      {page.content_heading ? <h1 className={styles.heading}>{page.content_heading}</h1> : null}
      <PageBuilder html={page.content} />
      {children}
    </article>
  );
}
