/** Cart answers for tests (component and lifecycle): a cart in Magento's shape with one or two lines. */
import type { CartDetails, CartItem, CartMoney } from './cart-types.ts';

const uah = (value: number): CartMoney => ({ value, currency: 'UAH' });

/** Fields of any line that a test may replace (a size is given by `size`, null for a simple line). */
type LineOverrides = Partial<Omit<CartItem, '__typename' | 'configurable_options' | 'configured_variant'>> & {
  size?: string | null;
};

export function cartItemFixture(overrides: LineOverrides = {}): CartItem {
  const { size = 'M', ...rest } = overrides;
  const line = {
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
      stock_status: 'IN_STOCK' as const,
      thumbnail: { url: 'https://shop.test/media/shirt.jpg', label: null },
      small_image: { url: 'https://shop.test/media/shirt.jpg', label: null },
      price_range: { minimum_price: { regular_price: uah(1599), final_price: uah(1299) } },
    },
    ...rest,
  };
  if (!size) return { __typename: 'SimpleCartItem', ...line };
  return {
    __typename: 'ConfigurableCartItem',
    ...line,
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
