/**
 * Treats every query not registered as public (shared/graphql/public-operations.ts) as personal:
 * it is sent to the network whatever policy its caller asked for, so a shopper never sees an
 * answer that urql's cache kept from before (another account, a cart before sign-out). The
 * persisted cache keeps only its own allow-list, a subset of the public operations.
 */
import { getOperationName, makeOperation, type Exchange } from '@urql/core';
import { map, pipe } from 'wonka';
import { isPublicOperation } from '../../shared/graphql/public-operations.ts';

export const personalExchange: Exchange =
  ({ forward }) =>
  (ops$) =>
    forward(
      pipe(
        ops$,
        map((op) =>
          op.kind === 'query' && !isPublicOperation(getOperationName(op.query))
            ? makeOperation(op.kind, op, { ...op.context, requestPolicy: 'network-only' })
            : op,
        ),
      ),
    );
