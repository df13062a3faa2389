/**
 * The wishlist's GraphQL operations. The hearts speak the spec's wishlist by sku (GetWishlist →
 * wishlist.products, AddWishlistItem / RemoveWishlistItem by sku, our extension SDL); the wishlist
 * page reads and changes items with Magento 2.4.7's WishlistGraphQl (items_v2, removeProductsFromWishlist),
 * so a size kept is removed alone. None is a public operation, so urql always asks the network and
 * nothing of a customer is persisted.
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';

/** What the hearts know: every product kept (spec: GetWishlist, no inputs, wishlist.products). */
export const GET_WISHLIST = graphql(`
  query GetWishlist {
    wishlist {
      id
      products {
        uid
        sku
      }
    }
  }
`);

export const ADD_WISHLIST_ITEM = graphql(`
  mutation AddWishlistItem($sku: String!) {
    addWishlistItem(sku: $sku) {
      user_errors {
        message
        code
      }
    }
  }
`);

export const REMOVE_WISHLIST_ITEM = graphql(`
  mutation RemoveWishlistItem($sku: String!) {
    removeWishlistItem(sku: $sku) {
      user_errors {
        message
        code
      }
    }
  }
`);

/** One page of the wishlist page's items, newest first. */
export const WISHLIST_ITEMS = graphql(
  `
    query GetWishlistItems($currentPage: Int!, $pageSize: Int!) {
      customer {
        wishlists {
          id
          items_count
          items_v2(currentPage: $currentPage, pageSize: $pageSize) {
            items {
              __typename
              id
              quantity
              added_at
              product {
                ...ProductCard
              }
              ... on ConfigurableWishlistItem {
                configured_variant {
                  uid
                  sku
                  stock_status
                }
                configurable_options {
                  configurable_product_option_uid
                  configurable_product_option_value_uid
                  option_label
                  value_label
                }
              }
            }
            page_info {
              current_page
              page_size
              total_pages
            }
          }
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
);

export const REMOVE_WISHLIST_ITEMS = graphql(`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $ids) {
      user_errors {
        code
        message
      }
    }
  }
`);

type WishlistsAnswer = NonNullable<ResultOf<typeof WISHLIST_ITEMS>['customer']>['wishlists'];
export type WishlistAnswer = NonNullable<WishlistsAnswer[number]>;
export type WishlistPageItem = NonNullable<NonNullable<WishlistAnswer['items_v2']>['items'][number]>;
