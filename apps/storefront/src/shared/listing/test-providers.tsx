/**
 * Test harness for the catalogue components: the app's providers around a component, with an
 * in-memory location and a stub GraphQL client that answers by operation name.
 * Used by tests only.
 */
import type { ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromValue, never } from 'wonka';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { AppStoreProvider, createAppStore, type AppStore } from '../../app/store/app-store.tsx';
import { StoreViewProvider } from '../../app/store-view.tsx';
import type { Messages } from '../i18n/format-message.ts';

export type Responder = (variables: Record<string, unknown>) => unknown;

export interface Operation {
  name: string;
  variables: Record<string, unknown>;
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

function operationName(query: DocumentNode): string {
  const op = query.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return op?.name?.value ?? '';
}

/** A client answering each operation from `responders` (a missing one never answers). */
export function stubClient(responders: Record<string, Responder | unknown>, operations: Operation[] = []) {
  const all: Record<string, Responder | unknown> = {
    getStoreConfigs: { storeConfig: TEST_STORE_CONFIG },
    ...responders,
  };
  const execute = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => {
    const name = operationName(request.query);
    const variables = request.variables ?? {};
    operations.push({ name, variables });
    if (!(name in all)) return never;
    const responder = all[name];
    const data = typeof responder === 'function' ? (responder as Responder)(variables) : responder;
    return fromValue({ data, stale: false, hasNext: false });
  };
  return {
    executeQuery: execute,
    executeMutation: execute,
    executeSubscription: () => never,
    suspense: false,
  } as unknown as Client;
}

export interface RenderOptions {
  path?: string;
  storeCode?: 'ua' | 'ru';
  client?: Client;
  store?: AppStore;
  messages?: Messages;
}

/** The providers and the memory location (its `history` records every navigation). */
export function testProviders(options: RenderOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const client = options.client ?? stubClient({});
  const store = options.store ?? createAppStore();
  const storeCode = options.storeCode ?? 'ua';
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UrqlProvider value={client}>
        <AppStoreProvider store={store}>
          <StoreViewProvider
            storeCode={storeCode}
            origin="https://shop.test"
            messages={options.messages ?? {}}
          >
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          </StoreViewProvider>
        </AppStoreProvider>
      </UrqlProvider>
    );
  }
  return { Wrapper, location, store, client };
}
