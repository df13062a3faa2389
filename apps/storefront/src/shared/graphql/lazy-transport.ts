/**
 * The GraphQL transport, loaded with the first request instead of with the page: a server-rendered
 * page's first view sends none (its answers come in the boot data), so the transport's code (the
 * GET texts, the mutation queue, retries, the out-of-stock filter) sat unused in the first load.
 */
import type { GraphqlFetch, GraphqlFetchOptions } from './fetch-transport.ts';

type LoadTransport = () => Promise<{ createGraphqlFetch: (options: GraphqlFetchOptions) => GraphqlFetch }>;

export function lazyGraphqlFetch(
  options: GraphqlFetchOptions,
  load: LoadTransport = () => import('./fetch-transport.ts'),
): GraphqlFetch {
  let transport: Promise<GraphqlFetch> | undefined;
  return (operation) => {
    // One transport (one mutation queue) for every request; a failed load is tried again by the next.
    transport ??= load().then(
      (module) => module.createGraphqlFetch(options),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    );
    return transport.then((send) => send(operation));
  };
}
