/**
 * The sign-in, account and sign-out operations of cart-account spec §7, in Magento 2.4.7's
 * CustomerGraphQl and QuoteGraphQl names, typed by gql.tada from the server's schema; the carts
 * select shared/cart's CartDetails fragment, so the cart slice gets the answer the cart page reads.
 * The one plain document (EVICT_CACHED_DATA) never reaches a server: session-documents.test.ts
 * validates it against Magento's schema all the same.
 *
 * None of these is a public operation: they always go to the network and are never persisted.
 */
import { gql } from '@urql/core';
import { CART_DETAILS_FRAGMENT } from '../cart/cart-documents.ts';
import { graphql } from '../graphql/graphql.ts';

/** SignIn (email, password) → generateCustomerToken.token. */
export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

/** CreateCartAfterSignIn: with the customer's token, createEmptyCart answers the customer's cart id. */
export const CREATE_CART_AFTER_SIGN_IN = graphql(`
  mutation CreateCartAfterSignIn {
    cartId: createEmptyCart
  }
`);

/** MergeCartsAfterSignIn: the guest cart (source) into the customer's (destination). */
export const MERGE_CARTS_AFTER_SIGN_IN = graphql(
  `
    mutation MergeCartsAfterSignIn($sourceCartId: String!, $destinationCartId: String!) {
      mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
        ...CartDetails
      }
    }
  `,
  [CART_DETAILS_FRAGMENT],
);

/** GetCartDetailsAfterSignIn: the merged cart as the cart page, mini-cart and badge read it. */
export const GET_CART_DETAILS_AFTER_SIGN_IN = graphql(
  `
    query GetCartDetailsAfterSignIn($cartId: String!) {
      cart(cart_id: $cartId) {
        ...CartDetails
      }
    }
  `,
  [CART_DETAILS_FRAGMENT],
);

/** GetCustomerAfterSignIn: what the header, the checkout and the account read of the customer. */
export const GET_CUSTOMER_AFTER_SIGN_IN = graphql(`
  query GetCustomerAfterSignIn {
    customer {
      email
      firstname
      lastname
      is_subscribed
    }
  }
`);

/**
 * Magento's `storeConfig.customer_access_token_lifetime` (hours). Asked on its own, so a server that
 * does not declare the field fails only this query and the token lives 3600 s.
 */
export const GET_CUSTOMER_ACCESS_TOKEN_LIFETIME = graphql(`
  query GetCustomerAccessTokenLifetime {
    storeConfig {
      customer_access_token_lifetime
    }
  }
`);

/** Sign-out: Magento ends the customer's tokens. */
export const REVOKE_CUSTOMER_TOKEN = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);

/** Create account: createCustomerV2, then the sign-in with cart merge. */
export const CREATE_ACCOUNT = graphql(`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
        lastname
        is_subscribed
      }
    }
  }
`);

/**
 * Asks nothing of the server: answered by the client's local exchange (app/graphql), it carries
 * `additionalTypenames` through urql's document cache, which drops every answer holding those types
 * and asks again for the ones on screen. urql has no other way to forget cached answers.
 */
export const EVICT_CACHED_DATA = gql`
  mutation EvictCachedData {
    __typename
  }
`;

/** The plain documents, for the schema check. */
export const PLAIN_SESSION_DOCUMENTS = { EVICT_CACHED_DATA } as const;
