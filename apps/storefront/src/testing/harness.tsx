/**
 * The one harness of the component tests (tests only; lint keeps the app from importing it): a real urql
 * client whose only exchange answers each operation by name, and the providers the app has — the app
 * store, the store view, an in-memory location (its `history` records every navigation), the HTTP status
 * collector, the backend route lookup and the toasts; `shell: true` adds the main menu the header needs.
 *
 * Answers by operation name: data; a function of the variables giving data; `{ error: { message,
 * category } }` for a GraphQL error; an Error for a network failure; PENDING to stay loading. An
 * operation with no answer stays loading too. A responder function answers every operation instead.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  Client,
  getOperationName,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
} from '@urql/core';
import { Provider as UrqlProvider } from 'urql';
import { filter, fromValue, mergeMap, never, pipe } from 'wonka';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MainMenuProvider } from '../app/layout/main-menu.tsx';
import { renderResolvedRoute } from '../app/lazy-resolved-route.tsx';
import type { Messages } from '../shared/i18n/format-message.ts';
import { HttpStatusContext, type HttpStatus } from '../shared/page/http-status.tsx';
import { RouteLookupContext } from '../shared/page/route-lookup.tsx';
import { AppStoreProvider, createAppStore, type AppStore } from '../shared/state/app-store.tsx';
import { StoreViewProvider } from '../shared/store-view/store-view.tsx';
import { ToastsProvider, type AppToastStore } from '../shared/toasts/toasts-context.tsx';

/** The modal host of the app, for tests that open modals through the store. */
export { ModalHost } from '../app/layout/ModalHost.tsx';

/** An answer that never comes: the operation stays loading. */
export const PENDING = Symbol('pending');

export interface GraphqlErrorAnswer {
  error: { message: string; category?: string };
}

/** Data, a GraphQL error, an Error (network failure), PENDING, or a function of the variables giving one. */
export type Answer = unknown;

/** Answers every operation: by its name, its variables and the operation itself (undefined: data null). */
export type Responder = (
  operationName: string | null,
  variables: Record<string, unknown>,
  op: Operation,
) => unknown;

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  requestPolicy?: string;
}

export const TEST_STORE_CONFIG = {
  id: 3,
  code: 'ua',
  store_code: 'ua',
  store_name: 'Vitryna',
  locale: 'uk_UA',
  facebook_url: null,
  telegram_url: null,
  instagram_group_url: null,
  instagram_outlet_url: null,
  instagram_beauty_url: null,
  instagram_baby_url: null,
  contact_phone: null,
  apple_store_url: null,
  is_prod: false,
  grid_per_page: 24,
  default_country: 'UA',
  secure_base_media_url: 'https://shop.test/media/',
  default_display_currency_code: 'UAH',
  amsociallogin_general_enabled: false,
  login_position: null,
  button_shape: 0,
  popup_enabled: false,
  button_position: null,
  redirect_type: 0,
  custom_url: null,
};

const isGraphqlError = (value: unknown): value is GraphqlErrorAnswer =>
  typeof value === 'object' && value !== null && 'error' in value && !(value instanceof Error);

function answerFor(answers: Record<string, Answer> | Responder, op: Operation): unknown {
  const name = getOperationName(op.query) ?? null;
  const variables = (op.variables ?? {}) as Record<string, unknown>;
  if (typeof answers === 'function') return answers(name, variables, op);
  const all: Record<string, Answer> = { getStoreConfigs: { storeConfig: TEST_STORE_CONFIG }, ...answers };
  if (name === null || !(name in all)) return PENDING;
  const answer = all[name];
  return typeof answer === 'function'
    ? (answer as (v: Record<string, unknown>) => unknown)(variables)
    : answer;
}

export interface StubClient extends Client {
  /** Every query and mutation sent, in order. */
  readonly operations: Operation[];
  readonly sent: SentOperation[];
}

