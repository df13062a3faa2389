/**
 * Test harness of the product page (tests only): the app's providers, an in-memory location and
 * a stub GraphQL client answering by operation name, plus a product fixture.
 */
import type { ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromValue, never } from 'wonka';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { AppStoreProvider, createAppStore, type AppStore } from '../../app/store/app-store.tsx';
import { StoreViewProvider } from '../../app/store-view.tsx';
import type { ProductDetail } from './product-detail-query.ts';

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

const STORE_CONFIG = {
  id: 3,
  code: 'ua',
  store_code: 'ua',
  store_name: 'Vitryna',
  locale: 'uk_UA',
  is_prod: false,
  secure_base_media_url: 'https://shop.test/media/',
};

const nameOf = (query: DocumentNode) =>
  query.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')?.name
    ?.value ?? '';

/** Answers each operation named in `answers`; any other operation never answers (stays loading). */
export function stubClient(answers: Record<string, Answer>, sent: SentOperation[] = []): Client {
  const all: Record<string, Answer> = { getStoreConfigs: { storeConfig: STORE_CONFIG }, ...answers };
  const execute = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => {
    const name = nameOf(request.query);
    const variables = request.variables ?? {};
    sent.push({ name, variables });
    if (!(name in all)) return never;
    const answer = all[name];
    const data =
      typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
    return fromValue({ data, stale: false, hasNext: false });
  };
  return {
    executeQuery: execute,
    executeMutation: execute,
    executeSubscription: () => never,
    suspense: false,
  } as unknown as Client;
}

export function providers(options: { client?: Client; store?: AppStore; path?: string } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const client = options.client ?? stubClient({});
  const store = options.store ?? createAppStore();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UrqlProvider value={client}>
        <AppStoreProvider store={store}>
          <StoreViewProvider storeCode="ua" origin="https://shop.test" messages={{}}>
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

const money = (value: number) => ({ value, currency: 'UAH' as const });

const SIZES = ['L', 'XS', 'M', 'XXS', '3XL', 'S', 'XL', 'XXL', ''];
const OUT_OF_STOCK = new Set(['XXS']);

/** A configurable dress: sizes shuffled, XXS out of stock and one entry without a title. */
export function productFixture(overrides: Partial<Record<string, unknown>> = {}): ProductDetail {
  const product = {
    __typename: 'ConfigurableProduct',
    id: 101,
    uid: 'MTAx',
    sku: 'DRESS-1',
    name: 'Silk midi dress',
    url_key: 'silk-midi-dress',
    url_suffix: '.html',
    brand: 1001,
    brand_label: 'Maison',
    brand_url_key: 'maison',
    marker: 'New',
    only_offline: false,
    season: 'Весна-літо 2025',
    style: { id: 3101, label: 'Casual' },
    gender: '36',
    base_product_type: 'clothing',
    base_product_type_label: 'Одяг',
    product_type_label: 'Сукні',
    type_p: 'configurable',
    switch_photo: false,
    stock_status: 'IN_STOCK',
    categories: [
      {
        uid: 'Mw==',
        name: 'Dresses',
        url_path: 'women/dresses',
        breadcrumbs: [{ category_uid: 'Mg==', category_name: 'Women', category_url_path: 'women' }],
      },
    ],
    description: { html: '<p>Light <strong>silk</strong> dress.</p><script>alert(1)</script>' },
    short_description: { html: '<p>Silk dress</p>' },
    loyalty_bonus_data: { loyalty_bonus: 45, loyalty_bonus_enabled: true },
    meta_info: { meta_title: null, meta_description: 'A silk dress', meta_robots: null },
    media_gallery: [
      { url: 'https://shop.test/media/catalog/product/b.jpg', label: 'Back', position: 2 },
      { url: 'https://shop.test/media/catalog/product/a.jpg', label: 'Front', position: 1 },
      { url: 'https://shop.test/media/catalog/product/c.jpg', label: 'Detail', position: 3 },
    ],
    small_image: { url: 'https://shop.test/media/catalog/product/a.jpg' },
    price_range: {
      minimum_price: {
        regular_price: money(2000),
        final_price: money(1500),
        discount: { amount_off: 500, percent_off: 25 },
      },
    },
    product_all: SIZES.map((title, i) => ({
      id: 200 + i,
      title,
      label: 'Розмір',
      sku: `DRESS-1-${title || 'none'}`,
      stock_status: OUT_OF_STOCK.has(title) ? 0 : 1,
    })),
    related_products: [],
    configurable_options: [
      {
        uid: 'opt',
        attribute_code: 'top_sizes',
        label: 'Розмір',
        values: SIZES.filter(Boolean).map((title, i) => ({
          uid: `uid-${title}`,
          label: title,
          value_index: 2001 + i,
        })),
      },
    ],
    variants: SIZES.filter(Boolean).map((title, i) => ({
      attributes: [{ uid: `uid-${title}`, code: 'top_sizes', value_index: 2001 + i, label: title }],
      product: {
        uid: `v-${title}`,
        sku: `DRESS-1-${title}`,
        stock_status: OUT_OF_STOCK.has(title) ? 'OUT_OF_STOCK' : 'IN_STOCK',
        warehouses: [
          { warehouse_option_id: 9000, name: 'Online', qty: 3 },
          { warehouse_option_id: 9001, name: 'Kyiv shop', qty: title === 'M' ? 2 : 0 },
        ],
      },
    })),
    ...overrides,
  };
  return product as unknown as ProductDetail;
}

export const detailAnswer = (items: unknown[]) => ({ products: { items } });
