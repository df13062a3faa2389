/**
 * The loyalty tab's data (GetLoyaltyProgram), always from the network like every personal query: the
 * balance, the card and the first `pageSize` entries of the ledger; "show more" asks for 20 more.
 */
import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { LOYALTY_PROGRAM } from '../account-documents.ts';

export const HISTORY_PAGE = 20;

export function useLoyaltyProgram() {
  const [pageSize, setPageSize] = useState(HISTORY_PAGE);
  const [result, reexecute] = useQuery({
    query: LOYALTY_PROGRAM,
    variables: { pageSize },
    requestPolicy: 'network-only',
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const loyalty = result.data?.customer?.loyalty ?? null;
  const history = loyalty?.balance_history ?? null;
  return {
    loyalty,
    history: history?.items ?? [],
    hasMore: history ? history.items.length < history.total_count : false,
    showMore: () => setPageSize((n) => n + HISTORY_PAGE),
    loading: result.fetching && !loyalty,
    loadingMore: result.fetching && Boolean(loyalty),
    error: result.error,
    failed: !result.fetching && !loyalty,
    retry,
  };
}
