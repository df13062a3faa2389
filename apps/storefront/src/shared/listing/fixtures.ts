/** Listing data for tests: a page of products with aggregations, as `...ListingProducts` returns it. */
import { cardProduct } from '../product-card/fixtures.ts';

export function listingProducts(
  options: { total?: number; pages?: number; page?: number; count?: number } = {},
) {
  const count = options.count ?? 3;
  return {
    total_count: options.total ?? count,
    page_info: { current_page: options.page ?? 1, page_size: 24, total_pages: options.pages ?? 1 },
    aggregations: [
      {
        attribute_code: 'brand',
        label: 'Brand',
        count: 2,
        position: 0,
        options: [
          { label: 'Maison Verte', value: '1001', count: 2 },
          { label: 'Nordkap', value: '1002', count: 1 },
        ],
      },
      {
        attribute_code: 'price',
        label: 'Price',
        count: 2,
        position: 1,
        options: [
          { label: '0-2000', value: '0_2000', count: 2 },
          { label: '2000-4000', value: '2000_4000', count: 1 },
        ],
      },
    ],
    items: Array.from({ length: count }, (_, i) =>
      cardProduct({ uid: `p${i}`, sku: `VT-${i}`, name: `Product ${i}`, url_key: `product-${i}` }),
    ),
  };
}
