import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('spec section 9 constants', () => {
  it('defines the two stores with ua as the default', () => {
    expect(c.STORE_CODES).toEqual(['ua', 'ru']);
    expect(c.DEFAULT_STORE_CODE).toBe('ua');
    expect(c.STORE_IDS).toEqual({ ua: 3, ru: 1 });
    expect(c.FALLBACK_STORE_NAME).toBe('UA');
  });

  it('keeps money defaults', () => {
    expect(c.DEFAULT_CURRENCY_CODE).toBe('UAH');
    expect(c.EMPTY_CART_CURRENCY_CODE).toBe('USD');
    expect(c.PRICE_MIN_FRACTION_DIGITS).toBe(0);
    expect(c.DEFAULT_CURRENCY_SYMBOL).toBe('₴');
  });

  it('names every storage key exactly', () => {
    expect(Object.values(c.STORAGE_KEYS).sort()).toEqual(
      [
        'signin_token',
        'store_view_code',
        'store_view_currency',
        'store_view_secure_base_media_url',
        'magento_cache_id',
        'recentlyViewedProducts',
        'cartId',
        'imagesBySku',
      ].sort(),
    );
  });

  it('keeps layout sizes', () => {
    expect([c.BREAKPOINT_TABLET_PX, c.BREAKPOINT_DESKTOP_PX]).toEqual([768, 1168]);
    expect(c.DESIGN_BREAKPOINTS_PX).toEqual([320, 640, 768, 1168, 1280, 1440]);
    expect([c.MAIN_LAYOUT_MAX_WIDTH_PX, c.SITE_MAX_WIDTH_PX]).toEqual([1280, 1440]);
    expect([c.SIDE_PADDING, c.SIDE_PADDING_FROM_TABLET]).toEqual(['0.875rem', '2.5rem']);
    expect(c.HEADER_BANNER_HEIGHT_PX).toBe(40);
    expect(c.HEADER_MIN_HEIGHT_PX).toBe(55);
    expect([c.HEADER_HEIGHT_DESKTOP, c.HEADER_HEIGHT_COMPACT, c.HEADER_COMPACT_BELOW_PX]).toEqual([
      '5rem',
      '3.5rem',
      960,
    ]);
    expect(c.FILTER_SIDEBAR_WIDTH_PX).toBe(325);
    expect(c.TOAST_WIDTH).toBe('20rem');
    expect(c.SUGGESTION_LIST_MAX_HEIGHT_PX).toBe(368);
    expect(c.BUTTON_MAX_WIDTH_PX).toBe(588);
    expect([c.BANNER_OVERLAY_MAX_WIDTH_PX, c.BANNER_HOVER_TRANSITION_MS]).toEqual([540, 500]);
    expect(c.ICON_FIELD_SIZE).toBe('2.5rem');
  });

  it('keeps timings', () => {
    expect(c.TRANSITION_MS).toBe(300);
    expect(c.FOCUS_RETRY_MS).toBe(200);
    expect([c.TOAST_TIMEOUT_SHORT_MS, c.TOAST_TIMEOUT_DEFAULT_MS, c.TOAST_TIMEOUT_LONG_MS]).toEqual([
      3000, 5000, 15000,
    ]);
    expect([c.TOAST_PULSE_DURATION_S, c.TOAST_PULSE_DELAY_S]).toEqual([0.5, 1]);
  });

  it('keeps catalogue, search and request limits', () => {
    expect(c.CATALOG_PAGE_SIZE).toBe(6);
    expect(c.CATALOG_DEFAULT_CURRENT_PAGE).toBe(1);
    expect([c.SUGGESTION_PAGE_SIZE, c.SUGGESTION_CURRENT_PAGE, c.SEARCH_DEBOUNCE_MS]).toEqual([5, 1, 500]);
    expect(c.RECENTLY_VIEWED_MAX).toBe(9);
    expect(c.CART_BADGE_CAP).toBe(99);
    expect(c.FILTER_PATH_PREFIX).toBe('f');
    expect(c.REDIRECT_CODES).toEqual([301, 302]);
    expect([c.RETRY_MAX_ATTEMPTS, c.RETRY_INITIAL_DELAY_MS]).toEqual([5, 300]);
  });

  it('keeps lazy loading, map, parallax and video defaults', () => {
    expect([c.LAZY_IMAGE_THRESHOLD_PX, c.LAZY_SCROLL_DELAY_MS]).toEqual([100, 300]);
    expect(c.MAP_DEFAULT_ZOOM).toBe(8);
    expect([c.PARALLAX_DEFAULT_SPEED, c.PARALLAX_MIN_SPEED, c.PARALLAX_MAX_SPEED]).toEqual([0.5, -1, 2]);
    expect([c.VIDEO_DEFAULT_VOLUME, c.VIDEO_DEFAULT_START_TIME_S, c.VIDEO_DEFAULT_END_TIME_S]).toEqual([
      100, 0, 0,
    ]);
    expect(c.VIDEO_LOOP_END_MARGIN_S).toBe(0.1);
    expect([c.YOUTUBE_POLL_INTERVAL_MS, c.VIMEO_WAIT_INTERVAL_MS]).toEqual([150, 20]);
  });

  it('keeps social login, menu, footer and customer values', () => {
    expect(c.SOCIAL_BUTTON_SHAPES).toEqual({ round: 0, rectangle: 1, square: 2 });
    expect(c.SOCIAL_REDIRECT_TYPE_CUSTOM_URL).toBe(1);
    expect(c.MENU_MAX_DEPTH).toBe(5);
    expect([c.FOOTER_LINK_COLUMNS, c.FOOTER_INSTAGRAM_ACCOUNTS]).toEqual([3, 4]);
    expect(c.DEFAULT_CUSTOMER_GENDER).toBe(2);
  });
});
