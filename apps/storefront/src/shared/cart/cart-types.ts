/**
 * The answers of cart-documents.ts, typed by hand field for field with their selections (the cart module
 * of the commerce server is not in the storefront's generated schema yet). Nullable where Magento's
 * schema is.
 */

export interface CartMoney {
  value: number | null;
  currency: string | null;
}

export interface CartImage {
  url: string | null;
  label?: string | null;
}

interface CartPriceRange {
  minimum_price: { regular_price: CartMoney; final_price: CartMoney } | null;
}

export interface CartProduct {
  uid: string;
  name: string | null;
  sku: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: string | null;
  thumbnail: CartImage | null;
  small_image: CartImage | null;
  price_range: CartPriceRange | null;
}

export interface SelectedConfigurableOption {
  id: number;
  configurable_product_option_uid: string;
  option_label: string;
  configurable_product_option_value_uid: string;
  value_label: string;
  value_id: number;
}

export interface CartItem {
  __typename?: string;
  uid: string;
  quantity: number;
  is_available?: boolean;
  errors: { code: string; message: string }[] | null;
  prices: {
    price: CartMoney;
    row_total: CartMoney;
    total_item_discount: CartMoney | null;
  } | null;
  product: CartProduct;
  configurable_options?: SelectedConfigurableOption[] | null;
  configured_variant?: {
    uid: string;
    sku: string | null;
    stock_status: string | null;
    small_image: CartImage | null;
    price_range: CartPriceRange | null;
  } | null;
}

export interface CartDetails {
  id: string;
  total_quantity: number;
  applied_coupons: { code: string }[] | null;
  prices: {
    grand_total: CartMoney | null;
    subtotal_excluding_tax: CartMoney | null;
    subtotal_including_tax: CartMoney | null;
    discounts: { amount: CartMoney; label: string }[] | null;
    applied_taxes: { amount: CartMoney; label: string }[] | null;
  } | null;
  shipping_addresses: {
    selected_shipping_method: {
      amount: CartMoney;
      carrier_code: string;
      method_code: string;
      carrier_title: string;
      method_title: string;
    } | null;
  }[];
  items: (CartItem | null)[] | null;
}

/** What the shopper asks to add (the product page's choice). */
export interface AddItemRequest {
  /** The product's sku: the configurable parent's, or the simple product's. */
  sku: string;
  quantity: number;
  /** Configurable products: the chosen size's option value uids. */
  selectedOptions?: readonly string[];
  /** Adding a size by its own sku: the parent's sku (Magento's CartItemInput.parent_sku). */
  parentSku?: string | null;
}
