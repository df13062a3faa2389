/**
 * Server: the query document of every operation a render sent, by urql operation key. The answers
 * the page embeds are keyed the same way; their documents tell what to cut (first-view-cuts.ts).
 */
import type { Exchange } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { onPush, pipe } from 'wonka';

export type OperationLog = Map<number, DocumentNode>;

export function operationLogExchange(log: OperationLog): Exchange {
  return ({ forward }) =>
    (ops$) =>
      forward(
        pipe(
          ops$,
          onPush((op) => {
            if (op.kind === 'query') log.set(op.key, op.query);
          }),
        ),
      );
}
