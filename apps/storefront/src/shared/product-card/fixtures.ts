/** Product card data for tests and stories. */
import type { ProductCardData } from './product-card-fragment.ts';

export function cardProduct(
  overrides: Partial<ProductCardData> & Record<string, unknown> = {},
): ProductCardData {
  return {
    __typename: 'SimpleProduct',
    uid: 'MTAx',
    id: 101,
    sku: 'VT-W000101',
    url_key: 'linen-dress-101',
    url_suffix: '.html',
    name: 'Linen dress',
    brand: 1001,
    brand_label: 'Maison Verte',
    short_description: { html: '<p>Light <b>linen</b> dress</p>' },
    marker: null,
    media_gallery: [
      { url: 'https://shop.test/media/catalog/product/a/1.jpg', label: null, position: 1 },
      { url: 'https://shop.test/media/catalog/product/a/2.jpg', label: null, position: 2 },
      { url: 'https://shop.test/media/catalog/product/a/3.jpg', label: null, position: 3 },
    ],
    small_image: { url: 'https://shop.test/media/catalog/product/a/1.jpg' },
    switch_photo: true,
    stock_status: 'IN_STOCK',
    product_type_label: 'Dresses',
    price_range: {
      minimum_price: {
        final_price: { value: 1200, currency: 'UAH' },
        regular_price: { value: 1200, currency: 'UAH' },
      },
    },
    product_all: [],
    ...overrides,
  } as ProductCardData;
}
