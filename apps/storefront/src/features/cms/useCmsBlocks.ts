/** CMS blocks by identifiers (spec section 7): cache-and-network, then cache-first. */
import { useQuery } from 'urql';
import { CMS_BLOCKS } from './queries.ts';
import { useSessionPolicy } from '../../shared/graphql/session-policy.ts';

export function useCmsBlocks(identifiers: readonly string[]) {
  const list = identifiers.filter((id) => id.trim() !== '');
  const key = list.join(',');
  const requestPolicy = useSessionPolicy(`GetCmsBlocks:${key}`);
  const [{ data, fetching, error }] = useQuery({
    query: CMS_BLOCKS,
    variables: { identifiers: list },
    requestPolicy,
    pause: list.length === 0,
  });
  const blocks = (data?.cmsBlocks?.items ?? []).filter(
    (b): b is { identifier: string | null; content: string | null } =>
      b != null && Boolean(b.content?.trim()),
  );
  const message = error
    ? (error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message)
    : null;
  return { blocks, fetching: fetching && !data, error: message };
}
