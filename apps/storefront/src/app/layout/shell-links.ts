/** Where the shell's account-related controls lead (spec §2 "Shell", companion spec §2). */

export const SIGN_IN_PATH = '/sign-in';
export const ACCOUNT_HOME_PATH = '/customer/account';
export const ACCOUNT_WISHLIST_PATH = '/customer/account/wishlist';
export const LOYALTY_PATH = '/customer/account/loyaltyProgram';
export const WISHLIST_PATH = '/wishlist';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';

/** Account control and the mobile bar's profile entry. */
export const accountHref = (signedIn: boolean): string => (signedIn ? ACCOUNT_HOME_PATH : SIGN_IN_PATH);

/** The header's wishlist heart. */
export const headerWishlistHref = (signedIn: boolean): string => (signedIn ? WISHLIST_PATH : SIGN_IN_PATH);

/** The mobile bar's wishlist entry: the account's wishlist tab. */
export const mobileBarWishlistHref = (signedIn: boolean): string =>
  signedIn ? ACCOUNT_WISHLIST_PATH : SIGN_IN_PATH;

/** The cart trigger is hidden on the checkout path. */
export const isCheckoutPath = (path: string): boolean => {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return clean === CHECKOUT_PATH || clean.startsWith(`${CHECKOUT_PATH}/`);
};
