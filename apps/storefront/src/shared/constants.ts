/**
 * Business constants and limits of the browsing spec (section 9), one named export each.
 * Modules that apply a rule import the number from here so the spec value lives in one place.
 */

// ── Stores ────────────────────────────────────────────────────────────────────────────────
export const STORE_CODES = ['ua', 'ru'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_STORE_CODE: StoreCode = 'ua';
export const STORE_IDS: Readonly<Record<StoreCode, number>> = { ua: 3, ru: 1 };
/** Page title is "{page text} - {store name}"; this is the store name when none is known. */
export const FALLBACK_STORE_NAME = 'UA';

// ── Money ─────────────────────────────────────────────────────────────────────────────────
export const DEFAULT_CURRENCY_CODE = 'UAH';
export const EMPTY_CART_CURRENCY_CODE = 'USD';
export const PRICE_MIN_FRACTION_DIGITS = 0;
export const DEFAULT_CURRENCY_SYMBOL = '₴';

// ── Storage keys (local browser storage) ──────────────────────────────────────────────────
// Same names and values as STORAGE_KEYS in storage/storage-keys.ts (the storage module's own copy).
export const STORAGE_KEYS = {
  signinToken: 'signin_token',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
  cacheId: 'magento_cache_id',
  recentlyViewedProducts: 'recentlyViewedProducts',
  cartId: 'cartId',
  imagesBySku: 'imagesBySku',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// ── Layout ────────────────────────────────────────────────────────────────────────────────
/** Functional breakpoints: below 768 is mobile, 768–1167 tablet, from 1168 desktop. */
export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1168;
export const DESIGN_BREAKPOINTS_PX = [320, 640, 768, 1168, 1280, 1440] as const;
export const MAIN_LAYOUT_MAX_WIDTH_PX = 1280;
export const SITE_MAX_WIDTH_PX = 1440;
export const SIDE_PADDING = '0.875rem';
/** Side padding from the 768 px breakpoint up. */
export const SIDE_PADDING_FROM_TABLET = '2.5rem';
export const HEADER_BANNER_HEIGHT_PX = 40;
export const HEADER_MIN_HEIGHT_PX = 55;
export const HEADER_HEIGHT_DESKTOP = '5rem';
export const HEADER_HEIGHT_COMPACT = '3.5rem';
/** Below this viewport width the header uses HEADER_HEIGHT_COMPACT. */
export const HEADER_COMPACT_BELOW_PX = 960;
export const FILTER_SIDEBAR_WIDTH_PX = 325;
export const TOAST_WIDTH = '20rem';
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 368;
export const BUTTON_MAX_WIDTH_PX = 588;
export const BANNER_OVERLAY_MAX_WIDTH_PX = 540;
export const BANNER_HOVER_TRANSITION_MS = 500;
export const ICON_FIELD_SIZE = '2.5rem';

// ── Timing ────────────────────────────────────────────────────────────────────────────────
/** Search panel and navigation drawer slide-in. */
export const TRANSITION_MS = 300;
/** The search field is focused on opening and again after this delay. */
export const FOCUS_RETRY_MS = 200;
export const TOAST_TIMEOUT_SHORT_MS = 3000;
export const TOAST_TIMEOUT_DEFAULT_MS = 5000;
export const TOAST_TIMEOUT_LONG_MS = 15000;
export const TOAST_PULSE_DURATION_S = 0.5;
export const TOAST_PULSE_DELAY_S = 1;

// ── Catalogue and search ──────────────────────────────────────────────────────────────────
/**
 * Catalog state default from the spec. Listings request `grid_per_page` from the store
 * config; this is only the initial value of the catalog slice.
 */
export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_DEFAULT_CURRENT_PAGE = 1;
export const SUGGESTION_PAGE_SIZE = 5;
export const SUGGESTION_CURRENT_PAGE = 1;
export const SEARCH_DEBOUNCE_MS = 500;
export const RECENTLY_VIEWED_MAX = 9;
export const CART_BADGE_CAP = 99;
export const FILTER_PATH_PREFIX = 'f';
export const REDIRECT_CODES = [301, 302] as const;

// ── Requests ──────────────────────────────────────────────────────────────────────────────
export const RETRY_MAX_ATTEMPTS = 5;
/** First retry delay; later delays grow with jitter and no upper cap. */
export const RETRY_INITIAL_DELAY_MS = 300;

// ── Lazy loading, maps, parallax ──────────────────────────────────────────────────────────
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const LAZY_SCROLL_DELAY_MS = 300;
export const MAP_DEFAULT_ZOOM = 8;
export const PARALLAX_DEFAULT_SPEED = 0.5;
export const PARALLAX_MIN_SPEED = -1;
export const PARALLAX_MAX_SPEED = 2;

// ── Video backgrounds ─────────────────────────────────────────────────────────────────────
export const VIDEO_DEFAULT_VOLUME = 100;
export const VIDEO_DEFAULT_START_TIME_S = 0;
/** 0 means "play to the natural end". */
export const VIDEO_DEFAULT_END_TIME_S = 0;
export const VIDEO_LOOP_END_MARGIN_S = 0.1;
export const YOUTUBE_POLL_INTERVAL_MS = 150;
export const VIMEO_WAIT_INTERVAL_MS = 20;

// ── Social login ──────────────────────────────────────────────────────────────────────────
export const SOCIAL_BUTTON_SHAPES = { round: 0, rectangle: 1, square: 2 } as const;
export type SocialButtonShape = keyof typeof SOCIAL_BUTTON_SHAPES;
export const SOCIAL_REDIRECT_TYPE_CUSTOM_URL = 1;

// ── Menu, footer, customer ────────────────────────────────────────────────────────────────
export const MENU_MAX_DEPTH = 5;
export const FOOTER_LINK_COLUMNS = 3;
export const FOOTER_INSTAGRAM_ACCOUNTS = 4;
/** Customer gender option used when none is known (1 = male, 2 = female). */
export const DEFAULT_CUSTOMER_GENDER = 2;
