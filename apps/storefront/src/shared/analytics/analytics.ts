/**
 * Analytics (spec section 7): GA4 e-commerce events pushed to `window.dataLayer`, only in
 * production (storeConfig.is_prod). The data layer is what the tag manager reads; the ads tag,
 * the social pixel and the other trackers of the spec are configured there, not in the app.
 *
 * Nothing is sent until `configureAnalytics` has been called: events tracked before that (for
 * example by a page effect that runs before the store config is known) wait in a short queue
 * and are pushed if analytics turns out to be enabled, dropped otherwise. On the server every
 * call does nothing.
 */
import { htmlToText } from '../media/alt-text.ts';

/** GA4 names of the spec's events; custom names where GA4 has no standard event. */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  homeView: 'view_home',
  categoryView: 'view_category',
  productView: 'view_item',
  cartView: 'view_cart',
  notFound: 'page_not_found',
  search: 'search',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  addToWishlist: 'add_to_wishlist',
  oneClickOpen: 'one_click_open',
  oneClickPurchase: 'one_click_purchase',
  purchase: 'purchase',
  viewPromotion: 'view_promotion',
  selectPromotion: 'select_promotion',
  viewItemList: 'view_item_list',
  selectItem: 'select_item',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  supportChatStart: 'support_chat_start',
  supportClick: 'support_click',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Where a product was shown (spec section 3 "Analytics data per product"). */
export interface AnalyticsData {
  item_list_id?: string | null;
  item_list_name?: string | null;
  index?: number | null;
  promotion?: {
    promotion_id?: string | null;
    promotion_name?: string | null;
    creative_slot?: string | null;
  } | null;
}

interface MoneyLike {
  value?: number | null;
  currency?: string | null;
}

/** The tracked product fields of spec section 7; every field optional so any product shape fits. */
export interface AnalyticsProduct {
  sku?: string | null;
  name?: string | null;
  brand_label?: string | null;
  short_description?: { html?: string | null } | null;
  /** A price already chosen (cart line, product page); else the minimum final price is used. */
  price?: number | MoneyLike | null;
  price_range?: { minimum_price?: { final_price?: MoneyLike | null } | null } | null;
  stock_status?: string | null;
  product_type_label?: string | null;
  analytics_data?: AnalyticsData | null;
}

/** A GA4 item (standard keys plus the spec's stock status and description). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  description?: string;
  price?: number;
  currency?: string;
  stock_status?: string;
  quantity: 1;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  promotion_id?: string;
  promotion_name?: string;
  creative_slot?: string;
}

export type DataLayerEntry = Record<string, unknown>;

type DataLayerHost = { dataLayer?: DataLayerEntry[] };

/** Events kept while it is not yet known whether analytics is on. */
const MAX_PENDING = 50;

interface AnalyticsConfig {
  /** null until configureAnalytics runs. */
  enabled: boolean | null;
  userId: string | null;
  pending: DataLayerEntry[];
  /** Injectable for tests; the browser window otherwise. */
  target: (() => DataLayerHost | undefined) | null;
}

const config: AnalyticsConfig = { enabled: null, userId: null, pending: [], target: null };

function host(): DataLayerHost | undefined {
  if (config.target) return config.target();
  return typeof window === 'undefined' ? undefined : (window as unknown as DataLayerHost);
}

function push(entry: DataLayerEntry): void {
  const target = host();
  if (!target) return;
  target.dataLayer ??= [];
  // GA4: clear the previous ecommerce object so its fields do not leak into this event.
  if ('ecommerce' in entry) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(entry);
}

/**
 * Turns analytics on or off (call with storeConfig.is_prod). Turning it on pushes the events
 * that were waiting; turning it off drops them.
 */
export function configureAnalytics(options: { enabled: boolean | null | undefined }): void {
  config.enabled = options.enabled === true;
  const waiting = config.pending;
  config.pending = [];
  if (config.enabled) for (const entry of waiting) push(entry);
}

/** Signed-in shoppers: the cart id is sent as user_id with every event (spec section 6). */
export function setAnalyticsUser(userId: string | null | undefined): void {
  config.userId = userId || null;
}

export function isAnalyticsEnabled(): boolean {
  return config.enabled === true;
}

