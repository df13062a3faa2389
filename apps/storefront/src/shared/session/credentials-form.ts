/**
 * The rules of the sign-in, registration and password forms (the spec leaves them open; the issue
 * sets them): an e-mail that looks like one, a password of at least 8 characters for a new one
 * (OWASP ASVS 5.0 as the server applies it; no composition rules), names required. zod/mini schemas
 * of the shared form pattern: texts are trimmed, passwords never (a space may be part of one).
 */
import * as z from 'zod/mini';
import { validationMessages } from '../forms/use-schema-form.ts';
import { isEmail } from '../forms/email.ts';

export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_ERRORS = validationMessages({
  emailRequired: { id: 'auth.error.emailRequired', defaultMessage: 'Please enter your e-mail.' },
  emailInvalid: {
    id: 'auth.error.emailInvalid',
    defaultMessage: 'Enter a valid e-mail address, e.g. name@example.com.',
  },
  passwordRequired: { id: 'auth.error.passwordRequired', defaultMessage: 'Please enter your password.' },
  passwordShort: {
    id: 'auth.error.passwordShort',
    defaultMessage: 'The password needs at least 8 characters.',
  },
  firstnameRequired: { id: 'auth.error.firstnameRequired', defaultMessage: 'Please enter your first name.' },
  lastnameRequired: { id: 'auth.error.lastnameRequired', defaultMessage: 'Please enter your last name.' },
});

const requiredText = (messageId: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: messageId, abort: true }));

export const emailField = () =>
  requiredText(AUTH_ERRORS.emailRequired.id).check(z.refine(isEmail, { error: AUTH_ERRORS.emailInvalid.id }));

/** The current password: only required (the server judges it). */
export const currentPasswordField = () =>
  z.string().check(z.minLength(1, { error: AUTH_ERRORS.passwordRequired.id, abort: true }));

/** A new password: required, at least 8 characters (counted as the shopper sees them). */
export const newPasswordField = () =>
  z.string().check(
    z.minLength(1, { error: AUTH_ERRORS.passwordRequired.id, abort: true }),
    z.refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, { error: AUTH_ERRORS.passwordShort.id }),
  );

export const nameField = (messageId: string) => requiredText(messageId);

export const signInSchema = z.object({ email: emailField(), password: currentPasswordField() });
export type SignInValues = z.output<typeof signInSchema>;
export const SIGN_IN_FIELDS: readonly (keyof SignInValues)[] = ['email', 'password'];
