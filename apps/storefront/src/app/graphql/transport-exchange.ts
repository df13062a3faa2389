/**
 * Plugs the storefront's GraphQL transport (GET queries, queued POST mutations, headers, retry,
 * out-of-stock filtering: shared/graphql/fetch-transport.ts) into urql as its last exchange.
 * Queries share answers between subscriptions to the same operation (shared-answers.ts).
 */
import { CombinedError, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core';
import { stringifyDocument } from '@urql/core';
import { filter, fromPromise, merge, mergeMap, onPush, pipe, share, takeUntil } from 'wonka';
import type { GraphqlFetch } from '../../shared/graphql/fetch-transport.ts';
import { SharedAnswers } from './shared-answers.ts';

export function transportExchange(send: GraphqlFetch): Exchange {
  return ({ forward }) =>
    (ops$) => {
      const answers = new SharedAnswers();
      const shared$ = pipe(ops$, share);
      const fetched$ = pipe(
        shared$,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        mergeMap((op: Operation) => {
          const fetch = () =>
            send({
              kind: op.kind as 'query' | 'mutation',
              query: stringifyDocument(op.query),
              variables: op.variables as Record<string, unknown>,
              operationName: undefined,
              skipQueue: Boolean(op.context.skipQueue),
            });
          const isQuery = op.kind === 'query';
          if (!isQuery) answers.forget();
          const answer = isQuery ? answers.answer(op.key, fetch) : fetch();
          let delivered = false;
          const result = answer.then(
            (body) => makeResult(op, body as never),
            (error: unknown) =>
              makeErrorResult(op, error instanceof Error ? error : new Error(String(error))),
          );
          const teardown$ = pipe(
            shared$,
            filter((o) => o.kind === 'teardown' && o.key === op.key),
            onPush(() => {
              if (isQuery && !delivered) answers.keep(op.key, answer);
            }),
          );
          return pipe(
            fromPromise(result),
            onPush(() => {
              delivered = true;
            }),
            takeUntil(teardown$),
          );
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
