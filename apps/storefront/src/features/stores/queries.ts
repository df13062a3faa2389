/** The store locator points (spec sections 3 and 7: queried on load, no cache). */
import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

export const STORE_LOCATOR_POINTS = graphql(`
  query getStoreLocatorPoints {
    storeLocatorPoints {
      id
      name
      country
      city
      address
      lat
      lng
      phone
      working_time
      photo
      url_key
      description
      short_description
      position
      warehouse_option_id
      for_men {
        button_title
        image
        url_params
      }
      for_women {
        button_title
        image
        url_params
      }
    }
  }
`);

export type StoreLocatorPoint = NonNullable<
  NonNullable<ResultOf<typeof STORE_LOCATOR_POINTS>['storeLocatorPoints']>[number]
>;
