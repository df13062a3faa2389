/**
 * Plugs the storefront's GraphQL transport (GET queries, queued POST mutations, headers, retry,
 * out-of-stock filtering: shared/graphql/fetch-transport.ts) into urql as its last exchange.
 */
import { CombinedError, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { stringifyDocument } from '@urql/core';
import { filter, fromPromise, merge, mergeMap, pipe, share, takeUntil } from 'wonka';
import type { GraphqlFetch } from '../../shared/graphql/fetch-transport.ts';

export function transportExchange(send: GraphqlFetch): Exchange {
  return ({ forward }) =>
    (ops$) => {
      const shared$ = pipe(ops$, share);
      const fetched$ = pipe(
        shared$,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        mergeMap((op: Operation) => {
          const teardown$ = pipe(
            shared$,
            filter((o) => o.kind === 'teardown' && o.key === op.key),
          );
          const controller = new AbortController();
          const promise = send({
            kind: op.kind as 'query' | 'mutation',
            query: stringifyDocument(op.query),
            variables: op.variables as Record<string, unknown>,
            operationName: undefined,
            skipQueue: Boolean(op.context.skipQueue),
            signal: controller.signal,
          }).then(
            (body) => makeResult(op, body as never),
            (error: unknown) =>
              makeErrorResult(op, error instanceof Error ? error : new Error(String(error))),
          );
          return pipe(fromPromise(promise), takeUntil(teardown$));
        }),
      );
      const forwarded$ = pipe(
        shared$,
        filter((op) => op.kind !== 'query' && op.kind !== 'mutation'),
        forward,
      );
      return merge([fetched$, forwarded$]);
    };
}

export { CombinedError };
