/** The store's storeConfig, asked once for the whole app by the store-view provider. */
import { graphql, type ResultOf } from '../graphql/graphql.ts';

export const STORE_CONFIG = graphql(`
  query getStoreConfigs {
    storeConfig {
      id
      code
      store_code
      store_name
      locale
      facebook_url
      telegram_url
      instagram_group_url
      instagram_outlet_url
      instagram_beauty_url
      instagram_baby_url
      contact_phone
      apple_store_url
      is_prod
      grid_per_page
      default_country
      secure_base_media_url
      default_display_currency_code
      amsociallogin_general_enabled
      login_position
      button_shape
      popup_enabled
      button_position
      redirect_type
      custom_url
    }
  }
`);

export type StoreConfigData = ResultOf<typeof STORE_CONFIG>;
