/** Logic of SignInPage: where to go once signed in (the safe `?redirect=` or account home). */
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAfterHydration } from '../../shared/browser/use-hydrated.ts';
import { useIsSignedIn } from '../../shared/state/app-store.tsx';
import { redirectTarget, withRedirect } from './redirect-target.ts';

export function useSignInPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = redirectTarget(search);
  const signedIn = useAfterHydration(useIsSignedIn(), false);
  const onSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  return {
    target,
    /** Already signed in (another tab, the back button): straight on. */
    alreadySignedIn: signedIn,
    onSignedIn,
    createAccountHref: withRedirect('/create-account', search),
  };
}
