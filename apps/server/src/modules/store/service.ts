/** Magento's StoreConfig of a store view: the view's own columns, its settings (store.config) and our fixed rules. */
import type { StoreConfig } from '../../generated/graphql.ts';
import { encodeUid } from '../../shared/uid.ts';
import {
  CATEGORY_URL_SUFFIX,
  CURRENCY,
  PRODUCT_URL_SUFFIX,
  type StoreRegistry,
  type StoreView,
} from './stores.ts';
import { MAGENTO_DEFAULTS } from './magento-defaults.ts';

const text = (v: unknown) => (v == null ? null : String(v));
const int = (v: unknown) => (v == null || v === '' ? null : Number(v));

export function storeConfig(store: StoreView, publicUrl: string): StoreConfig {
  const base = `${publicUrl}/`;
  const c = store.config;
  return {
    id: store.id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_group_code: store.groupCode,
    store_group_name: store.groupName,
    store_sort_order: store.sortOrder,
    website_code: store.websiteCode,
    is_default_store: store.isDefault,
    locale: store.locale,
    base_currency_code: CURRENCY,
    default_display_currency_code: CURRENCY,
    timezone: 'Europe/Kyiv',
    base_url: base,
    secure_base_url: base,
    base_link_url: `${base}${store.code}/`,
    secure_base_link_url: `${base}${store.code}/`,
    base_media_url: `${base}media/`,
    secure_base_media_url: `${base}media/`,
    root_category_uid: encodeUid(store.rootCategoryId),
    root_category_id: store.rootCategoryId,
    product_url_suffix: PRODUCT_URL_SUFFIX,
    category_url_suffix: CATEGORY_URL_SUFFIX,
    grid_per_page: Number(c.grid_per_page ?? 24),
    grid_per_page_values: String(c.grid_per_page_values ?? '12,24,36'),
    list_per_page: Number(c.grid_per_page ?? 24),
    catalog_default_sort_by: 'position',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    use_store_in_url: true,
    is_guest_checkout_enabled: true,
    magento_wishlist_general_is_enabled: '1',
    // minimum_password_length, required_character_classes_number and customer_access_token_lifetime
    // are the customer module's settings (modules/customer/resolvers.ts).
    // One website with one store group (store.group_code is the same for every view).
    is_default_store_group: true,
    website_id: MAGENTO_DEFAULTS.website.id,
    website_name: MAGENTO_DEFAULTS.website.name,
    // Product weights are kept in kilograms (product.weight).
    weight_unit: text(c.weight_unit) ?? 'kgs',
    // Magento's static view files (themes' CSS, JS) do not exist here: no URL to give.
    base_static_url: null,
    secure_base_static_url: null,
    title_separator: MAGENTO_DEFAULTS.titleSeparator,
    list_mode: MAGENTO_DEFAULTS.listMode,
    // The list view pages like the grid (list_per_page = grid_per_page above).
    list_per_page_values: String(c.grid_per_page_values ?? '12,24,36'),
    // A variant shows its parent's pictures (catalog/product-resolvers.ts), so carts show the parent's.
    configurable_thumbnail_source: 'parent',
    front: MAGENTO_DEFAULTS.front,
    no_route: MAGENTO_DEFAULTS.noRoute,
    cms_no_cookies: MAGENTO_DEFAULTS.cmsNoCookies,
    show_cms_breadcrumbs: MAGENTO_DEFAULTS.showCmsBreadcrumbs,
    // Vitryna's settings kept in store.config.
    facebook_url: text(c.facebook_url),
    telegram_url: text(c.telegram_url),
    instagram_group_url: text(c.instagram_group_url),
    instagram_outlet_url: text(c.instagram_outlet_url),
    instagram_beauty_url: text(c.instagram_beauty_url),
    instagram_baby_url: text(c.instagram_baby_url),
    contact_phone: text(c.contact_phone),
    apple_store_url: text(c.apple_store_url),
    default_country: text(c.default_country),
    is_prod: Boolean(c.is_prod),
    amsociallogin_general_enabled: Boolean(c.amsociallogin_general_enabled),
    login_position: text(c.login_position),
    button_shape: int(c.button_shape),
    popup_enabled: Boolean(c.popup_enabled),
    button_position: text(c.button_position),
    redirect_type: int(c.redirect_type),
    custom_url: text(c.custom_url),
  };
}

/** Every store view, or those of the current store's group. */
export function availableStores(
  stores: StoreRegistry,
  current: StoreView,
  useCurrentGroup: boolean,
  publicUrl: string,
): StoreConfig[] {
  return stores
    .all()
    .filter((s) => !useCurrentGroup || s.groupCode === current.groupCode)
    .map((s) => storeConfig(s, publicUrl));
}

/** A listing label of the store view (sort options, facets that are no attribute), from its settings. */
export function listingLabel(store: StoreView, key: string): string | null {
  const labels = store.config.listing_labels as Record<string, unknown> | undefined;
  const label = labels?.[key];
  return typeof label === 'string' ? label : null;
}
