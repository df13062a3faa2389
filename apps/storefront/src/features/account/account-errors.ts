/**
 * What the account pages tell the shopper when a request fails: the server's message when it gave one
 * (Magento's texts, e.g. a wrong password on the e-mail change), a signed-out hint when the token is no
 * longer accepted, a generic line for a network failure.
 */
import type { CombinedError } from '@urql/core';

export type AccountFailure =
  | { kind: 'signedOut'; message: string }
  | { kind: 'server'; message: string }
  | { kind: 'network'; message: null };

/** Magento's category of a refused customer token ("The current customer isn't authorized."). */
const AUTHORIZATION = 'graphql-authorization';

export function accountFailureOf(error: CombinedError | Error | null | undefined): AccountFailure | null {
  if (!error) return null;
  const graphQLErrors = (error as Partial<CombinedError>).graphQLErrors ?? [];
  const first = graphQLErrors[0];
  if (first) {
    return first.extensions?.category === AUTHORIZATION
      ? { kind: 'signedOut', message: first.message }
      : { kind: 'server', message: first.message };
  }
  return { kind: 'network', message: null };
}
