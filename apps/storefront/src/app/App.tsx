/**
 * The storefront application: providers (GraphQL client, client state, i18n, store view) and
 * the routes of the spec's section 2, all below the /ua or /ru store prefix.
 */
import { Suspense, type ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { Router } from 'wouter';
import { AppStoreProvider, type AppStore } from '../shared/state/app-store.tsx';
import { StoreViewProvider } from '../shared/store-view/store-view.tsx';
import { Layout } from './layout/Layout.tsx';
import { AppRoutes } from './routes.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { renderResolvedRoute } from './lazy-resolved-route.tsx';
import { RouteLookupContext } from '../shared/page/route-lookup.tsx';
import { HttpStatusContext, type HttpStatus } from '../shared/page/http-status.tsx';
import { HeadCollectorContext, type HeadCollector } from '../shared/page/head-tags.tsx';
import { RenderedModulesContext } from '../shared/page/rendered-modules.tsx';
import type { Messages } from '../shared/i18n/format-message.ts';

export interface AppProps {
  client: Client;
  store: AppStore;
  storeCode: string;
  origin: string;
  messages: Messages;
  /** Server only: collects the HTTP status pages ask for. */
  httpStatus?: HttpStatus;
  /** Server only: collects the page's head tags. */
  head?: HeadCollector;
  /** Server only: collects the lazy modules the page renders with (their chunks are preloaded). */
  renderedModules?: Set<string>;
  /** Server only: the requested path (without the store prefix) and query string. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({
  client,
  store,
  storeCode,
  origin,
  messages,
  httpStatus,
  head,
  renderedModules,
  ssrPath,
  ssrSearch,
}: AppProps): ReactNode {
  return (
    <HttpStatusContext.Provider value={httpStatus ?? null}>
      <RenderedModulesContext.Provider value={renderedModules ?? null}>
        <HeadCollectorContext.Provider value={head ?? null}>
          <RouteLookupContext.Provider value={renderResolvedRoute}>
            <UrqlProvider value={client}>
              <AppStoreProvider store={store}>
                <StoreViewProvider storeCode={storeCode} origin={origin} messages={messages}>
                  <Router base={`/${storeCode}`} ssrPath={ssrPath} ssrSearch={ssrSearch}>
                    <ErrorBoundary>
                      <Layout>
                        <Suspense fallback={null}>
                          <AppRoutes />
                        </Suspense>
                      </Layout>
                    </ErrorBoundary>
                  </Router>
                </StoreViewProvider>
              </AppStoreProvider>
            </UrqlProvider>
          </RouteLookupContext.Provider>
        </HeadCollectorContext.Provider>
      </RenderedModulesContext.Provider>
    </HttpStatusContext.Provider>
  );
}
