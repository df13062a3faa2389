/**
 * Logic of CreateAccountPage: the form prefilled from `?email=&firstName=&lastName=` (after a guest
 * order, spec §2), createCustomerV2 then the sign-in with cart merge, then the redirect or account home.
 */
import { useLocation, useSearch } from 'wouter';
import { useAuthForm } from '../../shared/session/use-auth-form.ts';
import { useCreateAccount } from '../../shared/session/use-session.ts';
import { CREATE_ACCOUNT_FIELDS, createAccountSchema } from './auth-forms.ts';
import { redirectTarget, withRedirect } from './redirect-target.ts';

/** The prefill of a query string (each at most 255 characters, like Magento's name fields). */
export function createAccountPrefill(search: string) {
  const query = new URLSearchParams(search);
  const read = (name: string) => (query.get(name) ?? '').trim().slice(0, 255);
  return { email: read('email'), firstname: read('firstName'), lastname: read('lastName') };
}

export function useCreateAccountPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const createAccount = useCreateAccount();
  const target = redirectTarget(search);
  const form = useAuthForm(
    createAccountSchema,
    { ...createAccountPrefill(search), password: '', is_subscribed: false },
    CREATE_ACCOUNT_FIELDS,
    async (values) => {
      await createAccount(values);
      navigate(target, { replace: true });
    },
  );
  return { ...form, signInHref: withRedirect('/sign-in', search) };
}
