/**
 * What a listing shows instead of products: the 404 page (with its HTTP status during server
 * rendering and the not-found analytics event), the route error, or the category shimmer.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHttpStatus } from '../../app/http-status.tsx';
import { CategoryShimmer } from '../../app/layout/CategoryShimmer.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { RouteError } from '../../app/RouteError.tsx';
import { trackNotFound } from '../analytics/analytics.ts';

export function ListingFallback({ kind }: { kind: 'not-found' | 'error' | 'loading' }) {
  const http = useHttpStatus();
  const [location] = useLocation();
  if (http && kind === 'not-found') http.status = 404;
  if (http && kind === 'error') http.status = 500;
  useEffect(() => {
    if (kind === 'not-found') trackNotFound(location);
  }, [kind, location]);
  if (kind === 'not-found') return <NotFound />;
  if (kind === 'error') return <RouteError />;
  return <CategoryShimmer />;
}
