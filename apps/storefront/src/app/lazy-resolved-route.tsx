/**
 * The backend's route lookup (ResolvedRoute.tsx), loaded when a path the route table does not name is
 * opened: categories, CMS pages, redirects and 404s. Pages the table names (home, products, the
 * cart) load none of it; a page the server rendered through it preloads it (shared/page/rendered-modules.tsx).
 */
import { lazy, Suspense } from 'react';
import { RouteLoading } from './RouteLoading.tsx';

const LazyResolvedRoute = lazy(() => import('./ResolvedRoute.tsx'));

export function ResolvedRoute({ path }: { path?: string }) {
  return (
    <Suspense fallback={<RouteLoading />}>
      <LazyResolvedRoute path={path} />
    </Suspense>
  );
}

/** For RouteLookupContext (shared/page/route-lookup.tsx): features hand a path back to the lookup. */
export const renderResolvedRoute = () => <ResolvedRoute />;
