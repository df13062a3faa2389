/**
 * The checkout's GraphQL operations, in Magento 2.4.7's names and shapes (QuoteGraphQl) plus the Nova
 * Poshta search queries of our extension schema, typed by gql.tada from the storefront's schema (the
 * server's storefront-contract test validates each against Magento's schema plus our extension SDL).
 * The answer and input types below are derived from these documents.
 */
import { graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';

/** A delivery method as the address step and the cart answer it. Masked: read it with readFragment. */
export const SHIPPING_METHOD_FRAGMENT = graphql(`
  fragment CheckoutShippingMethod on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
`);

/** What the checkout shows of the cart: the summary, the totals, the payment methods. Masked. */
export const CHECKOUT_CART_FRAGMENT = graphql(
  `
    fragment CheckoutCart on Cart {
      id
      email
      total_quantity
      items {
        uid
        quantity
        product {
          sku
          name
          small_image {
            url
          }
        }
        prices {
          price {
            value
            currency
          }
          row_total {
            value
            currency
          }
        }
        ... on ConfigurableCartItem {
          configurable_options {
            option_label
            value_label
          }
        }
      }
      prices {
        grand_total {
          value
          currency
        }
        subtotal_including_tax {
          value
          currency
        }
        discounts {
          amount {
            value
            currency
          }
          label
        }
      }
      shipping_addresses {
        available_shipping_methods {
          ...CheckoutShippingMethod
        }
        selected_shipping_method {
          carrier_code
          method_code
          amount {
            value
            currency
          }
        }
      }
      available_payment_methods {
        code
        title
      }
    }
  `,
  [SHIPPING_METHOD_FRAGMENT],
);

export type CheckoutCart = ResultOf<typeof CHECKOUT_CART_FRAGMENT>;

export const CHECKOUT_CART = graphql(
  `
    query getCheckoutCart($cartId: String!) {
      cart(cart_id: $cartId) {
        ...CheckoutCart
      }
    }
  `,
  [CHECKOUT_CART_FRAGMENT],
);

export const SET_GUEST_EMAIL = graphql(`
  mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`);

export const SET_SHIPPING_ADDRESS = graphql(
  `
    mutation setShippingAddressesOnCart(
      $cartId: String!
      $address: CartAddressInput!
      $pickupLocationCode: String
    ) {
      setShippingAddressesOnCart(
        input: {
          cart_id: $cartId
          shipping_addresses: [{ address: $address, pickup_location_code: $pickupLocationCode }]
        }
      ) {
        cart {
          id
          shipping_addresses {
            available_shipping_methods {
              ...CheckoutShippingMethod
            }
          }
        }
      }
    }
  `,
  [SHIPPING_METHOD_FRAGMENT],
);

/** Magento's CartAddressInput; our Nova Poshta refs ride in its custom_attributes. */
export type CartAddressInput = VariablesOf<typeof SET_SHIPPING_ADDRESS>['address'];

export const SET_SHIPPING_METHOD = graphql(
  `
    mutation setShippingMethodsOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
      setShippingMethodsOnCart(
        input: {
          cart_id: $cartId
          shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }]
        }
      ) {
        cart {
          ...CheckoutCart
        }
      }
    }
  `,
  [CHECKOUT_CART_FRAGMENT],
);

/**
 * The number of the order a cart became. Magento's REST placement answers the order's entity id, not
 * the number the shopper, the e-mail and the shop's staff know (000000123). Our server answers
 * placeOrder of a cart already ordered with that same order again (never a second one); Magento
 * answers "The cart isn't active", and then the id is all the storefront has.
 */
export const PLACED_ORDER_NUMBER = graphql(`
  mutation placedOrderNumber($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      orderV2 {
        number
      }
    }
  }
`);
