/**
 * Amasty Social Login's operations (cart-account spec §7), typed by gql.tada from the server's
 * schema. None is a public operation: they go to the network every time and are never persisted
 * (the accounts are the customer's; the buttons are tiny).
 */
import { graphql } from '../../shared/graphql/graphql.ts';

export const SOCIAL_BUTTONS = graphql(`
  query AmSocialLoginButtonConfig {
    amSocialLoginButtonConfig {
      type
      label
      url
    }
  }
`);

export const SOCIAL_ACCOUNTS = graphql(`
  query AmSocialLoginAccountData {
    amSocialLoginAccountData {
      type
      name
    }
  }
`);

export const LINK_ACCOUNT = graphql(`
  mutation AmSocialLoginLinkAccount($type: String!) {
    amSocialLoginLinkAccount(type: $type) {
      isSuccess
      message
      url
    }
  }
`);

export const UNLINK_ACCOUNT = graphql(`
  mutation AmSocialLoginUnlinkAccount($type: String!) {
    amSocialLoginUnlinkAccount(type: $type) {
      isSuccess
      message
    }
  }
`);
