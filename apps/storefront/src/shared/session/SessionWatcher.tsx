/**
 * The shell's part of the session (mounted once by the layout, renders nothing): the expiry timers
 * (session-expiry.ts), the sign-out on start of a session whose stored token had expired, and the
 * customer's details on start when signed in (spec §7: "a customer query is added when signed in").
 * The sign-out and details code loads only when needed, so a page's first load stays small.
 */
import { useEffect } from 'react';
import { useClient } from 'urql';
import { useAppStoreApi } from '../state/app-store.tsx';
import { watchSessionExpiry } from './session-expiry.ts';

export function SessionWatcher() {
  const store = useAppStoreApi();
  const client = useClient();

  useEffect(() => {
    const signOut = () => import('./sign-out.ts').then((m) => m.signOut({ client, store }));
    const { user } = store.getState();
    if (user.sessionExpired) void signOut().catch(() => undefined);
    else if (user.isSignedIn && !user.currentUser)
      void import('./customer-details.ts').then((m) =>
        m.loadCustomerDetails({ client, store }).catch((error: unknown) => {
          // A token the server no longer accepts (revoked elsewhere) ends the session here too.
          if (m.isAuthorizationFailure(error)) void signOut().catch(() => undefined);
        }),
      );
    return watchSessionExpiry(store, () => {
      // Spec §4: on expiry the user is signed out and the page reloads.
      void signOut()
        .catch(() => undefined)
        .finally(() => window.location.reload());
    });
  }, [store, client]);
  return null;
}
