/**
 * How each operation of spec §7 uses the client cache, in urql's request-policy vocabulary. `next` is the
 * policy once the operation has run in this session ("cache-and-network then cache-first"): the first view
 * refreshes what was persisted from an earlier visit, later views trust the cache. The spec's "no cache"
 * becomes network-only, the closest urql policy (urql always writes results to its cache).
 *
 * Keys are the operation names the feature documents must use.
 */
export type RequestPolicy = 'cache-first' | 'cache-only' | 'network-only' | 'cache-and-network';

export interface FetchPolicy {
  readonly initial: RequestPolicy;
  readonly next?: RequestPolicy;
}

export const FETCH_POLICIES = {
  ResolveURL: { initial: 'cache-and-network', next: 'cache-first' },
  getMainMenu: { initial: 'cache-and-network' },
  getProductDetail: { initial: 'cache-and-network' },
  GetAutocompleteSuggestions: { initial: 'cache-and-network' },
  GetCmsBlocks: { initial: 'cache-and-network', next: 'cache-first' },
  getStoreLocatorPoints: { initial: 'network-only' },
  getStoreConfigs: { initial: 'network-only' },
  GetPriceAlertProducts: { initial: 'network-only' },
} as const satisfies Record<string, FetchPolicy>;

export type PolicedOperation = keyof typeof FETCH_POLICIES;

/** The request policy for an operation, given whether it already ran in this session. */
export function requestPolicyFor(operation: PolicedOperation, hasRunBefore: boolean): RequestPolicy {
  const policy: FetchPolicy = FETCH_POLICIES[operation];
  return hasRunBefore && policy.next ? policy.next : policy.initial;
}
