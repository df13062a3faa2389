/**
 * The signed-in customer (GetAccountCustomer), always from the network: the query is personal (not in
 * public-operations.ts) and asked with network-only, so no cache that outlives the page keeps it.
 */
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { ACCOUNT_CUSTOMER } from './account-documents.ts';

export function useAccountCustomer() {
  const [result, reexecute] = useQuery({ query: ACCOUNT_CUSTOMER, requestPolicy: 'network-only' });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const customer = result.data?.customer ?? null;
  return {
    customer,
    loading: result.fetching && !customer,
    error: result.error,
    /** The answer came and holds no customer (an error, or none returned). */
    failed: !result.fetching && !customer,
    retry,
  };
}
