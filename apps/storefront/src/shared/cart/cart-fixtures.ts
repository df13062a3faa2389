/** Cart answers for tests (component and lifecycle): a cart in Magento's shape with one or two lines. */
import type { CartDetails, CartItem } from './cart-types.ts';

const uah = (value: number) => ({ value, currency: 'UAH' });

export function cartItemFixture(overrides: Partial<CartItem> & { size?: string | null } = {}): CartItem {
  const { size = 'M', ...rest } = overrides;
  return {
    __typename: size ? 'ConfigurableCartItem' : 'SimpleCartItem',
    uid: 'item-1',
    quantity: 1,
    is_available: true,
    errors: null,
    prices: { price: uah(1299), row_total: uah(1299), total_item_discount: uah(0) },
    product: {
      uid: 'p1',
      name: 'Linen shirt',
      sku: 'SHIRT',
      url_key: 'linen-shirt',
      url_suffix: '.html',
      stock_status: 'IN_STOCK',
      thumbnail: { url: 'https://shop.test/media/shirt.jpg', label: null },
      small_image: { url: 'https://shop.test/media/shirt.jpg', label: null },
      price_range: { minimum_price: { regular_price: uah(1599), final_price: uah(1299) } },
    },
    ...(size
      ? {
          configurable_options: [
            {
              id: 1,
              configurable_product_option_uid: 'opt-size',
              option_label: 'Size',
              configurable_product_option_value_uid: `size-${size}`,
              value_label: size,
              value_id: 10,
            },
          ],
          configured_variant: {
            uid: 'v1',
            sku: `SHIRT-${size}`,
            stock_status: 'IN_STOCK',
            small_image: { url: 'https://shop.test/media/shirt-m.jpg', label: null },
            price_range: { minimum_price: { regular_price: uah(1599), final_price: uah(1299) } },
          },
        }
      : {}),
    ...rest,
  };
}

export function cartFixture(id: string, items: CartItem[] = [cartItemFixture()]): CartDetails {
  const total = items.reduce((sum, item) => sum + (item.prices?.row_total.value ?? 0) * 100, 0) / 100;
  return {
    id,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    applied_coupons: null,
    prices: {
      grand_total: uah(total),
      subtotal_excluding_tax: uah(total),
      subtotal_including_tax: uah(total),
      discounts: null,
      applied_taxes: [],
    },
    shipping_addresses: [],
    items,
  };
}
