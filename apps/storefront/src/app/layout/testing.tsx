/**
 * Test helpers for the shell (not part of the app bundle): render inside the providers the app has —
 * a urql client answering from a function, the app store, the store view, a memory router, toasts.
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
import type { Messages } from '../../shared/i18n/format-message.ts';
import { AppStoreProvider, createAppStore, type AppStore } from '../store/app-store.tsx';
import { StoreViewProvider } from '../store-view.tsx';
import { MainMenuProvider } from './main-menu.tsx';
import { ToastsProvider, type AppToastStore } from './toasts-context.tsx';

/** Returned by a responder: the operation never answers (stays loading). */
export const PENDING = Symbol('pending');

/** data for the operation, an Error for a failed one, PENDING, or undefined (data null). */
export type Responder = (
  operationName: string | null,
  variables: Record<string, unknown>,
  op: Operation,
) => unknown;

export function mockClient(respond: Responder = () => undefined) {
  const operations: Operation[] = [];
  const exchange: Exchange = () => (ops$) =>
    pipe(
      ops$,
      filter((op) => op.kind === 'query' || op.kind === 'mutation'),
      mergeMap((op) => {
        operations.push(op);
        const answer = respond(
          getOperationName(op.query) ?? null,
          (op.variables ?? {}) as Record<string, unknown>,
          op,
        );
        if (answer === PENDING) return never;
        if (answer instanceof Error) return fromValue(makeErrorResult(op, answer));
        return fromValue(makeResult(op, { data: answer ?? null }));
      }),
    );
  const client = new Client({ url: '/graphql', exchanges: [exchange] });
  return { client, operations };
}

export interface ShellOptions {
  path?: string;
  signedIn?: boolean;
  store?: AppStore;
  respond?: Responder;
  messages?: Messages;
  toastStore?: AppToastStore;
  storeCode?: string;
}

export interface ShellRender extends RenderResult {
  store: AppStore;
  memory: ReturnType<typeof memoryLocation>;
  operations: Operation[];
  client: Client;
}

export function renderInShell(ui: ReactNode, options: ShellOptions = {}): ShellRender {
  const store = options.store ?? createAppStore({ isSignedIn: options.signedIn ?? false });
  const memory = memoryLocation({ path: options.path ?? '/', record: true });
  const { client, operations } = mockClient(options.respond);
  const result = render(
    <UrqlProvider value={client}>
      <AppStoreProvider store={store}>
        <StoreViewProvider
          storeCode={options.storeCode ?? 'ua'}
          origin="https://shop.test"
          messages={options.messages ?? {}}
        >
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <MainMenuProvider>
              <ToastsProvider store={options.toastStore}>{ui}</ToastsProvider>
            </MainMenuProvider>
          </Router>
        </StoreViewProvider>
      </AppStoreProvider>
    </UrqlProvider>,
  );
  return { ...result, store, memory, operations, client };
}
