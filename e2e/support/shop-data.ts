/**
 * What the journeys need to know about the demo catalogue, asked of the shop's own GraphQL API
 * (the catalogue is generated, so names and addresses are looked up rather than written down).
 */
import { inject } from 'vitest';

export type StoreCode = 'ua' | 'ru';

export function baseUrl(): string {
  return inject('baseUrl');
}

/** An address of the shop: `shopUrl('ua', '/women')` → http://127.0.0.1:port/ua/women. */
export function shopUrl(store: StoreCode, path: string): string {
  return `${baseUrl()}/${store}${path.startsWith('/') ? path : `/${path}`}`;
}

export async function graphql<T>(
  store: StoreCode,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', store },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length || !body.data) {
    throw new Error(`GraphQL (${store}) answered ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

export interface CatalogProduct {
  sku: string;
  name: string;
  /** Below the store prefix: /{url_key}{url_suffix}. */
  path: string;
}

interface ProductItems {
  products: { items: { sku: string; name: string; url_key: string; url_suffix: string | null }[] };
}

const toProduct = (item: ProductItems['products']['items'][number]): CatalogProduct => ({
  sku: item.sku,
  name: item.name,
  path: `/${item.url_key}${item.url_suffix ?? ''}`,
});

/** The first product a search for `term` finds in the store. */
export async function productFoundBy(term: string, store: StoreCode = 'ua'): Promise<CatalogProduct> {
  const data = await graphql<ProductItems>(
    store,
    `
      query ($term: String!) {
        products(search: $term, pageSize: 1) {
          items {
            sku
            name
            url_key
            url_suffix
          }
        }
      }
    `,
    { term },
  );
  const item = data.products.items[0];
  if (!item) throw new Error(`the demo catalogue (${store}) has no product for "${term}"`);
  return toProduct(item);
}

/** The same product (by SKU) in another store, where its name and address are translated. */
export async function productBySku(sku: string, store: StoreCode): Promise<CatalogProduct> {
  const data = await graphql<ProductItems>(
    store,
    `
      query ($sku: String!) {
        products(filter: { sku: { eq: $sku } }) {
          items {
            sku
            name
            url_key
            url_suffix
          }
        }
      }
    `,
    { sku },
  );
  const item = data.products.items[0];
  if (!item) throw new Error(`no product with SKU ${sku} in store ${store}`);
  return toProduct(item);
}

interface MenuNode {
  label: string;
  url: string | null;
  submenu?: MenuNode[] | null;
}

/**
 * The address the shop's main menu gives a category (e.g. Women › Clothing): the link a shopper
 * follows, so a page reached this way is the category page as the shop links it.
 */
export async function menuCategoryPath(section: string, category: string): Promise<string> {
  const data = await graphql<{ mainMenu: { items: MenuNode[] } }>(
    'ua',
    `
      {
        mainMenu {
          items {
            label
            url
            submenu {
              label
              url
            }
          }
        }
      }
    `,
  );
  const item = data.mainMenu.items.find((node) => node.label === section);
  const child = item?.submenu?.find((node) => node.label === category);
  if (!child?.url) throw new Error(`the main menu has no "${section} › ${category}" link`);
  return child.url;
}
