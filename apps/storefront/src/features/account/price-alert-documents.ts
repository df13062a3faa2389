/**
 * The account's price-alerts list (the spec's extension): the alerted products with what the tab
 * shows. Not a public operation: always from the network, never persisted. Subscribing and
 * unsubscribing are shared/price-alerts (the product page uses them too).
 */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export const PRICE_ALERT_LIST = graphql(`
  query GetPriceAlertList {
    priceAlert {
      products {
        sku
        subscribed_price {
          value
          currency
        }
        product {
          uid
          name
          url_key
          url_suffix
          price_range {
            minimum_price {
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

export type PriceAlertEntry = NonNullable<
  ResultOf<typeof PRICE_ALERT_LIST>['priceAlert']
>['products'][number];
