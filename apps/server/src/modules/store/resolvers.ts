import type { Resolvers } from '../../http/context.ts';
import { encodeUid } from '../../shared/uid.ts';
import { CATEGORY_URL_SUFFIX, CURRENCY, PRODUCT_URL_SUFFIX, type StoreView } from './stores.ts';

/** Builds Magento's StoreConfig for a store view; plain settings come from store.config. */
export function storeConfig(store: StoreView, publicUrl: string): Record<string, unknown> {
  const base = `${publicUrl}/`;
  const c = store.config;
  return {
    ...c,
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
    minimum_password_length: '8',
    required_character_classes_number: '3',
    is_prod: Boolean(c.is_prod),
    amsociallogin_general_enabled: Boolean(c.amsociallogin_general_enabled),
    popup_enabled: Boolean(c.popup_enabled),
  };
}

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_root, _args, ctx) => storeConfig(ctx.store, ctx.services.config.publicUrl),
    availableStores: (_root, args: { useCurrentGroup?: boolean | null }, ctx) =>
      ctx.services.stores
        .all()
        .filter((s) => !args.useCurrentGroup || s.groupCode === ctx.store.groupCode)
        .map((s) => storeConfig(s, ctx.services.config.publicUrl)),
  },
};
