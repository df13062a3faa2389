/**
 * The ru_RU texts: this chunk holds the shop's (every feature's but the lazy areas'); each lazy area's
 * come in a chunk of their own (load-locale.ts checks both halves against LAZY_MESSAGE_AREAS).
 */
export const shop = import.meta.glob<Record<string, unknown>>(
  [
    '../../../i18n/ru_RU.json',
    '../../../app/i18n/ru_RU.json',
    '../../../features/*/i18n/ru_RU.json',
    '!../../../features/{account,auth,cart,checkout,contact,social-login,wishlist}/i18n/*.json',
  ],
  { eager: true, import: 'default' },
);

export const areas = import.meta.glob<Record<string, unknown>>(
  '../../../features/{account,auth,cart,checkout,contact,social-login,wishlist}/i18n/ru_RU.json',
  { import: 'default' },
);
