/**
 * Puts the persisted client cache (shared/graphql/persisted-cache.ts) between urql's cache and the
 * network. It sits above the ssrExchange, so it sees (and keeps) the server's answers too; it
 * answers nothing before the first view is over, so hydration only ever reads the server's.
 *
 * A query urql's cache could not answer is answered from the store when it holds one:
 * cache-first: from the store alone; cache-and-network: from the store, marked stale, and asked
 * again. network-only (the cache's own refresh) always goes on. An answer the server cut to the
 * first view (shared/graphql/first-view-cut.ts) is not kept: a later visit must not take it for whole.
 */
import { getOperationName, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, merge, onPush, pipe, share } from 'wonka';
import { isFirstViewCut } from '../../shared/graphql/first-view-cut.ts';
import type { PersistedCache } from '../../shared/graphql/persisted-cache.ts';

interface Routed {
  op: Operation;
  stored: unknown;
}

export function persistedExchange(cache: PersistedCache): Exchange {
  return ({ forward }) =>
    (ops$) => {
      const routed$ = pipe(
        ops$,
        map((op): Routed => ({
          op,
          stored:
            op.kind === 'query' && op.context.requestPolicy !== 'network-only'
              ? cache.get(op.key)
              : undefined,
        })),
        share,
      );
      const fromStore$ = pipe(
        routed$,
        filter(({ stored }) => stored !== undefined),
        map(({ op, stored }) => ({
          ...makeResult(op, { data: stored as Record<string, unknown> }),
          stale: op.context.requestPolicy === 'cache-and-network',
        })),
      );
      const fromNetwork$ = pipe(
        routed$,
        filter(({ op, stored }) => stored === undefined || op.context.requestPolicy === 'cache-and-network'),
        map(({ op }) => op),
        forward,
        onPush((result) => {
          const op = result.operation;
          if (op.kind !== 'query' || result.error || result.hasNext || !result.data) return;
          if (isFirstViewCut(result.extensions)) return;
          cache.record(op.key, getOperationName(op.query), result.data);
        }),
      );
      return merge([fromStore$, fromNetwork$]);
    };
}
