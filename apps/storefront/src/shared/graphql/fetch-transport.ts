import type { BrowserStorage } from '../storage/browser-storage.ts';
import type { GraphqlResult } from './graphql-result.ts';
import { buildGraphqlHeaders, rememberCacheId } from './headers.ts';
import { createMutationQueue, type MutationQueue } from './mutation-queue.ts';
import { removeOutOfStockErrors } from './out-of-stock.ts';
import { buildGetUrl } from './query-text.ts';
import { browserIsOnline, isServerRender, withRetry, type RetryOptions } from './retry.ts';

export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  query: string;
  variables?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
  /** Mutations only: send at once instead of waiting for the mutations before it. */
  skipQueue?: boolean;
  signal?: AbortSignal;
}

export type GraphqlFetch = <TData = unknown>(operation: GraphqlOperation) => Promise<GraphqlResult<TData>>;

export interface GraphqlFetchOptions {
  /** `/graphql` on the site origin, or a configured absolute URL (always absolute on the server). */
  endpoint: string;
  storage: BrowserStorage;
  fetch?: typeof globalThis.fetch;
  isServer?: () => boolean;
  isOnline?: () => boolean;
  sleep?: RetryOptions['sleep'];
  random?: () => number;
  /** Pass one to cancel queued mutations from outside (e.g. on sign-out); one is created otherwise. */
  queue?: MutationQueue;
}

/** The server answered, but not with a GraphQL response body (e.g. a proxy's 502 page). Not retried. */
export class GraphqlHttpError extends Error {
  override readonly name = 'GraphqlHttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`GraphQL endpoint responded ${status} ${statusText}`.trim());
  }
}

function isGraphqlBody(value: unknown): value is GraphqlResult {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

async function readGraphqlBody(response: Response): Promise<GraphqlResult> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Query errors arrive with HTTP 500 and a GraphQL body (reference §1): those are results, not failures.
  if (isGraphqlBody(parsed)) return parsed;
  throw new GraphqlHttpError(response.status, response.statusText, text);
}

/**
 * The storefront's GraphQL transport (spec §7/§8): queries as GET with stripped text, mutations as POST
 * one at a time, the standard headers on every call, network retries, the cache id echo and the removal
 * of out-of-stock errors. Resolves with the parsed body; rejects only when there is no GraphQL response.
 */
export function createGraphqlFetch(options: GraphqlFetchOptions): GraphqlFetch {
  const { endpoint, storage } = options;
  const queue = options.queue ?? createMutationQueue();
  const retryOptions = {
    isServer: options.isServer ?? isServerRender,
    isOnline: options.isOnline ?? browserIsOnline,
    sleep: options.sleep,
    random: options.random,
  };

  async function send(operation: GraphqlOperation): Promise<GraphqlResult> {
    // Unbound on purpose: calling window.fetch as a method of another object throws "Illegal invocation".
    const fetchImpl = options.fetch ?? globalThis.fetch;
    // Read per attempt, so a retry after sign-in or a cache id change carries the current values.
    const headers: Record<string, string> = { ...buildGraphqlHeaders(storage), accept: 'application/json' };
    const { query, variables, operationName, signal } = operation;
    const response =
      operation.kind === 'query'
        ? await fetchImpl(buildGetUrl(endpoint, { query, variables, operationName }), {
            method: 'GET',
            headers,
            signal,
          })
        : await fetchImpl(endpoint, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              query,
              operationName: operationName ?? undefined,
              variables: variables ?? {},
            }),
            signal,
          });
    rememberCacheId(storage, response.headers);
    return removeOutOfStockErrors(await readGraphqlBody(response));
  }

  return <TData>(operation: GraphqlOperation) => {
    const attempt = () => withRetry(() => send(operation), { ...retryOptions, signal: operation.signal });
    const result =
      operation.kind === 'mutation'
        ? queue.enqueue(attempt, { skipQueue: operation.skipQueue, signal: operation.signal })
        : attempt();
    return result as Promise<GraphqlResult<TData>>;
  };
}