/** Tests: forget the configuration and use `target` instead of window. */
export function resetAnalytics(target?: () => DataLayerHost | undefined): void {
  config.enabled = null;
  config.userId = null;
  config.pending = [];
  config.target = target ?? null;
}

function isProductList(value: unknown): value is AnalyticsProduct[] {
  return Array.isArray(value) && value.every((entry) => entry !== null && typeof entry === 'object');
}

/**
 * Pushes one event. `payload` is merged into the data layer entry; a `products` array of
 * product objects (any shape with the tracked fields) becomes `ecommerce.items` in GA4 form.
 */
export function track(
  event: AnalyticsEventName | (string & {}),
  payload: Record<string, unknown> = {},
): void {
  if (config.enabled === false || !host()) return;
  const { products, ecommerce, ...rest } = payload;
  const entry: DataLayerEntry = { event, ...rest };
  if (config.userId) entry.user_id = config.userId;
  if (isProductList(products) || (ecommerce && typeof ecommerce === 'object')) {
    const items = isProductList(products)
      ? products.map((product, i) => toGa4Item(product, product.analytics_data ?? { index: i }))
      : undefined;
    entry.ecommerce = {
      ...(items ? itemsSummary(items) : {}),
      ...(ecommerce as object | undefined),
      ...(items ? { items } : {}),
    };
  }
  if (config.enabled === null) {
    if (config.pending.length < MAX_PENDING) config.pending.push(entry);
    return;
  }
  push(entry);
}

function priceOf(product: AnalyticsProduct): MoneyLike {
  const { price } = product;
  if (typeof price === 'number') return { value: price, currency: null };
  if (price && typeof price === 'object') return price;
  return product.price_range?.minimum_price?.final_price ?? {};
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';

/** GA4 item of a product: quantity is always 1 (spec section 7). */
export function toGa4Item(product: AnalyticsProduct, analytics?: AnalyticsData | null): Ga4Item {
  const money = priceOf(product);
  const data = analytics ?? product.analytics_data ?? null;
  const item: Ga4Item = { item_id: product.sku ?? '', item_name: product.name ?? '', quantity: 1 };
  if (present(product.brand_label)) item.item_brand = product.brand_label;
  if (present(product.product_type_label)) item.item_category = product.product_type_label;
  const description = htmlToText(product.short_description?.html ?? '');
  if (description) item.description = description;
  if (typeof money.value === 'number') item.price = money.value;
  if (present(money.currency)) item.currency = money.currency;
  if (present(product.stock_status)) item.stock_status = product.stock_status;
  if (present(data?.item_list_id)) item.item_list_id = data.item_list_id;
  if (present(data?.item_list_name)) item.item_list_name = data.item_list_name;
  if (typeof data?.index === 'number') item.index = data.index;
  const promotion = data?.promotion;
  if (present(promotion?.promotion_id)) item.promotion_id = promotion.promotion_id;
  if (present(promotion?.promotion_name)) item.promotion_name = promotion.promotion_name;
  if (present(promotion?.creative_slot)) item.creative_slot = promotion.creative_slot;
  return item;
}

/** currency and value of a set of items (GA4 wants them next to `items`). */
function itemsSummary(items: readonly Ga4Item[]): { currency?: string; value: number } {
  const currency = items.find((item) => item.currency)?.currency;
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  return currency
    ? { currency, value: Math.round(value * 100) / 100 }
    : { value: Math.round(value * 100) / 100 };
}

export interface ItemList {
  id: string;
  name: string;
}

function listed(products: readonly AnalyticsProduct[], list?: ItemList | null, firstIndex = 0): Ga4Item[] {
  return products.map((product, i) =>
    toGa4Item(product, {
      item_list_id: list?.id,
      item_list_name: list?.name,
      index: firstIndex + i,
      ...product.analytics_data,
    }),
  );
}

export function ecommerce(event: string, items: Ga4Item[], extra: Record<string, unknown> = {}): void {
  track(event, { ecommerce: { ...itemsSummary(items), ...extra, items } });
}

// ── Named events (spec section 7) ────────────────────────────────────────────────────────

export function trackPageView(page: { path: string; title?: string; type?: string }): void {
  track(ANALYTICS_EVENTS.pageView, { page_path: page.path, page_title: page.title, page_type: page.type });
}

export function trackHomeView(section: string | null): void {
  track(ANALYTICS_EVENTS.homeView, { section: section ?? 'home' });
}

export function trackCategoryView(
  category: { uid: string; name?: string | null },
  products: readonly AnalyticsProduct[] = [],
): void {
  const list = { id: category.uid, name: category.name ?? '' };
  track(ANALYTICS_EVENTS.categoryView, {
    category_id: category.uid,
    category_name: category.name ?? '',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: listed(products, list) },
  });
}

