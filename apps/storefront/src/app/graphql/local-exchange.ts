/**
 * Answers, without the network, mutations sent with `context.localOnly` (shared/session's
 * EvictCachedData): urql's document cache, which sits before this exchange, then drops the answers
 * of the `additionalTypenames` the operation carries and asks again for those still on screen. It
 * is how sign-in and sign-out forget cached customer, cart and wishlist data (cart-account spec §4).
 */
import { makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, merge, pipe, share } from 'wonka';

const isLocal = (op: Operation) => op.kind === 'mutation' && op.context.localOnly === true;

export const localExchange: Exchange =
  ({ forward }) =>
  (ops$) => {
    const shared$ = pipe(ops$, share);
    const local$ = pipe(
      shared$,
      filter(isLocal),
      map((op) => makeResult(op, { data: { __typename: 'Mutation' } })),
    );
    const forwarded$ = pipe(
      shared$,
      filter((op) => !isLocal(op)),
      forward,
    );
    return merge([local$, forwarded$]);
  };
