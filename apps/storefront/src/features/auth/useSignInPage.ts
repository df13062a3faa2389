/** Logic of SignInPage: where to go once signed in (the safe `?redirect=` or account home). */
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useIsSignedIn } from '../../shared/state/app-store.tsx';
import { redirectTarget, withRedirect } from './redirect-target.ts';

export function useSignInPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = redirectTarget(search);
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  // Once this page signs in, the token is set at the first of seven steps: the page waits for the
  // last one (or shows the failure) instead of leaving as if the shopper had come signed in.
  const [signingIn, setSigningIn] = useState(false);
  const onStart = useCallback(() => setSigningIn(true), []);
  const onSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  return {
    target,
    /** Already signed in (another tab, the back button): straight on. */
    alreadySignedIn: signedIn && !signingIn,
    onStart,
    onSignedIn,
    createAccountHref: withRedirect('/create-account', search),
  };
}
