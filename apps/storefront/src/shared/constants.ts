/**
 * Business constants and limits of the browsing spec (section 9), one named export each.
 * Modules that apply a rule import the number from here so the spec value lives in one place.
 */

// ── Stores ────────────────────────────────────────────────────────────────────────────────
export const STORE_CODES = ['ua', 'ru'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_STORE_CODE: StoreCode = 'ua';

// ── Money ─────────────────────────────────────────────────────────────────────────────────
export const DEFAULT_CURRENCY_CODE = 'UAH';
export const PRICE_MIN_FRACTION_DIGITS = 0;
export const DEFAULT_CURRENCY_SYMBOL = '₴';

// ── Layout ────────────────────────────────────────────────────────────────────────────────
/** Functional breakpoints: below 768 is mobile, 768–1167 tablet, from 1168 desktop. */
export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1168;
export const BUTTON_MAX_WIDTH_PX = 588;
export const BANNER_OVERLAY_MAX_WIDTH_PX = 540;
export const BANNER_HOVER_TRANSITION_MS = 500;

// ── Timing ────────────────────────────────────────────────────────────────────────────────
/** Search panel and navigation drawer slide-in. */
export const TRANSITION_MS = 300;
/** The search field is focused on opening and again after this delay. */
export const FOCUS_RETRY_MS = 200;

// ── Catalogue and search ──────────────────────────────────────────────────────────────────
export const SUGGESTION_PAGE_SIZE = 5;
export const SUGGESTION_CURRENT_PAGE = 1;
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * Longest search text, as Magento's default catalog/search/max_query_length: a longer one is cut
 * (Magento does the same), so an address with a huge ?q= is a search, not a refused request.
 */
export const SEARCH_MAX_LENGTH = 128;
export const RECENTLY_VIEWED_MAX = 9;
export const CART_BADGE_CAP = 99;
export const FILTER_PATH_PREFIX = 'f';

// ── Lazy loading, maps, parallax ──────────────────────────────────────────────────────────
export const LAZY_IMAGE_THRESHOLD_PX = 100;
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

// ── Menu ────────────────────────────────────────────────────────────────
export const MENU_MAX_DEPTH = 5;
