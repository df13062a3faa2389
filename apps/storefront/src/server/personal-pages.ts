/**
 * Requests whose page must never be kept or served from the page cache: the personal routes of
 * the spec (shared/url/personal-routes.ts, the list the service worker keeps to as well), and any request that carries a customer's token or cart.
 *
 * The storefront keeps the token and the cart id in browser storage and sends the token as
 * `Authorization: Bearer …`, so today's page requests carry neither; the checks are for what
 * may carry them tomorrow (a cookie named like the storage keys, or Magento's session cookies
 * when its pages share the domain). Analytics cookies do not make a request personal, nor does the
 * cart hint (shared/session/cart-hint.ts), which names nobody.
 */
import { CART_HINT_COOKIE } from '../shared/session/cart-hint.ts';
import { STORAGE_KEYS } from '../shared/storage/storage-keys.ts';
import { isPersonalPath } from '../shared/url/personal-routes.ts';

/** Cookies that hold a customer's session, token or cart (names compared case-insensitively). */
const PERSONAL_COOKIES: ReadonlySet<string> = new Set(
  [STORAGE_KEYS.signinToken, STORAGE_KEYS.cartId, 'PHPSESSID', 'private_content_version', 'form_key'].map(
    (name) => name.toLowerCase(),
  ),
);

/** True for a path (query allowed) of a page about one shopper: cart, checkout, account, sign-in. */
export const isPersonalRoute = isPersonalPath;

type CookieHeader = string | string[] | undefined;

/** The cookies of a Cookie header as [name, value] pairs (values as sent). */
function cookiePairs(header: CookieHeader): [name: string, value: string][] {
  const all = Array.isArray(header) ? header.join(';') : (header ?? '');
  return all.split(';').map((pair) => {
    const [name = '', value = ''] = pair.split('=', 2);
    return [name.trim(), value.trim()];
  });
}

/** True when the request carries a customer token or cart (a bearer token, or such a cookie). */
export function carriesCustomerState(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers.authorization) return true;
  return cookiePairs(headers.cookie).some(([name]) => PERSONAL_COOKIES.has(name.toLowerCase()));
}

/** True when a request's Cookie header carries the cart hint (shared/session/cart-hint.ts). */
export function hasCartHint(cookieHeader: CookieHeader): boolean {
  return cookiePairs(cookieHeader).some(([name, value]) => name === CART_HINT_COOKIE && value === '1');
}

/** True when the page of this request must be rendered for it alone and never kept. */
export function isPersonalRequest(
  url: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  return isPersonalRoute(url) || carriesCustomerState(headers);
}
