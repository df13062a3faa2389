/**
 * Switching store view (spec §2): the current path is looked up (ResolveURL) in the target store — the
 * request carries that store's header — and the page reloads at /{target}/{translated path}, keeping
 * the query string; when the lookup fails the current path is used. The target store's code, currency
 * and media base URL are saved first, so the reloaded page talks to the new store.
 */
import { stringifyDocument } from '@urql/core';
import type { TadaDocumentNode } from 'gql.tada';
import { graphql } from '../../shared/graphql/graphql.ts';
import type { BrowserStorage } from '../../shared/storage/browser-storage.ts';
import { saveStoreViewPreferences } from '../../shared/storage/store-view-preferences.ts';
import { splitStorePrefix, storeSwitchUrl } from '../../shared/url/store-prefix.ts';
import type { StoreCode } from '../../shared/constants.ts';
import { RESOLVE_URL } from '../queries.ts';

/** The target store's settings saved with a switch (the same operation name as the shell's config query). */
export const TARGET_STORE_CONFIG = graphql(`
  query getStoreConfigs {
    storeConfig {
      store_code
      default_display_currency_code
      secure_base_media_url
    }
  }
`);

export interface StoreSwitchDeps {
  /** GraphQL endpoint ('/graphql' or a configured absolute URL). */
  endpoint: string;
  fetch: typeof globalThis.fetch;
  storage: BrowserStorage;
}

/** One query sent with the target store's header (not through the client: its headers name the current store). */
async function queryInStore<Result, Variables>(
  deps: StoreSwitchDeps,
  target: StoreCode,
  document: TadaDocumentNode<Result, Variables>,
  variables?: Variables,
): Promise<Result | null> {
  try {
    const query = stringifyDocument(document);
    // Loaded on a switch: the query text's stripping rides with the transport (lazy-transport.ts).
    const { buildGetUrl } = await import('../../shared/graphql/query-text.ts');
    const vars = (variables ?? undefined) as Record<string, unknown> | undefined;
    const response = await deps.fetch(buildGetUrl(deps.endpoint, { query, variables: vars }), {
      method: 'GET',
      headers: { accept: 'application/json', store: target },
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { data?: Result | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** The path of the current page in the target store, or null when the lookup fails or finds nothing. */
export async function lookupPathInStore(
  deps: StoreSwitchDeps,
  target: StoreCode,
  path: string,
): Promise<string | null> {
  if (path === '/' || path === '') return null;
  const data = await queryInStore(deps, target, RESOLVE_URL, { url: path });
  const relative = data?.route?.relative_url?.trim();
  return relative ? relative : null;
}

/** Looks the path up in the target store, saves the target's preferences and returns the address to load. */
export async function prepareStoreSwitch(
  deps: StoreSwitchDeps,
  target: StoreCode,
  current: { pathname: string; search: string },
): Promise<string> {
  const path = splitStorePrefix(current.pathname).rest;
  const [translated, config] = await Promise.all([
    lookupPathInStore(deps, target, path),
    queryInStore(deps, target, TARGET_STORE_CONFIG),
  ]);
  saveStoreViewPreferences(deps.storage, {
    code: target,
    currency: config?.storeConfig?.default_display_currency_code,
    secureBaseMediaUrl: config?.storeConfig?.secure_base_media_url,
  });
  return storeSwitchUrl(target, current, translated);
}
