/**
 * The account's tabs (cart-account spec §2): each with the path its links use and the route segments
 * that show it. /customer/account/{tab} takes a tab's id; the short signed-in-only routes
 * (/address-book, /order-history, …) show the same tabs; an unknown tab shows the account home.
 */

export type AccountTabId =
  | 'home'
  | 'personalInformation'
  | 'addressBook'
  | 'orderHistory'
  | 'wishlist'
  | 'priceAlerts'
  | 'savedPayments'
  | 'communications'
  | 'loyaltyProgram'
  | 'help'
  | 'delete';

export interface AccountTab {
  id: AccountTabId;
  /** Where links to the tab go (below the store prefix). */
  path: string;
  title: { id: string; defaultMessage: string };
}

const tab = (id: AccountTabId, path: string, defaultMessage: string): AccountTab => ({
  id,
  path,
  title: { id: `account.tab.${id}`, defaultMessage },
});

/** In the order the navigation lists them. */
export const ACCOUNT_TABS: readonly AccountTab[] = [
  tab('home', '/customer/account', 'My account'),
  tab('personalInformation', '/customer/account/personalInformation', 'Personal information'),
  tab('orderHistory', '/customer/account/orderHistory', 'Order history'),
  tab('addressBook', '/customer/account/addressBook', 'Address book'),
  tab('wishlist', '/customer/account/wishlist', 'Wishlist'),
  tab('priceAlerts', '/customer/account/priceAlerts', 'Price alerts'),
  tab('loyaltyProgram', '/customer/account/loyaltyProgram', 'Loyalty programme'),
  tab('savedPayments', '/saved-payments', 'Saved payment methods'),
  tab('communications', '/communications', 'Communications'),
  tab('help', '/customer/account/help', 'Help'),
  tab('delete', '/customer/account/delete', 'Delete account'),
];

/** Another engineer's page: it revokes the token and clears the session. */
export const SIGN_OUT_PATH = '/customer/account/signOut';
export const CHANGE_PASSWORD_PATH = '/customer/account/changePassword';

/** The short signed-in-only routes of spec §2 and the tab each shows. */
const SHORT_ROUTES: Readonly<Record<string, AccountTabId>> = {
  'account-information': 'personalInformation',
  'address-book': 'addressBook',
  'order-history': 'orderHistory',
  'saved-payments': 'savedPayments',
  communications: 'communications',
  wishlist: 'wishlist',
};

/** The tab a route segment shows: a tab id (/customer/account/{tab}), a short route, else home. */
export function accountTabFor(segment: string | null | undefined): AccountTab {
  const id = segment ? (SHORT_ROUTES[segment] ?? segment) : 'home';
  return ACCOUNT_TABS.find((t) => t.id === id) ?? ACCOUNT_TABS[0]!;
}
