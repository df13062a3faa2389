/**
 * The cart's GraphQL operations, in Magento 2.4.7's QuoteGraphQl names (cart-documents.test.ts validates
 * every one against Magento's published schema). Plain documents rather than gql.tada ones: the commerce
 * server's cart module lands separately, and these must also run against a real Magento store; the
 * answers are typed by hand in cart-types.ts, field for field with the selections below.
 *
 * Every query here is personal (not in public-operations.ts), so it always goes to the network.
 */
import { gql } from '@urql/core';

const MONEY = 'value currency';

/** What the cart page, the mini-cart and the badge read of a cart (spec §3 "Cart", "Cart item"). */
export const CART_DETAILS_FIELDS = `
  id
  total_quantity
  applied_coupons { code }
  prices {
    grand_total { ${MONEY} }
    subtotal_excluding_tax { ${MONEY} }
    subtotal_including_tax { ${MONEY} }
    discounts { amount { ${MONEY} } label }
    applied_taxes { amount { ${MONEY} } label }
  }
  shipping_addresses {
    selected_shipping_method { amount { ${MONEY} } carrier_code method_code carrier_title method_title }
  }
  items {
    uid
    quantity
    is_available
    errors { code message }
    prices {
      price { ${MONEY} }
      row_total { ${MONEY} }
      total_item_discount { ${MONEY} }
    }
    product {
      uid
      name
      sku
      url_key
      url_suffix
      stock_status
      thumbnail { url label }
      small_image { url label }
      price_range { minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } } }
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
        small_image { url label }
        price_range { minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } } }
      }
    }
  }
`;

/** createCart (spec §7): a new empty cart, for a guest or (with a token) the customer's own. */
export const CREATE_CART = gql`
  mutation createCart {
    cartId: createEmptyCart
  }
`;

export const GET_CART_DETAILS = gql`
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ${CART_DETAILS_FIELDS}
    }
  }
`;

/** Add item (spec §7: cartId, sku, parentSku, quantity; configurable sizes as selected options). */
export const ADD_ITEM = gql`
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
`;

export const UPDATE_ITEM = gql`
  mutation UpdateCartItem($cartId: String!, $itemId: ID!, $quantity: Float!) {
    updateCartItems(
      input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemId, quantity: $quantity }] }
    ) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_ITEM = gql`
  mutation RemoveItemFromCart($cartId: String!, $itemId: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemId }) {
      cart {
        id
      }
    }
  }
`;

export const APPLY_COUPON = gql`
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        ${CART_DETAILS_FIELDS}
      }
    }
  }
`;

export const REMOVE_COUPON = gql`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ${CART_DETAILS_FIELDS}
      }
    }
  }
`;

export const CART_DOCUMENTS = {
  CREATE_CART,
  GET_CART_DETAILS,
  ADD_ITEM,
  UPDATE_ITEM,
  REMOVE_ITEM,
  APPLY_COUPON,
  REMOVE_COUPON,
} as const;
