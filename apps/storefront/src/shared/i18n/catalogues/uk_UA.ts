/**
 * The uk_UA texts: this chunk holds the shop's (every feature's but the lazy areas'); each lazy area's
 * come in a chunk of their own (load-locale.ts checks both halves against LAZY_MESSAGE_AREAS).
 */
export const shop = import.meta.glob<Record<string, unknown>>(
  [
    '../../../i18n/uk_UA.json',
    '../../../app/i18n/uk_UA.json',
    '../../../features/*/i18n/uk_UA.json',
    '!../../../features/{account,auth,cart,checkout,contact,social-login,wishlist}/i18n/*.json',
  ],
  { eager: true, import: 'default' },
);

export const areas = import.meta.glob<Record<string, unknown>>(
  '../../../features/{account,auth,cart,checkout,contact,social-login,wishlist}/i18n/uk_UA.json',
  { import: 'default' },
);
