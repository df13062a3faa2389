/** The contact form's one call: Magento 2.4.7's ContactGraphQl contactUs. Not a public operation. */
import { graphql } from '../../shared/graphql/graphql.ts';

export const CONTACT_US = graphql(`
  mutation ContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);
