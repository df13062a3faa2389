/**
 * What the cart's screens show, read from the details the slice keeps (spec §4): the summary (an empty
 * cart: USD, 0 items, subtotal 0; otherwise the currency, the sum of the quantities and the grand total)
 * and one line per item with its picture, size, prices and errors.
 */
import type { CartDetails, CartItem, CartMoney } from './cart-types.ts';

/** Spec §9: the currency an empty cart shows. */
export const EMPTY_CART_CURRENCY = 'USD';

export interface CartSummary {
  currency: string;
  numItems: number;
  subtotal: number;
}

export function asCartDetails(details: Readonly<Record<string, unknown>>): CartDetails | null {
  return typeof details.id === 'string' ? (details as unknown as CartDetails) : null;
}

export function cartItems(details: CartDetails | null): CartItem[] {
  return (details?.items ?? []).filter((item): item is CartItem => item !== null);
}

export function cartSummary(details: CartDetails | null): CartSummary {
  const items = cartItems(details);
  if (items.length === 0) return { currency: EMPTY_CART_CURRENCY, numItems: 0, subtotal: 0 };
  const total = details?.prices?.grand_total;
  return {
    currency: total?.currency ?? EMPTY_CART_CURRENCY,
    numItems: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: total?.value ?? 0,
  };
}

export interface CartLine {
  uid: string;
  name: string;
  sku: string;
  /** The parent's sku (configurable) or the product's own. */
  productSku: string;
  urlPath: string | null;
  imageUrl: string | null;
  size: string | null;
  quantity: number;
  price: CartMoney;
  /** The regular price when it is above the price paid; null otherwise. */
  oldPrice: CartMoney | null;
  rowTotal: CartMoney;
  isConfigurable: boolean;
  selectedOptions: string[];
  errors: { code: string; message: string }[];
  outOfStock: boolean;
}

const money = (m: CartMoney | null | undefined): CartMoney => ({
  value: m?.value ?? 0,
  currency: m?.currency ?? null,
});

export function cartLine(item: CartItem): CartLine {
  // A configurable line (ConfigurableCartItem) has its size; other lines have neither field.
  const variant = ('configured_variant' in item ? item.configured_variant : null) ?? null;
  const options = ('configurable_options' in item ? (item.configurable_options ?? []) : []).flatMap(
    (option) => (option ? [option] : []),
  );
  const price = money(item.prices?.price);
  const regular = (variant?.price_range ?? item.product.price_range)?.minimum_price?.regular_price;
  const oldPrice =
    typeof regular?.value === 'number' && typeof price.value === 'number' && regular.value > price.value
      ? money(regular)
      : null;
  const stock = variant?.stock_status ?? item.product.stock_status;
  return {
    uid: item.uid,
    name: item.product.name ?? '',
    sku: variant?.sku ?? item.product.sku ?? '',
    productSku: item.product.sku ?? '',
    urlPath: item.product.url_key ? `/${item.product.url_key}${item.product.url_suffix ?? '.html'}` : null,
    imageUrl:
      variant?.small_image?.url ?? item.product.small_image?.url ?? item.product.thumbnail?.url ?? null,
    size: options.map((option) => option.value_label).join(', ') || null,
    quantity: item.quantity,
    price,
    oldPrice,
    rowTotal: money(item.prices?.row_total),
    isConfigurable: options.length > 0,
    selectedOptions: options.map((option) => option.configurable_product_option_value_uid),
    errors: (item.errors ?? []).flatMap((error) => (error ? [error] : [])),
    outOfStock: stock === 'OUT_OF_STOCK' || item.is_available === false,
  };
}

/** The line as analytics tracks it (quantity is always 1 per item: analytics.ts). */
export function analyticsProductOf(line: CartLine) {
  return {
    sku: line.productSku,
    name: line.name,
    price: line.price,
    stock_status: line.outOfStock ? 'OUT_OF_STOCK' : 'IN_STOCK',
  };
}
