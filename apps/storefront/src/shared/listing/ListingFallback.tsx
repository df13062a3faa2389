/**
 * What a listing shows instead of products: the 404 page (with its HTTP status during server
 * rendering and the not-found analytics event), the route error, or the category shimmer.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSetHttpStatus } from '../page/http-status.tsx';
import { CategoryShimmer } from '../page/CategoryShimmer.tsx';
import { NotFound } from '../page/NotFound.tsx';
import { RouteError } from '../page/RouteError.tsx';
import { trackNotFound } from '../analytics/analytics.ts';

export function ListingFallback({ kind }: { kind: 'not-found' | 'error' | 'loading' }) {
  const setHttpStatus = useSetHttpStatus();
  const [location] = useLocation();
  if (kind === 'not-found') setHttpStatus(404);
  if (kind === 'error') setHttpStatus(500);
  useEffect(() => {
    if (kind === 'not-found') trackNotFound(location);
  }, [kind, location]);
  if (kind === 'not-found') return <NotFound />;
  if (kind === 'error') return <RouteError />;
  return <CategoryShimmer />;
}
