/** The category page's one query: the category itself and the page of its products. */
import { graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';
import { LISTING_PRODUCTS_FRAGMENT } from '../../shared/listing/listing-fragment.ts';

export const CATEGORY_LISTING_QUERY = graphql(
  `
    query getCategoryListing(
      $uid: String!
      $filter: ProductAttributeFilterInput!
      $sort: ProductAttributeSortInput
      $pageSize: Int!
      $currentPage: Int!
    ) {
      categories(filters: { category_uid: { eq: $uid } }) {
        items {
          uid
          name
          description
          url_path
          url_suffix
          position
          children_count
          meta_title
          meta_description
          breadcrumbs {
            category_uid
            category_name
            category_url_path
            category_level
          }
          children {
            uid
            name
            url_path
            url_suffix
            position
            children_count
          }
        }
      }
      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
        ...ListingProducts
      }
    }
  `,
  [LISTING_PRODUCTS_FRAGMENT],
);

export type CategoryListingData = ResultOf<typeof CATEGORY_LISTING_QUERY>;
export type CategoryListingVariables = VariablesOf<typeof CATEGORY_LISTING_QUERY>;
export type CategoryData = NonNullable<
  NonNullable<NonNullable<CategoryListingData['categories']>['items']>[number]
>;
