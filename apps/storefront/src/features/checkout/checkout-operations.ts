/**
 * The checkout's GraphQL operations, in Magento 2.4.7's names and shapes (QuoteGraphQl) plus the Nova
 * Poshta search queries of our extension schema. They use urql's `gql` with written result types
 * because the server's schema.graphql (which types `graphql()` documents through gql.tada) gains the
 * cart and Nova Poshta modules only when those branches merge; then these move to `graphql()` and the
 * hand-written types go (README: the lead's note on this issue).
 */
import { gql } from '@urql/core';

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

export interface CheckoutCartItem {
  uid: string;
  quantity: number;
  product: {
    sku: string;
    name: string;
    brand_label?: string | null;
    small_image?: { url: string | null } | null;
  };
  prices: { price: MoneyValue; row_total: MoneyValue } | null;
  configurable_options?: readonly { option_label: string; value_label: string }[] | null;
}

export interface AvailableShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  amount: MoneyValue;
  available: boolean;
  error_message?: string | null;
}

export interface CheckoutCart {
  id: string;
  email: string | null;
  total_quantity: number;
  items: readonly (CheckoutCartItem | null)[] | null;
  prices: {
    grand_total: MoneyValue | null;
    subtotal_including_tax: MoneyValue | null;
    discounts: readonly ({ amount: MoneyValue; label: string } | null)[] | null;
  } | null;
  shipping_addresses: readonly ({
    available_shipping_methods: readonly (AvailableShippingMethod | null)[] | null;
    selected_shipping_method: { carrier_code: string; method_code: string; amount: MoneyValue } | null;
  } | null)[];
  available_payment_methods: readonly ({ code: string; title: string } | null)[] | null;
}

const CART_FIELDS = `
  id
  email
  total_quantity
  items {
    uid
    quantity
    product { sku name small_image { url } }
    prices { price { value currency } row_total { value currency } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } }
  }
  prices {
    grand_total { value currency }
    subtotal_including_tax { value currency }
    discounts { amount { value currency } label }
  }
  shipping_addresses {
    available_shipping_methods {
      carrier_code carrier_title method_code method_title available error_message amount { value currency }
    }
    selected_shipping_method { carrier_code method_code amount { value currency } }
  }
  available_payment_methods { code title }
`;

export const CHECKOUT_CART = gql<{ cart: CheckoutCart | null }, { cartId: string }>(`
  query getCheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) { ${CART_FIELDS} }
  }
`);

export const SET_GUEST_EMAIL = gql<
  { setGuestEmailOnCart: { cart: { id: string; email: string | null } } | null },
  { cartId: string; email: string }
>(`
  mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id email } }
  }
`);

/** Magento's CartAddressInput; our Nova Poshta refs ride in its custom_attributes. */
export interface CartAddressInput {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code: string;
  telephone: string;
  save_in_address_book?: boolean;
  custom_attributes?: { attribute_code: string; value: string }[];
}

export const SET_SHIPPING_ADDRESS = gql<
  {
    setShippingAddressesOnCart: {
      cart: {
        id: string;
        shipping_addresses: readonly ({
          available_shipping_methods: readonly (AvailableShippingMethod | null)[] | null;
        } | null)[];
      };
    } | null;
  },
  { cartId: string; address: CartAddressInput; pickupLocationCode?: string | null }
>(`
  mutation setShippingAddressesOnCart($cartId: String!, $address: CartAddressInput!, $pickupLocationCode: String) {
    setShippingAddressesOnCart(
      input: { cart_id: $cartId, shipping_addresses: [{ address: $address, pickup_location_code: $pickupLocationCode }] }
    ) {
      cart {
        id
        shipping_addresses {
          available_shipping_methods {
            carrier_code carrier_title method_code method_title available error_message amount { value currency }
          }
        }
      }
    }
  }
`);

export const SET_SHIPPING_METHOD = gql<
  { setShippingMethodsOnCart: { cart: CheckoutCart } | null },
  { cartId: string; carrierCode: string; methodCode: string }
>(`
  mutation setShippingMethodsOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(
      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }
    ) { cart { ${CART_FIELDS} } }
  }
`);

/**
 * The number of the order a cart became. Magento's REST placement answers the order's entity id, not
 * the number the shopper, the e-mail and the shop's staff know (000000123). Our server answers
 * placeOrder of a cart already ordered with that same order again (never a second one); Magento
 * answers "The cart isn't active", and then the id is all the storefront has.
 */
export const PLACED_ORDER_NUMBER = gql<
  { placeOrder: { orderV2: { number: string } | null } | null },
  { cartId: string }
>(`
  mutation placedOrderNumber($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 {
        number
      }
    }
  }
`);

export interface NovaPoshtaCity {
  ref: string;
  name: string;
  area?: string | null;
}

export interface NovaPoshtaWarehouse {
  ref: string;
  number?: string | null;
  name: string;
  address?: string | null;
}

export interface NovaPoshtaStreet {
  ref: string;
  name: string;
}

export const NOVA_POSHTA_CITIES = gql<
  { novaPoshtaCities: readonly NovaPoshtaCity[] | null },
  { search: string; pageSize?: number }
>(`
  query getNovaPoshtaCities($search: String!, $pageSize: Int) {
    novaPoshtaCities(search: $search, pageSize: $pageSize) { ref name area }
  }
`);

export type WarehouseKind = 'BRANCH' | 'PARCEL_LOCKER';

export const NOVA_POSHTA_WAREHOUSES = gql<
  { novaPoshtaWarehouses: readonly NovaPoshtaWarehouse[] | null },
  { cityRef: string; search?: string; type: WarehouseKind; pageSize?: number }
>(`
  query getNovaPoshtaWarehouses($cityRef: String!, $search: String, $type: NovaPoshtaWarehouseType, $pageSize: Int) {
    novaPoshtaWarehouses(city_ref: $cityRef, search: $search, type: $type, pageSize: $pageSize) {
      ref number name address
    }
  }
`);

export const NOVA_POSHTA_STREETS = gql<
  { novaPoshtaStreets: readonly NovaPoshtaStreet[] | null },
  { cityRef: string; search: string }
>(`
  query getNovaPoshtaStreets($cityRef: String!, $search: String!) {
    novaPoshtaStreets(city_ref: $cityRef, search: $search) { ref name }
  }
`);
