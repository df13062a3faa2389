/** A product detail fixture for the product tests (tests only). */
import type { ProductDetail } from './product-detail-query.ts';

const money = (value: number) => ({ value, currency: 'UAH' as const });

const SIZES = ['L', 'XS', 'M', 'XXS', '3XL', 'S', 'XL', 'XXL', ''];
const OUT_OF_STOCK = new Set(['XXS']);

/** A configurable dress: sizes shuffled, XXS out of stock and one entry without a title. */
export function productFixture(overrides: Partial<Record<string, unknown>> = {}): ProductDetail {
  const product = {
    __typename: 'ConfigurableProduct',
    id: 101,
    uid: 'MTAx',
    sku: 'DRESS-1',
    name: 'Silk midi dress',
    url_key: 'silk-midi-dress',
    url_suffix: '.html',
    brand: 1001,
    brand_label: 'Maison',
    brand_url_key: 'maison',
    marker: 'New',
    only_offline: false,
    season: 'Весна-літо 2025',
    style: { id: 3101, label: 'Casual' },
    gender: '36',
    base_product_type: 'clothing',
    base_product_type_label: 'Одяг',
    product_type_label: 'Сукні',
    type_p: 'configurable',
    switch_photo: false,
    stock_status: 'IN_STOCK',
    categories: [
      {
        uid: 'Mw==',
        name: 'Dresses',
        url_path: 'women/dresses',
        breadcrumbs: [{ category_uid: 'Mg==', category_name: 'Women', category_url_path: 'women' }],
      },
    ],
    description: { html: '<p>Light <strong>silk</strong> dress.</p><script>alert(1)</script>' },
    short_description: { html: '<p>Silk dress</p>' },
    loyalty_bonus_data: { loyalty_bonus: 45, loyalty_bonus_enabled: true },
    meta_info: { meta_title: null, meta_description: 'A silk dress', meta_robots: null },
    media_gallery: [
      { url: 'https://shop.test/media/catalog/product/b.jpg', label: 'Back', position: 2 },
      { url: 'https://shop.test/media/catalog/product/a.jpg', label: 'Front', position: 1 },
      { url: 'https://shop.test/media/catalog/product/c.jpg', label: 'Detail', position: 3 },
    ],
    small_image: { url: 'https://shop.test/media/catalog/product/a.jpg' },
    price_range: {
      minimum_price: {
        regular_price: money(2000),
        final_price: money(1500),
        discount: { amount_off: 500, percent_off: 25 },
      },
    },
    product_all: SIZES.map((title, i) => ({
      id: 200 + i,
      title,
      label: 'Розмір',
      sku: `DRESS-1-${title || 'none'}`,
      stock_status: OUT_OF_STOCK.has(title) ? 0 : 1,
    })),
    related_products: [],
    configurable_options: [
      {
        uid: 'opt',
        attribute_code: 'top_sizes',
        label: 'Розмір',
        values: SIZES.filter(Boolean).map((title, i) => ({
          uid: `uid-${title}`,
          label: title,
          value_index: 2001 + i,
        })),
      },
    ],
    variants: SIZES.filter(Boolean).map((title, i) => ({
      attributes: [{ uid: `uid-${title}`, code: 'top_sizes', value_index: 2001 + i, label: title }],
      product: {
        uid: `v-${title}`,
        sku: `DRESS-1-${title}`,
        stock_status: OUT_OF_STOCK.has(title) ? 'OUT_OF_STOCK' : 'IN_STOCK',
        warehouses: [
          { warehouse_option_id: 9000, name: 'Online', qty: 3 },
          { warehouse_option_id: 9001, name: 'Kyiv shop', qty: title === 'M' ? 2 : 0 },
        ],
      },
    })),
    ...overrides,
  };
  return product as unknown as ProductDetail;
}

export const detailAnswer = (items: unknown[]) => ({ products: { items } });
