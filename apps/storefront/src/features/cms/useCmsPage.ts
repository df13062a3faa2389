/**
 * A CMS page by identifier (cache-and-network, then cache-first), and what the route shows:
 * loading, not found (the page does not exist: 404), error, or the page. During server
 * rendering the HTTP status is set through shared/page/http-status.
 */
import { useQuery, type CombinedError } from 'urql';
import { useSetHttpStatus } from '../../shared/page/http-status.tsx';
import { CMS_PAGE, type CmsPageData } from './queries.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';

export type CmsPageState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'page'; page: CmsPageData };

/** A missing page: Magento answers graphql-no-such-entity (or no page at all). */
export function isNoSuchEntity(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some(
      (e) => (e.extensions as { category?: unknown } | undefined)?.category === 'graphql-no-such-entity',
    ) ?? false
  );
}

export function cmsPageState(
  error: CombinedError | undefined,
  page: CmsPageData | null | undefined,
  hasData: boolean,
): CmsPageState {
  if (page) return { kind: 'page', page };
  if (isNoSuchEntity(error)) return { kind: 'not-found' };
  if (error) return { kind: 'error' };
  if (hasData) return { kind: 'not-found' };
  return { kind: 'loading' };
}

export function useCmsPage(identifier: string): CmsPageState {
  const requestPolicy = useSessionPolicy(`GetCmsPage:${identifier}`);
  const [{ data, error }] = useQuery({ query: CMS_PAGE, variables: { identifier }, requestPolicy });
  const state = cmsPageState(error, data?.cmsPage, data !== undefined && data !== null);
  const setHttpStatus = useSetHttpStatus();
  if (state.kind === 'not-found') setHttpStatus(404);
  if (state.kind === 'error') setHttpStatus(500);
  return state;
}
