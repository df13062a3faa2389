/**
 * The urql client, built the same way on the server (one per request, suspense on, results
 * collected for the page) and in the browser (once, hydrated from the server's results).
 *
 * The cache is urql's document cache: answers kept per operation and variables, dropped when a
 * mutation returns a type they contain. The storefront reads catalogue and content through one
 * query per view, so a normalised cache (Graphcache) had nothing to share between queries, and
 * cost 7 KB of the first load and part of every answer's processing while a page hydrates.
 */
import { cacheExchange, Client, ssrExchange, type Exchange, type SSRData } from '@urql/core';
import { lazyGraphqlFetch } from '../../shared/graphql/lazy-transport.ts';
import type { PersistedCache } from '../../shared/graphql/persisted-cache.ts';
import type { BrowserStorage } from '../../shared/storage/browser-storage.ts';
import { localExchange } from './local-exchange.ts';
import { personalExchange } from './personal-exchange.ts';
import { persistedExchange } from './persisted-exchange.ts';
import { transportExchange } from './transport-exchange.ts';

export interface ClientOptions {
  endpoint: string;
  storage: BrowserStorage;
  isServer: boolean;
  /** Server: the in-process fetch; browser: window.fetch. */
  fetch?: typeof globalThis.fetch;
  initialState?: SSRData;
  /** Browser: answers kept between visits (shared/graphql/persisted-cache.ts). */
  persisted?: PersistedCache;
  /** Server: sees each operation before the ssrExchange (the render's operation log, operation-log.ts). */
  beforeSsr?: Exchange;
}

export function createStorefrontClient(opts: ClientOptions) {
  // The browser reads the extensions of embedded answers: the mark of those cut to the first view
  // (shared/graphql/first-view-cut.ts). The server's own are not embedded.
  const ssr = ssrExchange({
    isClient: !opts.isServer,
    initialState: opts.initialState,
    includeExtensions: !opts.isServer,
  });
  const send = lazyGraphqlFetch({
    endpoint: opts.endpoint,
    storage: opts.storage,
    fetch: opts.fetch,
    isServer: () => opts.isServer,
  });
  const client = new Client({
    url: opts.endpoint,
    suspense: opts.isServer,
    exchanges: [
      personalExchange,
      cacheExchange,
      localExchange,
      ...(opts.persisted ? [persistedExchange(opts.persisted)] : []),
      ...(opts.beforeSsr ? [opts.beforeSsr] : []),
      ssr,
      transportExchange(send),
    ],
  });
  return { client, ssr };
}
