/**
 * Every page lives under a store-code prefix: /ua/... or /ru/... (spec section 2).
 * Codes are lower case; '/UA' or '/uax' is not a store prefix.
 */
import { DEFAULT_STORE_CODE, STORE_CODES, type StoreCode } from '../constants.ts';

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

function splitAtQuery(path: string): [pathname: string, tail: string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** '/ua/women' → { storeCode: 'ua', rest: '/women' }; '/ua' → rest '/'; no prefix → storeCode null. */
export function splitStorePrefix(pathname: string): { storeCode: StoreCode | null; rest: string } {
  const path = withLeadingSlash(pathname);
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  const first = match?.[1];
  if (!isStoreCode(first)) return { storeCode: null, rest: path };
  const rest = match?.[2] ?? '';
  return { storeCode: first, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Puts `path` under the store prefix, replacing a prefix it already has. A query string or
 * hash in `path` is kept. The home page becomes '/ua/' (the spec's /{storeCode}/{path}).
 */
export function withStorePrefix(path: string, code: StoreCode): string {
  const [pathname, tail] = splitAtQuery(path);
  const { rest } = splitStorePrefix(pathname);
  return `/${code}${rest}${tail}`;
}

/**
 * When the address starts with a store code other than the stored one (the default when none
 * is stored), that code must be saved and the page reloaded: returns it, else null.
 */
export function storeCodeToReload(pathname: string, storedCode: string | null | undefined): StoreCode | null {
  const { storeCode } = splitStorePrefix(pathname);
  if (storeCode === null) return null;
  const current = isStoreCode(storedCode) ? storedCode : DEFAULT_STORE_CODE;
  return storeCode === current ? null : storeCode;
}

/**
 * Address to reload at when switching store: the path translated by a route lookup in the
 * target store, or the current path when that lookup failed (null/empty), with the query kept.
 * The lookup's relative_url has no leading slash in Magento; one is added.
 */
export function storeSwitchUrl(
  target: StoreCode,
  current: { pathname: string; search: string },
  translatedPath?: string | null,
): string {
  const path = translatedPath ? withLeadingSlash(translatedPath) : splitStorePrefix(current.pathname).rest;
  const search =
    current.search === '' || current.search.startsWith('?') ? current.search : `?${current.search}`;
  return `${withStorePrefix(path, target)}${search === '?' ? '' : search}`;
}
