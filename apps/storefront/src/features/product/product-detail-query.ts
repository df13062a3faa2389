/**
 * The "Product detail by url key" query of spec section 7 (getProductDetail, cache-and-network),
 * asking for every product detail field of section 3.
 */
import { graphql, type ResultOf, type VariablesOf } from '../../shared/graphql/graphql.ts';
import { PRODUCT_CARD_FRAGMENT } from '../../shared/product-card/product-card-fragment.ts';

export const PRODUCT_DETAIL_QUERY = graphql(
  `
    query getProductDetail($urlKey: String!) {
      products(filter: { url_key: { eq: $urlKey } }) {
        items {
          __typename
          ...ProductCard
          base_product_type
          base_product_type_label
          product_type_label
          type_p
          id
          uid
          sku
          name
          url_key
          url_suffix
          marker
          only_offline
          season
          style {
            id
            label
          }
          gender
          brand
          brand_label
          brand_url_key
          categories {
            uid
            url_path
            name
            breadcrumbs {
              category_uid
              category_name
              category_url_path
            }
          }
          description {
            html
          }
          short_description {
            html
          }
          loyalty_bonus_data {
            loyalty_bonus
            loyalty_bonus_enabled
          }
          meta_info {
            meta_title
            meta_description
            meta_robots
          }
          media_gallery {
            url
            label
            position
          }
          small_image {
            url
          }
          stock_status
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
              discount {
                amount_off
                percent_off
              }
            }
          }
          product_all {
            id
            title
            label
            sku
            stock_status
          }
          related_products {
            uid
            ...ProductCard
          }
          ... on ConfigurableProduct {
            configurable_options {
              uid
              attribute_code
              label
              values {
                uid
                label
                value_index
              }
            }
            variants {
              attributes {
                uid
                code
                value_index
                label
              }
              product {
                uid
                sku
                stock_status
                warehouses {
                  warehouse_option_id
                  name
                  qty
                }
              }
            }
          }
        }
      }
    }
  `,
  [PRODUCT_CARD_FRAGMENT],
);

export type ProductDetailData = ResultOf<typeof PRODUCT_DETAIL_QUERY>;
export type ProductDetailVariables = VariablesOf<typeof PRODUCT_DETAIL_QUERY>;
type Items = NonNullable<NonNullable<ProductDetailData['products']>['items']>;
/** One product of the detail result (either product type). */
export type ProductDetail = NonNullable<Items[number]>;
