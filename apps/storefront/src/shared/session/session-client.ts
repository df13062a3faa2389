/**
 * What the session's flows need of the GraphQL client and the store, and the small helpers they
 * share: a mutation or a network-only query as a promise, its first error as a thrown SessionError
 * carrying the server's message (shown to the shopper as it comes), and forgetting cached data.
 */
import type { AnyVariables, Client, CombinedError, DocumentInput, OperationContext } from '@urql/core';
import type { AppStore } from '../state/app-store.tsx';
import { EVICT_CACHED_DATA } from './session-documents.ts';

export interface SessionDeps {
  client: Client;
  store: AppStore;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/** A failed session request: `message` is the server's text (Magento's), or null for a network failure. */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  constructor(
    message: string,
    readonly serverMessage: string | null,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** The error to throw for a failed answer: the first GraphQL message, else a network failure. */
export function sessionErrorOf(error: CombinedError | undefined, fallback: string): SessionError {
  const message = error?.graphQLErrors?.[0]?.message;
  if (message) return new SessionError(message, message, error);
  return new SessionError(error?.networkError?.message ?? fallback, null, error);
}

type Result<Data> = { data?: Data | null; error?: CombinedError };

export function mutate<Data, Variables extends AnyVariables>(
  deps: SessionDeps,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<Result<Data>> {
  return deps.client.mutation(document, variables, context).toPromise() as Promise<Result<Data>>;
}

/** A query sent to the network (spec: "no cache"). */
export function fetchFresh<Data, Variables extends AnyVariables>(
  deps: SessionDeps,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Result<Data>> {
  return deps.client.query(document, variables, { requestPolicy: 'network-only' }).toPromise() as Promise<
    Result<Data>
  >;
}

/** Types whose cached answers belong to one shopper (urql's document cache keys answers by them). */
export const CUSTOMER_TYPENAMES = ['Customer', 'Wishlist', 'DynamicBlocks'] as const;
export const CART_TYPENAMES = ['Cart'] as const;

/** Drops cached answers holding these types (app/graphql/local-exchange.ts answers the operation). */
export async function evictCachedData(deps: SessionDeps, typenames: readonly string[]): Promise<void> {
  await mutate(deps, EVICT_CACHED_DATA, {}, { additionalTypenames: [...typenames], localOnly: true });
}
