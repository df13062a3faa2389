/**
 * A cookie that tells the server whether this browser may hold a cart: a cart id or a customer token
 * in browser storage. Both stay in storage (spec §9); the cookie carries neither, only "1".
 *
 * The server cannot read storage, so without it the cart and the checkout rendered a loading state
 * (or nothing) and a first visit saw "your cart is empty" only after the scripts had run. With it,
 * a browser that holds nothing gets its empty cart in the HTML; one that may hold a cart gets the
 * loading state as before. A stale or missing cookie only costs that: the page corrects itself
 * after hydration. The server reads it in server/personal-pages.ts (hasCartHint), where it is no
 * personal cookie: it names nobody.
 */
export const CART_HINT_COOKIE = 'vitryna_cart_hint';

/** A year: the cart id in storage has no end, and the cookie is written again on every start. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The `document.cookie` assignment that sets (or, when nothing is held, deletes) the hint. */
export function cartHintCookie(mayHoldCart: boolean, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return mayHoldCart
    ? `${CART_HINT_COOKIE}=1; Max-Age=${MAX_AGE_SECONDS}${attributes}`
    : `${CART_HINT_COOKIE}=; Max-Age=0${attributes}`;
}

/** Writes the hint to the document's cookies (browser only; a no-op without a document). */
export function writeCartHint(mayHoldCart: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = cartHintCookie(mayHoldCart, location.protocol === 'https:');
}