export function trackProductView(product: AnalyticsProduct): void {
  ecommerce(ANALYTICS_EVENTS.productView, [toGa4Item(product)]);
}

export function trackNotFound(path: string): void {
  track(ANALYTICS_EVENTS.notFound, { page_path: path });
}

/** A completed search: the text, whether anything was found, and the products shown. */
export function trackSearch(term: string, products: readonly AnalyticsProduct[] = []): void {
  track(ANALYTICS_EVENTS.search, {
    search_term: term,
    search_found: products.length > 0,
    ecommerce: {
      items: products.map((product, index) => toGa4Item(product, { index, ...product.analytics_data })),
    },
  });
}

export function trackAddToCart(product: AnalyticsProduct): void {
  ecommerce(ANALYTICS_EVENTS.addToCart, [toGa4Item(product)]);
}

export function trackRemoveFromCart(product: AnalyticsProduct): void {
  ecommerce(ANALYTICS_EVENTS.removeFromCart, [toGa4Item(product)]);
}

export function trackAddToWishlist(product: AnalyticsProduct): void {
  ecommerce(ANALYTICS_EVENTS.addToWishlist, [toGa4Item(product)]);
}

export function trackOneClickOpen(product: AnalyticsProduct): void {
  ecommerce(ANALYTICS_EVENTS.oneClickOpen, [toGa4Item(product)]);
}

export interface Promotion {
  promotion_id?: string | null;
  promotion_name?: string | null;
  creative_name?: string | null;
  creative_slot?: string | null;
}

export function trackViewPromotion(promotion: Promotion, products: readonly AnalyticsProduct[] = []): void {
  track(ANALYTICS_EVENTS.viewPromotion, {
    ecommerce: { ...promotion, items: products.map((p) => toGa4Item(p)) },
  });
}

export function trackSelectPromotion(promotion: Promotion, products: readonly AnalyticsProduct[] = []): void {
  track(ANALYTICS_EVENTS.selectPromotion, {
    ecommerce: { ...promotion, items: products.map((p) => toGa4Item(p)) },
  });
}

/** A list of products came into view. */
export function trackViewItemList(
  products: readonly AnalyticsProduct[],
  list?: ItemList | null,
  firstIndex = 0,
): void {
  track(ANALYTICS_EVENTS.viewItemList, {
    ecommerce: {
      item_list_id: list?.id,
      item_list_name: list?.name,
      items: listed(products, list, firstIndex),
    },
  });
}

/** A product of a list was chosen. */
export function trackSelectItem(product: AnalyticsProduct, list?: ItemList | null, index = 0): void {
  track(ANALYTICS_EVENTS.selectItem, {
    ecommerce: { item_list_id: list?.id, item_list_name: list?.name, items: listed([product], list, index) },
  });
}

export function trackSupportChatStart(): void {
  track(ANALYTICS_EVENTS.supportChatStart);
}

/** A click on one of the two support messengers. */
export function trackSupportClick(messenger: 'telegram' | 'viber' | (string & {})): void {
  track(ANALYTICS_EVENTS.supportClick, { messenger });
}

/** The tracked customer fields of spec section 7, for the personalisation service. */
export interface AnalyticsCustomer {
  id?: string | number | null;
  email?: string | null;
  phone?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  gender?: number | null;
  addresses?: ReadonlyArray<{ city?: string | null } | null> | null;
}

export function customerData(customer: AnalyticsCustomer): Record<string, unknown> {
  return {
    customer_id: customer.id ?? undefined,
    email: customer.email ?? undefined,
    phone: customer.phone ?? undefined,
    firstname: customer.firstname ?? undefined,
    middlename: customer.middlename ?? undefined,
    lastname: customer.lastname ?? undefined,
    gender: customer.gender ?? undefined,
    city: customer.addresses?.[0]?.city ?? undefined,
  };
}
