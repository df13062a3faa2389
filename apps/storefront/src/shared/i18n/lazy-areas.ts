/**
 * Features whose texts a shopper needs only on their own pages (the account, sign-in and password
 * pages, the cart's page, drawer and modals, the checkout and its sign-in modal, the contact and share
 * modals and the /contact-us page's form): the browser loads them with those pages (load-locale.ts' withAreaMessages), in a chunk of
 * their own (vite.config.ts), not with the shop's first load, which stays within its budget
 * (e2e/first-load-budget.test.ts). Texts that shared code or the header show live in the shared
 * catalogues.
 */
export const LAZY_MESSAGE_AREAS = [
  'account',
  'auth',
  'cart',
  'checkout',
  'contact',
  'social-login',
  'wishlist',
] as const;
export type LazyMessageArea = (typeof LAZY_MESSAGE_AREAS)[number];

/** The lazy area a catalogue file belongs to ('…/features/account/i18n/uk_UA.json' → 'account'). */
export const lazyAreaOf = (path: string): LazyMessageArea | null =>
  LAZY_MESSAGE_AREAS.find((area) => path.includes(`/features/${area}/i18n/`)) ?? null;
