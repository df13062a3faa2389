/** The schemas of the registration and password pages (rules: shared/session/credentials-form.ts). */
import * as z from 'zod/mini';
import {
  AUTH_ERRORS,
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
} from '../../shared/session/credentials-form.ts';

export const createAccountSchema = z.object({
  firstname: nameField(AUTH_ERRORS.firstnameRequired.id),
  lastname: nameField(AUTH_ERRORS.lastnameRequired.id),
  email: emailField(),
  password: newPasswordField(),
  is_subscribed: z.boolean(),
});
export type CreateAccountValues = z.output<typeof createAccountSchema>;
export const CREATE_ACCOUNT_FIELDS = ['firstname', 'lastname', 'email', 'password'] as const;

export const forgotPasswordSchema = z.object({ email: emailField() });
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;

export const resetPasswordSchema = z.object({ email: emailField(), newPassword: newPasswordField() });
export const RESET_PASSWORD_FIELDS = ['email', 'newPassword'] as const;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField(),
  newPassword: newPasswordField(),
});
export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;
