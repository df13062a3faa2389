/**
 * "cache-and-network then cache-first" (spec section 7) for the CMS operations: the first view
 * of an operation with given variables in this browser session refreshes the cache, later views
 * trust it. The server always renders a first view.
 */
import { useEffect, useState } from 'react';
import type { RequestPolicy } from '../../shared/graphql/fetch-policies.ts';

const ranInSession = new Set<string>();

/** Tests: forget what ran. */
export function resetSessionPolicies(): void {
  ranInSession.clear();
}

export function sessionPolicy(key: string, hasRunBefore: boolean): RequestPolicy {
  return hasRunBefore && ranInSession.has(key) ? 'cache-first' : 'cache-and-network';
}

export function useSessionPolicy(key: string): RequestPolicy {
  const [policy] = useState(() => sessionPolicy(key, typeof window !== 'undefined'));
  useEffect(() => {
    ranInSession.add(key);
  }, [key]);
  return policy;
}
