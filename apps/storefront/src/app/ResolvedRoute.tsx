/**
 * Any path the route table does not name is resolved by the backend (spec section 2 "Route
 * resolution"): loading (a category shimmer when the next page is a category), not found,
 * redirect (301/302 to the relative URL), error, or the resolved CMS page, category or product.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Redirect, useLocation } from 'wouter';
import { RESOLVE_URL, type ResolveUrlData } from './queries.ts';
import { parseListingPath } from '../shared/url/listing-url.ts';
import { useSetHttpStatus } from '../shared/page/http-status.tsx';
import { NotFound } from '../shared/page/NotFound.tsx';
import { RouteError } from '../shared/page/RouteError.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { useRenderedModule } from '../shared/page/rendered-modules.tsx';
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

function isInputError(error: unknown): boolean {
  const errors = (error as { graphQLErrors?: { extensions?: { category?: unknown } }[] }).graphQLErrors;
  return !!errors?.length && errors.every((e) => e.extensions?.category === 'graphql-input');
}

export function routeState(
  fetching: boolean,
  error: unknown,
  data: ResolveUrlData | undefined,
  currentPath: string,
): RouteState {
  // An address the server refuses as input (too long, a NUL byte) names no page.
  if (error && !data?.route) return isInputError(error) ? { kind: 'not-found' } : { kind: 'error' };
  if (!data) return fetching ? { kind: 'loading' } : { kind: 'error' };
  const route = data.route;
  if (!route) return { kind: 'not-found' };
  const to = `/${(route.relative_url ?? '').replace(/^\/+/, '')}`;
  if ((route.redirect_code === 301 || route.redirect_code === 302) && to !== currentPath) {
    return { kind: 'redirect', to, code: route.redirect_code };
  }
  return { kind: 'resolved', route };
}

/** Loaded on demand (lazy-resolved-route.tsx), hence the default export. */
export default function ResolvedRoute({ path }: { path?: string }) {
  useRenderedModule('src/app/ResolvedRoute.tsx');
  const [location] = useLocation();
  // Filters and the page number are listing state, not part of the entity's address.
  const url = path ?? parseListingPath(location).basePath;
  const requestPolicy = useSessionPolicy(`ResolveURL:${url}`, FETCH_POLICIES.ResolveURL);
  const [{ data, fetching, error }] = useQuery<ResolveUrlData>({
    query: RESOLVE_URL,
    variables: { url },
    requestPolicy,
  });
  const setHttpStatus = useSetHttpStatus();
  const state = routeState(fetching, error, data, url);
  const loading = <RouteLoading />;
  switch (state.kind) {
    case 'loading':
      return loading;
    case 'not-found':
      setHttpStatus(404);
      return <NotFound />;
    case 'error':
      setHttpStatus(500);
      return <RouteError />;
    case 'redirect':
      setHttpStatus(state.code, state.to);
      return <Redirect to={state.to} replace />;
    case 'resolved': {
      const r = state.route;
      if (r.__typename === 'RoutableUrl') {
        setHttpStatus(404);
        return <NotFound />;
      }
      return <PageBoundary loading={loading}>{resolvedPage(r)}</PageBoundary>;
    }
  }
}

function resolvedPage(
  r: Exclude<NonNullable<ResolveUrlData['route']>, { __typename: 'RoutableUrl' }>,
): ReactNode {
  if (r.__typename === 'CmsPage') return <CmsPageView identifier={r.identifier ?? ''} />;
  if (r.__typename === 'CategoryTree') return <CategoryPage uid={r.uid!} />;
  return <ProductPage urlKey={r.url_key!} />;
}

/**
 * The resolved page suspends (its module, its query) below the lookup, not above it: Preact's
 * Suspense disconnects the effects of what it hides, and the lookup's query, hidden and shown again,
 * would subscribe anew and ask the network again (cache-and-network) for every page opened.
 */
function PageBoundary({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return <Suspense fallback={loading}>{children}</Suspense>;
}
