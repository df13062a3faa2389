/**
 * Test harness for the CMS, store and account pages (tests only): the app's providers with an
 * in-memory location below the /ua store prefix (its history records full paths), the HTTP status collector, and a urql client built on `fromValue` that
 * answers each operation by name with data or a GraphQL error.
 */
import type { ReactNode } from 'react';
import { CombinedError, Provider as UrqlProvider, type Client } from 'urql';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { concat, fromValue, never } from 'wonka';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { HttpStatusContext, type HttpStatus } from '../../app/http-status.tsx';
import { AppStoreProvider, createAppStore, type AppStore } from '../../app/store/app-store.tsx';
import { StoreViewProvider } from '../../app/store-view.tsx';
import type { Messages } from '../../shared/i18n/format-message.ts';

export interface GraphqlErrorAnswer {
  error: { message: string; category?: string };
}

export type Answer = unknown | GraphqlErrorAnswer | ((variables: Record<string, unknown>) => unknown);

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  requestPolicy?: string;
}

export const TEST_CONFIG = {
  id: 3,
  code: 'ua',
  store_code: 'ua',
  store_name: 'Vitryna',
  locale: 'uk_UA',
  secure_base_media_url: 'https://shop.test/media/',
};

function operationName(query: DocumentNode): string {
  const op = query.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return op?.name?.value ?? '';
}

/** Like the real client, a query's source stays open after its result (urql clears errors when it ends). */
function open<T>(source: Parameters<typeof concat<T>>[0][number]) {
  return concat([source, never]);
}

function isError(value: unknown): value is GraphqlErrorAnswer {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export function fakeClient(answers: Record<string, Answer>, sent: SentOperation[] = []): Client {
  const all: Record<string, Answer> = { getStoreConfigs: { storeConfig: TEST_CONFIG }, ...answers };
  const execute = (
    request: { query: DocumentNode; variables?: Record<string, unknown> },
    context?: { requestPolicy?: string },
  ) => {
    const name = operationName(request.query);
    const variables = request.variables ?? {};
    sent.push({ name, variables, requestPolicy: context?.requestPolicy });
    if (!(name in all)) return never;
    const answer = all[name];
    const value =
      typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
    if (isError(value)) {
      const error = new CombinedError({
        graphQLErrors: [{ message: value.error.message, extensions: { category: value.error.category } }],
      });
      return open(fromValue({ data: undefined, error, stale: false, hasNext: false }));
    }
    return open(fromValue({ data: value, stale: false, hasNext: false }));
  };
  return {
    executeQuery: execute,
    executeMutation: execute,
    executeSubscription: () => never,
    suspense: false,
  } as unknown as Client;
}

export interface HarnessOptions {
  path?: string;
  answers?: Record<string, Answer>;
  store?: AppStore;
  messages?: Messages;
}

export function harness(options: HarnessOptions = {}) {
  const location = memoryLocation({ path: `/ua${options.path ?? '/'}`, record: true });
  const sent: SentOperation[] = [];
  const client = fakeClient(options.answers ?? {}, sent);
  const store = options.store ?? createAppStore();
  const http: HttpStatus = { status: 200 };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <HttpStatusContext.Provider value={http}>
        <UrqlProvider value={client}>
          <AppStoreProvider store={store}>
            <StoreViewProvider storeCode="ua" origin="https://shop.test" messages={options.messages ?? {}}>
              <Router base="/ua" hook={location.hook} searchHook={location.searchHook}>
                {children}
              </Router>
            </StoreViewProvider>
          </AppStoreProvider>
        </UrqlProvider>
      </HttpStatusContext.Provider>
    );
  }
  return { Wrapper, location, store, http, sent };
}

/** A cmsPage answer. */
export function cmsPage(identifier: string, content: string, extra: Record<string, unknown> = {}) {
  return {
    cmsPage: {
      identifier,
      url_key: identifier,
      title: `Title of ${identifier}`,
      content,
      content_heading: null,
      page_layout: '1column',
      meta_title: null,
      meta_description: `About ${identifier}`,
      meta_keywords: null,
      ...extra,
    },
  };
}
