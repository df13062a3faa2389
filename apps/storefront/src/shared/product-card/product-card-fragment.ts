/**
 * The product card's fields (spec section 3 "Product card"). Queries spread `...ProductCard`
 * into their items and pass each item to <ProductCard product={item} />.
 * product_type_label is added for the analytics item category (spec section 7).
 */
import { graphql, type FragmentOf, type ResultOf } from '../graphql/graphql.ts';

export const PRODUCT_CARD_FRAGMENT = graphql(`
  fragment ProductCard on ProductInterface {
    __typename
    uid
    id
    sku
    url_key
    url_suffix
    name
    brand
    brand_label
    short_description {
      html
    }
    marker
    media_gallery {
      url
      label
      position
    }
    small_image {
      url
    }
    switch_photo
    stock_status
    product_type_label
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
        regular_price {
          value
          currency
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
    ... on ConfigurableProduct {
      configurable_options {
        uid
        attribute_code
        values {
          label
          uid
          value_index
        }
      }
      variants {
        attributes {
          uid
          code
          value_index
        }
        product {
          uid
          stock_status
        }
      }
    }
  }
`);

/** What a list passes to a card (masked: read it with readFragment). */
export type ProductCardFragment = FragmentOf<typeof PRODUCT_CARD_FRAGMENT>;
/** The card's fields, unmasked. */
export type ProductCardData = ResultOf<typeof PRODUCT_CARD_FRAGMENT>;
