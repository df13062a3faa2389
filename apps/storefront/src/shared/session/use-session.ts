/**
 * The session for the pages, the header and the checkout modal: sign in (with the cart merge and the
 * notice of lines from an earlier visit), create an account (then signed in), sign out. Each hook
 * gives a stable function bound to the app's client and store.
 */
import { useCallback } from 'react';
import { useClient } from 'urql';
import { useAppStoreApi } from '../state/app-store.tsx';
import { useT } from '../store-view/store-view.tsx';
import { useToasts } from '../toasts/toasts-context.tsx';
import { TOAST_TIMEOUT_LONG } from '../toasts/toast-model.ts';
import {
  createAccount,
  signIn,
  signInWithToken,
  type Credentials,
  type NewAccount,
  type SignInOutcome,
} from './sign-in.ts';
import { signOut } from './sign-out.ts';

/** Tells the shopper that the cart also holds lines from an earlier visit (nothing bought unseen). */
function useMergeNotice() {
  const t = useT();
  const toasts = useToasts();
  return useCallback(
    (outcome: SignInOutcome) => {
      if (outcome.itemsFromEarlierVisit <= 0) return;
      toasts.addToast({
        type: 'info',
        message: t(
          'auth.mergedCart',
          'Your bag now also holds {count} items from your previous visit. Check them before you order.',
          { count: outcome.itemsFromEarlierVisit },
        ),
        timeout: TOAST_TIMEOUT_LONG,
        dismissable: true,
      });
    },
    [t, toasts],
  );
}

export function useSignIn(): (credentials: Credentials) => Promise<SignInOutcome> {
  const client = useClient();
  const store = useAppStoreApi();
  const notify = useMergeNotice();
  return useCallback(
    async (credentials) => {
      const outcome = await signIn({ client, store }, credentials);
      notify(outcome);
      return outcome;
    },
    [client, store, notify],
  );
}

/** Sign-in with a token handed out elsewhere (social sign-in), with the same merge and notice. */
export function useSignInWithToken(): (token: string) => Promise<SignInOutcome> {
  const client = useClient();
  const store = useAppStoreApi();
  const notify = useMergeNotice();
  return useCallback(
    async (token) => {
      const outcome = await signInWithToken({ client, store }, token);
      notify(outcome);
      return outcome;
    },
    [client, store, notify],
  );
}

export function useCreateAccount(): (account: NewAccount) => Promise<SignInOutcome> {
  const client = useClient();
  const store = useAppStoreApi();
  const notify = useMergeNotice();
  return useCallback(
    async (account) => {
      const outcome = await createAccount({ client, store }, account);
      notify(outcome);
      return outcome;
    },
    [client, store, notify],
  );
}

export function useSignOut(): () => Promise<void> {
  const client = useClient();
  const store = useAppStoreApi();
  return useCallback(() => signOut({ client, store }), [client, store]);
}

export type { Credentials, NewAccount, SignInOutcome };
