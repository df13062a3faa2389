/**
 * The routes whose page shows or depends on one shopper's data (spec cart-and-account section 2):
 * the cart, checkout and order success, sign-in and registration, the signed-in-only routes and
 * everything under /customer. No cache that outlives the request keeps them: not the server's page
 * cache, not the service worker (public/sw.js carries a copy of this list; sw.test.ts checks they
 * agree).
 */
import { splitStorePrefix } from './store-prefix.ts';

/** Spec section 2: a signed-out visitor is redirected to /sign-in from these. */
export const SIGNED_IN_ROUTES = [
  'wishlist',
  'saved-payments',
  'order-history',
  'communications',
  'address-book',
  'account-information',
] as const;

/** First path segments (below the store prefix) of every personal route. */
export const PERSONAL_ROUTE_SEGMENTS: readonly string[] = [
  'cart',
  'checkout',
  'order-success',
  'sign-in',
  'forgot-password',
  'create-account',
  'social-accounts',
  'customer',
  ...SIGNED_IN_ROUTES,
];

/** '/ua/cart', '/ua/Cart/', '/customer/account/login', '/ru/checkout/' → true; '/ua/women' → false. */
export function isPersonalPath(pathname: string): boolean {
  const { rest } = splitStorePrefix(pathname.split(/[?#]/, 1)[0]!);
  const first = rest.split('/').find((segment) => segment !== '') ?? '';
  return PERSONAL_ROUTE_SEGMENTS.includes(first.toLowerCase());
}
