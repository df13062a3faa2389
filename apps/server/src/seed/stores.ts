/** The two store views, their settings and the customer groups. */

export type StoreCode = 'ua' | 'ru';

/** A text in both store views, keyed by store code like the `labels` jsonb columns. */
export interface Localized {
  ua: string;
  ru: string;
}

export interface StoreDef {
  id: number;
  code: StoreCode;
  /** Language for transliteration of url keys. */
  lang: 'uk' | 'ru';
  locale: string;
}

export const STORE_UA: StoreDef = { id: 3, code: 'ua', lang: 'uk', locale: 'uk_UA' };
export const STORE_RU: StoreDef = { id: 1, code: 'ru', lang: 'ru', locale: 'ru_RU' };
/** Default store first: everything is generated in this order. */
export const STORES: readonly StoreDef[] = [STORE_UA, STORE_RU];

export const STORE_NAME = 'Vitryna';

import { DEFAULT_SHIPPING_SETTINGS } from '../modules/shipping/settings.ts';

/** storeConfig values kept in store.config (see vitryna-extensions.graphql). */
function storeConfig(): Record<string, unknown> {
  return {
    facebook_url: 'https://facebook.com/vitryna',
    telegram_url: 'https://t.me/vitryna',
    instagram_group_url: 'https://instagram.com/vitryna',
    instagram_outlet_url: 'https://instagram.com/vitryna.outlet',
    instagram_beauty_url: 'https://instagram.com/vitryna.beauty',
    instagram_baby_url: 'https://instagram.com/vitryna.kids',
    contact_phone: '+380 44 000 00 00',
    apple_store_url: 'https://apps.apple.com/ua/app/vitryna/id0000000000',
    is_prod: false,
    default_country: 'UA',
    grid_per_page: 24,
    amsociallogin_general_enabled: true,
    login_position: 'customer_login,customer_create,popup,checkout_cart',
    button_shape: 1,
    popup_enabled: true,
    button_position: 'top',
    redirect_type: 0,
    custom_url: '',
    // Delivery prices and the free-delivery threshold (modules/shipping/settings.ts).
    shipping: DEFAULT_SHIPPING_SETTINGS,
  };
}

/**
 * Labels of the listing's sort options and of facets that are no attribute, per store view
 * (store.config.listing_labels; migration 005 adds them to databases seeded before).
 */
export const LISTING_LABELS: Readonly<Record<StoreCode, Record<string, string>>> = {
  ua: {
    price: 'Ціна',
    category_uid: 'Категорія',
    position: 'Позиція',
    name: 'Назва',
    relevance: 'Релевантність',
  },
  ru: {
    price: 'Цена',
    category_uid: 'Категория',
    position: 'Позиция',
    name: 'Название',
    relevance: 'Релевантность',
  },
};

export function storeRows(): Record<string, unknown>[] {
  return STORES.map((s, i) => ({
    id: s.id,
    code: s.code,
    name: STORE_NAME,
    locale: s.locale,
    sort_order: i,
    is_default: s.code === 'ua',
    root_category_id: 2,
    config: { ...storeConfig(), listing_labels: LISTING_LABELS[s.code] },
  }));
}

export function customerGroupRows(): Record<string, unknown>[] {
  return [
    { id: 0, code: 'NOT LOGGED IN' },
    { id: 1, code: 'General' },
    { id: 2, code: 'Wholesale' },
    { id: 3, code: 'Retailer' },
  ];
}
