/**
 * Logic of the password pages: forgot (always the same neutral answer, so the page never tells whether
 * an e-mail has an account), reset with the e-mailed token, change while signed in. Failures show the
 * server's message as it comes (Magento's texts); a network failure a generic one.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useClient } from 'urql';
import { useAuthForm } from '../../shared/session/use-auth-form.ts';
import { useDispatch } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordSchema,
  FORGOT_PASSWORD_FIELDS,
  forgotPasswordSchema,
  RESET_PASSWORD_FIELDS,
  resetPasswordSchema,
} from './auth-forms.ts';
import { CHANGE_CUSTOMER_PASSWORD, REQUEST_PASSWORD_RESET_EMAIL, RESET_PASSWORD } from './auth-documents.ts';

export const RESET_SUCCESS_PATH = '/customer/resetPasswordSuccess';

/** Throws the answer's error (the form shows its first message); resolves to its data. */
function answered<T>(result: { data?: T; error?: unknown }): T | undefined {
  if (result.error) throw result.error;
  return result.data;
}

export function useForgotPassword() {
  const client = useClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(forgotPasswordSchema, { email: '' }, FORGOT_PASSWORD_FIELDS, async ({ email }) => {
    const result = await client.mutation(REQUEST_PASSWORD_RESET_EMAIL, { email }).toPromise();
    // Only a request that never reached the server is an error; any answer is the neutral one.
    if (result.error?.networkError) throw result.error;
    setSentTo(email);
  });
  return { ...form, sentTo, again: () => setSentTo(null) };
}

export function useResetPassword() {
  const client = useClient();
  const dispatch = useDispatch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const email = (query.get('email') ?? '').trim();
  const form = useAuthForm(
    resetPasswordSchema,
    { email, newPassword: '' },
    RESET_PASSWORD_FIELDS,
    async (values) => {
      // The user slice's reset-password request and receive (spec §4 "Auth actions").
      dispatch(userActions.resetPasswordRequest());
      try {
        const done = answered(
          await client
            .mutation(RESET_PASSWORD, {
              email: values.email,
              resetPasswordToken: token,
              newPassword: values.newPassword,
            })
            .toPromise(),
        );
        if (!done?.resetPassword) throw new Error('The password was not reset');
        dispatch(userActions.resetPasswordReceive());
      } catch (error) {
        dispatch(userActions.resetPasswordReceive(error));
        throw error;
      }
      navigate(RESET_SUCCESS_PATH, { replace: true });
    },
  );
  return { ...form, hasToken: token !== '', emailKnown: email !== '' };
}

export function useChangePassword() {
  const client = useClient();
  const [changed, setChanged] = useState(false);
  const changeForm = useAuthForm(
    changePasswordSchema,
    { currentPassword: '', newPassword: '' },
    CHANGE_PASSWORD_FIELDS,
    async (values, form) => {
      setChanged(false);
      answered(await client.mutation(CHANGE_CUSTOMER_PASSWORD, values).toPromise());
      form.reset();
      setChanged(true);
    },
  );
  return { ...changeForm, changed };
}
