import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configureAnalytics,
  customerData,
  resetAnalytics,
  setAnalyticsUser,
  toGa4Item,
  track,
  trackCategoryView,
  trackSearch,
  trackSelectItem,
  trackViewItemList,
} from './analytics.ts';

const layer: { dataLayer?: Record<string, unknown>[] } = {};
const events = () => (layer.dataLayer ?? []).filter((entry) => entry.event !== undefined);

const product = {
  sku: 'VT-W1',
  name: 'Linen dress',
  brand_label: 'Maison Verte',
  short_description: { html: '<p>Light &amp; airy</p>' },
  price_range: { minimum_price: { final_price: { value: 1200, currency: 'UAH' } } },
  stock_status: 'IN_STOCK',
  product_type_label: 'Dresses',
};

beforeEach(() => {
  layer.dataLayer = undefined;
  resetAnalytics(() => layer);
});
afterEach(() => resetAnalytics());

describe('analytics switch (is_prod)', () => {
  it('pushes nothing when the store is not in production', () => {
    configureAnalytics({ enabled: false });
    track('page_view', { page_path: '/women' });
    trackSelectItem(product);
    expect(layer.dataLayer ?? []).toEqual([]);
  });

  it('pushes to window.dataLayer in production', () => {
    configureAnalytics({ enabled: true });
    track('page_view', { page_path: '/women' });
    expect(events()).toEqual([{ event: 'page_view', page_path: '/women' }]);
  });

  it('holds events tracked before the configuration and pushes them only if enabled', () => {
    track('page_view', { page_path: '/a' });
    expect(layer.dataLayer).toBeUndefined();
    configureAnalytics({ enabled: true });
    expect(events()).toEqual([{ event: 'page_view', page_path: '/a' }]);

    resetAnalytics(() => layer);
    layer.dataLayer = [];
    track('page_view', { page_path: '/b' });
    configureAnalytics({ enabled: null });
    expect(layer.dataLayer).toEqual([]);
  });

  it('does nothing without a window (server rendering)', () => {
    resetAnalytics(() => undefined);
    configureAnalytics({ enabled: true });
    expect(() => track('page_view')).not.toThrow();
  });

  it('clears the previous ecommerce object before an ecommerce event', () => {
    configureAnalytics({ enabled: true });
    trackSelectItem(product);
    expect(layer.dataLayer![0]).toEqual({ ecommerce: null });
    expect(layer.dataLayer![1]!.event).toBe('select_item');
  });

  it('sends the cart id of a signed-in shopper as user_id', () => {
    configureAnalytics({ enabled: true });
    setAnalyticsUser('cart-123');
    track('page_view');
    setAnalyticsUser(null);
    track('page_view');
    expect(events()).toEqual([{ event: 'page_view', user_id: 'cart-123' }, { event: 'page_view' }]);
  });
});

describe('GA4 item mapping', () => {
  it('maps the tracked product fields, with quantity always 1', () => {
    expect(
      toGa4Item(
        {
          ...product,
          analytics_data: {
            promotion: { promotion_id: 'p1', promotion_name: 'Spring', creative_slot: 'hero' },
          },
        },
        { item_list_id: 'l1', item_list_name: 'Women', index: 4 },
      ),
    ).toEqual({
      item_id: 'VT-W1',
      item_name: 'Linen dress',
      item_brand: 'Maison Verte',
      item_category: 'Dresses',
      description: 'Light & airy',
      price: 1200,
      currency: 'UAH',
      stock_status: 'IN_STOCK',
      quantity: 1,
      item_list_id: 'l1',
      item_list_name: 'Women',
      index: 4,
    });
  });

  it('uses the analytics data of the product when no list is given, and an explicit price first', () => {
    const item = toGa4Item({
      ...product,
      price: { value: 999, currency: 'UAH' },
      analytics_data: {
        item_list_name: 'Home',
        index: 1,
        promotion: { promotion_id: 'p1', creative_slot: 'hero' },
      },
    });
    expect(item).toMatchObject({
      price: 999,
      item_list_name: 'Home',
      index: 1,
      promotion_id: 'p1',
      creative_slot: 'hero',
    });
  });

  it('turns a products array given to track into ecommerce.items', () => {
    configureAnalytics({ enabled: true });
    track('search', { search_term: 'dress', products: [product, { ...product, sku: 'VT-W2' }] });
    const [event] = events() as Array<{ ecommerce: { items: Array<{ item_id: string; index: number }> } }>;
    expect(event!.ecommerce.items.map((i) => [i.item_id, i.index])).toEqual([
      ['VT-W1', 0],
      ['VT-W2', 1],
    ]);
  });
});

describe('named events', () => {
  beforeEach(() => configureAnalytics({ enabled: true }));

  it('item list view carries list id, name and positions from the page offset', () => {
    trackViewItemList([product, product], { id: 'MTI=', name: 'Dresses' }, 24);
    const [event] = events() as Array<{
      event: string;
      ecommerce: { item_list_id: string; items: Array<{ index: number }> };
    }>;
    expect(event!.event).toBe('view_item_list');
    expect(event!.ecommerce.item_list_id).toBe('MTI=');
    expect(event!.ecommerce.items.map((i) => i.index)).toEqual([24, 25]);
  });

  it('category view and search', () => {
    trackCategoryView({ uid: 'MTI=', name: 'Dresses' }, [product]);
    trackSearch('dress', []);
    expect(events().map((e) => e.event)).toEqual(['view_category', 'search']);
    expect(events()[1]).toMatchObject({ search_term: 'dress', search_found: false });
  });

  it('customer data keeps the tracked fields and the first address city', () => {
    expect(
      customerData({
        id: 7,
        email: 'a@b.c',
        firstname: 'Olha',
        gender: 2,
        addresses: [{ city: 'Lviv' }, { city: 'Kyiv' }],
      }),
    ).toMatchObject({
      customer_id: 7,
      email: 'a@b.c',
      firstname: 'Olha',
      gender: 2,
      city: 'Lviv',
    });
  });
});
