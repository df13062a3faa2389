/** Logic of CmsPageContent: the page or nothing; never a 404 for the host page. */
import { useQuery } from 'urql';
import { CMS_PAGE } from './queries.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';

export function useCmsPageContent(identifier: string) {
  const requestPolicy = useSessionPolicy(`GetCmsPage:${identifier}`);
  const [{ data, fetching }] = useQuery({ query: CMS_PAGE, variables: { identifier }, requestPolicy });
  return { page: data?.cmsPage ?? null, loading: fetching && !data };
}
