/**
 * Any path the route table does not name is resolved by the backend (spec section 2 "Route
 * resolution"): loading (a category shimmer when the next page is a category), not found,
 * redirect (301/302 to the relative URL), error, or the resolved CMS page, category or product.
 */
import { lazy } from 'react';
import { useQuery } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { RESOLVE_URL, type ResolveUrlData } from './queries.ts';
import { parseListingPath } from '../shared/url/listing-url.ts';
import { useHttpStatus } from './http-status.tsx';
import { NotFound } from './NotFound.tsx';
import { RouteError } from './RouteError.tsx';
import { LoadingIndicator } from './layout/LoadingIndicator.tsx';
import { CategoryShimmer } from './layout/CategoryShimmer.tsx';
import { useAppStore } from './store/app-store.tsx';
import { FETCH_POLICIES } from '../shared/graphql/fetch-policies.ts';
import { useSessionPolicy } from '../shared/graphql/session-policy.ts';

const CmsPageView = lazy(() => import('../features/cms/CmsRoute.tsx'));
const CategoryPage = lazy(() => import('../features/catalog/CategoryPage.tsx'));
const ProductPage = lazy(() => import('../features/product/ProductPage.tsx'));

export type RouteState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error' }
  | { kind: 'redirect'; to: string; code: number }
  | { kind: 'resolved'; route: NonNullable<ResolveUrlData['route']> };

export function routeState(
  fetching: boolean,
  error: unknown,
  data: ResolveUrlData | undefined,
  currentPath: string,
): RouteState {
  if (error && !data?.route) return { kind: 'error' };
  if (!data) return fetching ? { kind: 'loading' } : { kind: 'error' };
  const route = data.route;
  if (!route) return { kind: 'not-found' };
  const to = `/${(route.relative_url ?? '').replace(/^\/+/, '')}`;
  if ((route.redirect_code === 301 || route.redirect_code === 302) && to !== currentPath) {
    return { kind: 'redirect', to, code: route.redirect_code };
  }
  return { kind: 'resolved', route };
}

export function ResolvedRoute({ path }: { path?: string }) {
  const [location] = useLocation();
  // Filters and the page number are listing state, not part of the entity's address.
  const url = path ?? parseListingPath(location).basePath;
  const requestPolicy = useSessionPolicy(`ResolveURL:${url}`, FETCH_POLICIES.ResolveURL);
  const [{ data, fetching, error }] = useQuery<ResolveUrlData>({
    query: RESOLVE_URL,
    variables: { url },
    requestPolicy,
  });
  const http = useHttpStatus();
  const nextIsCategory = useAppStore((s) => s.app.nextRootComponent === 'CATEGORY');
  const state = routeState(fetching, error, data, url);
  switch (state.kind) {
    case 'loading':
      return nextIsCategory ? <CategoryShimmer /> : <LoadingIndicator />;
    case 'not-found':
      if (http) http.status = 404;
      return <NotFound />;
    case 'error':
      if (http) http.status = 500;
      return <RouteError />;
    case 'redirect':
      if (http) Object.assign(http, { status: state.code, location: state.to });
      return <Redirect to={state.to} replace />;
    case 'resolved': {
      const r = state.route;
      if (r.__typename === 'CmsPage') return <CmsPageView identifier={r.identifier ?? ''} />;
      if (r.__typename === 'CategoryTree') return <CategoryPage uid={r.uid!} />;
      if (r.__typename === 'RoutableUrl') {
        if (http) http.status = 404;
        return <NotFound />;
      }
      return <ProductPage urlKey={r.url_key!} />;
    }
  }
}