/** A real urql client (no cache) whose one exchange answers from `answers` and records what was sent. */
export function stubClient(
  answers: Record<string, Answer> | Responder = {},
  sent: SentOperation[] = [],
): StubClient {
  const operations: Operation[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind === 'query' || op.kind === 'mutation'),
      mergeMap((op) => {
        operations.push(op);
        const variables = (op.variables ?? {}) as Record<string, unknown>;
        sent.push({
          name: getOperationName(op.query) ?? '',
          variables,
          requestPolicy: op.context.requestPolicy,
        });
        const answer = answerFor(answers, op);
        if (answer === PENDING) return never;
        if (answer instanceof Error) return fromValue(makeErrorResult(op, answer));
        if (isGraphqlError(answer)) {
          const { message, category } = answer.error;
          return fromValue(makeResult(op, { data: null, errors: [{ message, extensions: { category } }] }));
        }
        return fromValue(makeResult(op, { data: answer ?? null }));
      }),
    );
  const client = new Client({ url: '/graphql', exchanges: [exchange] });
  return Object.assign(client, { operations, sent });
}

export interface HarnessOptions {
  /** Path below the store prefix. */
  path?: string;
  storeCode?: 'ua' | 'ru';
  /** Route under /{storeCode} like the app (the location's history then records full paths). */
  underStorePrefix?: boolean;
  answers?: Record<string, Answer> | Responder;
  /** The same as `answers` given a responder. */
  respond?: Responder;
  /** A client of your own (stubClient(...)); `answers` is ignored then. */
  client?: Client;
  store?: AppStore;
  signedIn?: boolean;
  messages?: Messages;
  toastStore?: AppToastStore;
  /** Adds the shell's main-menu provider (header, drawer, footer). */
  shell?: boolean;
  /**
   * The app's router instead of the memory location (`location` is then unused): the server's path is
   * `path`, the browser's is window.location. For renderToString and hydrateRoot.
   */
  appRouter?: boolean;
}

export interface Harness {
  Wrapper: (props: { children: ReactNode }) => ReactNode;
  location: ReturnType<typeof memoryLocation>;
  store: AppStore;
  client: Client;
  /** What the harness's own client sent (empty with a client of your own). */
  sent: SentOperation[];
  /** The urql operations the harness's own client received. */
  requests: Operation[];
  http: HttpStatus;
}

export function harness(options: HarnessOptions = {}): Harness {
  const storeCode = options.storeCode ?? 'ua';
  const prefix = options.underStorePrefix ? `/${storeCode}` : '';
  const location = memoryLocation({ path: `${prefix}${options.path ?? '/'}`, record: true });
  const sent: SentOperation[] = [];
  const client = options.client ?? stubClient(options.answers ?? options.respond ?? {}, sent);
  const requests = (client as Partial<StubClient>).operations ?? [];
  const store = options.store ?? createAppStore({ isSignedIn: options.signedIn ?? false });
  const http: HttpStatus = { status: 200 };
  const routerLocation = options.appRouter
    ? { ssrPath: `${prefix}${options.path ?? '/'}`, ssrSearch: '' }
    : { hook: location.hook, searchHook: location.searchHook };
  function Wrapper({ children }: { children: ReactNode }) {
    const content = options.shell ? <MainMenuProvider>{children}</MainMenuProvider> : children;
    return (
      <HttpStatusContext.Provider value={http}>
        <RouteLookupContext.Provider value={renderResolvedRoute}>
          <UrqlProvider value={client}>
            <AppStoreProvider store={store}>
              <StoreViewProvider
                storeCode={storeCode}
                origin="https://shop.test"
                messages={options.messages ?? {}}
              >
                <Router base={prefix} {...routerLocation}>
                  <ToastsProvider store={options.toastStore}>{content}</ToastsProvider>
                </Router>
              </StoreViewProvider>
            </AppStoreProvider>
          </UrqlProvider>
        </RouteLookupContext.Provider>
      </HttpStatusContext.Provider>
    );
  }
  return { Wrapper, location, store, client, sent, requests, http };
}

export interface AppRender extends RenderResult, Harness {
  /** The in-memory location (same as `location`). */
  memory: Harness['location'];
}

/** Renders `ui` inside the harness's providers. */
export function renderInApp(ui: ReactNode, options: HarnessOptions = {}): AppRender {
  const h = harness(options);
  const result = render(ui, { wrapper: h.Wrapper });
  return { ...result, ...h, memory: h.location };
}

/** renderInApp with the shell's providers (header, drawer, footer, modal tests). */
export function renderInShell(ui: ReactNode, options: HarnessOptions = {}): AppRender {
  return renderInApp(ui, { ...options, shell: true });
}
