/**
 * The cart's GraphQL operations, in Magento 2.4.7's QuoteGraphQl names and shapes, typed by gql.tada
 * from the storefront's schema (cart-documents.test.ts and the server's storefront-contract test
 * validate every one against Magento's published schema, so they also run against a real Magento store).
 * The answer types are derived from these selections in cart-types.ts.
 *
 * Every query here is personal (not in public-operations.ts), so it always goes to the network.
 */
import { graphql } from '../graphql/graphql.ts';

/**
 * What the cart page, the mini-cart and the badge read of a cart (spec §3 "Cart", "Cart item"): the
 * details query and the coupon mutations answer it. Masked: read it with readFragment.
 */
export const CART_DETAILS_FRAGMENT = graphql(`
  fragment CartDetails on Cart {
    id
    total_quantity
    applied_coupons {
      code
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_excluding_tax {
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
      applied_taxes {
        amount {
          value
          currency
        }
        label
      }
    }
    shipping_addresses {
      selected_shipping_method {
        amount {
          value
          currency
        }
        carrier_code
        method_code
        carrier_title
        method_title
      }
    }
    items {
      uid
      quantity
      is_available
      errors {
        code
        message
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
        total_item_discount {
          value
          currency
        }
      }
      product {
        uid
        name
        sku
        url_key
        url_suffix
        stock_status
        thumbnail {
          url
          label
        }
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
          }
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          id
          configurable_product_option_uid
          option_label
          configurable_product_option_value_uid
          value_label
          value_id
        }
        configured_variant {
          uid
          sku
          stock_status
          small_image {
            url
            label
          }
          price_range {
            minimum_price {
              regular_price {
                value
                currency
              }
              final_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
`);

/** createCart (spec §7): a new empty cart, for a guest or (with a token) the customer's own. */
export const CREATE_CART = graphql(`
  mutation createCart {
    cartId: createEmptyCart
  }
`);

export const GET_CART_DETAILS = graphql(
  `
    query GetCartDetails($cartId: String!) {
      cart(cart_id: $cartId) {
        ...CartDetails
      }
    }
  `,
  [CART_DETAILS_FRAGMENT],
);

/** Add item (spec §7: cartId, sku, parentSku, quantity; configurable sizes as selected options). */
export const ADD_ITEM = graphql(`
  mutation AddItemToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        id
      }
      user_errors {
        code
        message
      }
    }
  }
`);

export const UPDATE_ITEM = graphql(`
  mutation UpdateCartItem($cartId: String!, $itemId: ID!, $quantity: Float!) {
    updateCartItems(
      input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemId, quantity: $quantity }] }
    ) {
      cart {
        id
      }
    }
  }
`);

export const REMOVE_ITEM = graphql(`
  mutation RemoveItemFromCart($cartId: String!, $itemId: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemId }) {
      cart {
        id
      }
    }
  }
`);

export const APPLY_COUPON = graphql(
  `
    mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
        cart {
          ...CartDetails
        }
      }
    }
  `,
  [CART_DETAILS_FRAGMENT],
);

export const REMOVE_COUPON = graphql(
  `
    mutation RemoveCouponFromCart($cartId: String!) {
      removeCouponFromCart(input: { cart_id: $cartId }) {
        cart {
          ...CartDetails
        }
      }
    }
  `,
  [CART_DETAILS_FRAGMENT],
);

export const CART_DOCUMENTS = {
  CREATE_CART,
  GET_CART_DETAILS,
  ADD_ITEM,
  UPDATE_ITEM,
  REMOVE_ITEM,
  APPLY_COUPON,
  REMOVE_COUPON,
} as const;
