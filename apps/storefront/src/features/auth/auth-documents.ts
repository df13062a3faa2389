/** The password operations of the auth pages, in Magento 2.4.7's CustomerGraphQl names. */
import { graphql } from '../../shared/graphql/graphql.ts';

export const REQUEST_PASSWORD_RESET_EMAIL = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`);

export const CHANGE_CUSTOMER_PASSWORD = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);
