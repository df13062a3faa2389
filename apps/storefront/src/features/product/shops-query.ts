/** The store locator points, to name and address the shops that hold a size (asked for on demand). */
import { graphql } from '../../shared/graphql/graphql.ts';

export const SHOP_POINTS_QUERY = graphql(`
  query getStoreLocatorPoints {
    storeLocatorPoints {
      id
      warehouse_option_id
      position
      name
      city
      address
      working_time
      phone
    }
  }
`);
