/**
 * The account pages' GraphQL operations, in Magento 2.4.7's CustomerGraphQl, SalesGraphQl, VaultGraphQl
 * and NewsletterGraphQl names and shapes, with the spec's extensions (customer phone and loyalty, the
 * address's Nova Poshta fields). None is a public operation (public-operations.ts), so urql asks the
 * network every time and nothing of a customer is ever persisted.
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** Home, personal information, communications and loyalty read the customer through this one query. */
export const ACCOUNT_CUSTOMER = graphql(`
  query GetAccountCustomer {
    customer {
      firstname
      middlename
      lastname
      email
      gender
      date_of_birth
      phone
      is_subscribed
      loyalty {
        active_bonuses
        loyalty_card
      }
    }
  }
`);

export type AccountCustomer = NonNullable<ResultOf<typeof ACCOUNT_CUSTOMER>['customer']>;

/**
 * The loyalty programme tab: the balance, the card and the bonus ledger (our extension
 * `balance_history`, named after Adobe Commerce's reward points), newest first.
 */
export const LOYALTY_PROGRAM = graphql(`
  query GetLoyaltyProgram($pageSize: Int!) {
    customer {
      loyalty {
        active_bonuses
        loyalty_card
        balance_history(currentPage: 1, pageSize: $pageSize) {
          total_count
          items {
            balance
            change_reason
            date
            points_change
            order_number
          }
        }
      }
    }
  }
`);

export type LoyaltyProgramData = NonNullable<
  NonNullable<ResultOf<typeof LOYALTY_PROGRAM>['customer']>['loyalty']
>;
export type LoyaltyHistoryItem = NonNullable<LoyaltyProgramData['balance_history']>['items'][number];

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomerInformation($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        middlename
        lastname
        gender
        date_of_birth
        phone
        is_subscribed
      }
    }
  }
`);

export const UPDATE_CUSTOMER_EMAIL = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

/** communications: the newsletter subscription is a customer field (`updateCustomerV2 { is_subscribed }`). */
export const SET_NEWSLETTER_SUBSCRIPTION = graphql(`
  mutation SetNewsletterSubscription($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        is_subscribed
      }
    }
  }
`);

export const DELETE_CUSTOMER = graphql(`
  mutation DeleteCustomer {
    deleteCustomer
  }
`);

export const CUSTOMER_ADDRESSES = graphql(`
  query GetCustomerAddresses {
    customer {
      addresses {
        id
        firstname
        lastname
        telephone
        city
        street
        default_shipping
        nova_poshta_city_ref
        nova_poshta_street_ref
        nova_poshta_warehouse_ref
        delivery_time_slots
      }
    }
  }
`);

export type CustomerAddress = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof CUSTOMER_ADDRESSES>['customer']>['addresses']>[number]
>;

export const CREATE_CUSTOMER_ADDRESS = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
      firstname
      lastname
      telephone
      city
      street
      default_shipping
      nova_poshta_city_ref
      nova_poshta_street_ref
      nova_poshta_warehouse_ref
      delivery_time_slots
    }
  }
`);

export const UPDATE_CUSTOMER_ADDRESS = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      id
      firstname
      lastname
      telephone
      city
      street
      default_shipping
      nova_poshta_city_ref
      nova_poshta_street_ref
      nova_poshta_warehouse_ref
      delivery_time_slots
    }
  }
`);

export const DELETE_CUSTOMER_ADDRESS = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

/**
 * Order history: newest first (Magento's CREATED_AT, descending), a page at a time, from every store
 * view of the website (scope WEBSITE): Magento's default, STORE, would hide an order placed in the
 * Ukrainian store from the same customer in the Russian one.
 */
export const CUSTOMER_ORDERS = graphql(`
  query GetCustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(
        currentPage: $currentPage
        pageSize: $pageSize
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
        scope: WEBSITE
      ) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          id
          number
          order_date
          status
          carrier
          shipping_method
          total {
            subtotal {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            grand_total {
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
          items {
            id
            product_name
            product_sku
            product_url_key
            quantity_ordered
            product_sale_price {
              value
              currency
            }
            selected_options {
              label
              value
            }
            product {
              small_image {
                url
                label
              }
            }
          }
          shipping_address {
            firstname
            lastname
            city
            street
            telephone
          }
          payment_methods {
            name
            type
          }
        }
      }
    }
  }
`);

export type CustomerOrder = NonNullable<
  NonNullable<NonNullable<ResultOf<typeof CUSTOMER_ORDERS>['customer']>['orders']>['items'][number]
>;

export const CUSTOMER_PAYMENT_TOKENS = graphql(`
  query GetCustomerPaymentTokens {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`);

export type PaymentToken = NonNullable<
  NonNullable<ResultOf<typeof CUSTOMER_PAYMENT_TOKENS>['customerPaymentTokens']>['items'][number]
>;

export const DELETE_PAYMENT_TOKEN = graphql(`
  mutation DeletePaymentToken($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
      customerPaymentTokens {
        items {
          public_hash
          payment_method_code
          type
          details
        }
      }
    }
  }
`);
