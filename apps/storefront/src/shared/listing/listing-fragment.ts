/**
 * What every listing (category, brand catalogue, search results) asks of `products`: the page
 * of product cards, the count, paging and the filters (aggregations).
 */
import { graphql, type ResultOf, type VariablesOf } from '../graphql/graphql.ts';
import { PRODUCT_CARD_FRAGMENT } from '../product-card/product-card-fragment.ts';

export const LISTING_PRODUCTS_FRAGMENT = graphql(
  `
    fragment ListingProducts on Products {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      aggregations {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
      items {
        uid
        ...ProductCard
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
);

export type ListingProductsData = ResultOf<typeof LISTING_PRODUCTS_FRAGMENT>;
export type ListingAggregation = NonNullable<NonNullable<ListingProductsData['aggregations']>[number]>;

/** Brand catalogue and search results: a listing without a category. */
export const PRODUCT_LISTING_QUERY = graphql(
  `
    query getProductListing(
      $search: String
      $filter: ProductAttributeFilterInput
      $sort: ProductAttributeSortInput
      $pageSize: Int!
      $currentPage: Int!
    ) {
      products(
        search: $search
        filter: $filter
        sort: $sort
        pageSize: $pageSize
        currentPage: $currentPage
      ) {
        ...ListingProducts
        suggestions {
          search
        }
      }
    }
  `,
  [LISTING_PRODUCTS_FRAGMENT],
);

export type ProductListingVariables = VariablesOf<typeof PRODUCT_LISTING_QUERY>;
export type ProductFilterInput = NonNullable<ProductListingVariables['filter']>;
export type ProductSortInput = NonNullable<ProductListingVariables['sort']>;
