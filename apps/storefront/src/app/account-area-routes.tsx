/**
 * The account area's routes: sign-in, registration and the password pages, social sign-in, and the
 * signed-in customer's account with its tabs. The route table (app/routes.tsx) loads this module
 * only when a path of the area is opened, so the pages a shopper opens first carry none of it.
 * A path of the area that names no page here goes to the backend's route lookup, as in the table.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAfterHydration } from '../shared/browser/use-hydrated.ts';
import { withAreaMessages } from '../shared/i18n/load-locale.ts';
import { useIsSignedIn } from '../shared/state/app-store.tsx';
import { SIGNED_IN_ROUTES } from '../shared/url/personal-routes.ts';
import { ResolvedRoute } from './lazy-resolved-route.tsx';

/** The customer account and its tabs (signed in only). */
const AccountPage = lazy(withAreaMessages('account', () => import('../features/account/AccountPage.tsx')));
/** The wishlist page, shown as the account's wishlist tab (/wishlist, /customer/account/wishlist). */
const WishlistPage = lazy(
  withAreaMessages('wishlist', () => import('../features/wishlist/WishlistPage.tsx')),
);
/** Sign-in, registration and password pages (features/auth), each loaded on its route with the area's texts. */
const authPage = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(withAreaMessages('auth', load));
const SignInPage = authPage(() => import('../features/auth/SignInPage.tsx'));
const CreateAccountPage = authPage(() => import('../features/auth/CreateAccountPage.tsx'));
const ForgotPasswordPage = authPage(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = authPage(() => import('../features/auth/ResetPasswordPage.tsx'));
const ResetPasswordSuccessPage = authPage(() => import('../features/auth/ResetPasswordSuccessPage.tsx'));
const ChangePasswordPage = authPage(() => import('../features/auth/ChangePasswordPage.tsx'));
/** Social sign-in (features/social-login): its buttons join the auth pages after them, and its page. */
const SocialLoginButtons = lazy(
  withAreaMessages('social-login', () => import('../features/social-login/SocialLoginButtons.tsx')),
);
const SocialAccountsPage = lazy(
  withAreaMessages('social-login', () => import('../features/social-login/SocialAccountsPage.tsx')),
);
/** The social buttons above or below an auth page's form; the page shows before they arrive. */
const socialSlots =
  (page: 'customer_login' | 'customer_create') => (placement: 'top' | 'bottom', onStart: () => void) => (
    <Suspense fallback={null}>
      <SocialLoginButtons page={page} placement={placement} onStart={onStart} />
    </Suspense>
  );
const SignOutPage = authPage(() => import('../features/auth/SignOutPage.tsx'));
/**
 * /customer/account and /customer/account/{tab}: the account's tabs. The sign-in, registration, password
 * and sign-out pages below /customer/account are the auth pages' own routes, whatever their order here.
 */
const ACCOUNT_ROUTE =
  /^\/customer\/account(?:\/(?!(?:login|create|forgotpassword|createPassword|changePassword|signOut)\/?$)(?<tab>[^/]+))?\/?$/;

function SignedInOnly({ children }: { children: React.ReactNode }) {
  // The token lives in browser storage: the server and the hydrating render cannot know the shopper,
  // so they show nothing here; the browser then shows the page or sends a guest to sign in.
  const signedIn = useAfterHydration<boolean | null>(useIsSignedIn(), null);
  const [location] = useLocation();
  if (signedIn === null) return null;
  if (!signedIn) return <Redirect to={`/sign-in?redirect=${encodeURIComponent(location)}`} replace />;
  return <>{children}</>;
}

export default function AccountAreaRoutes() {
  return (
    <Switch>
      <Route path={/^\/(?:sign-in|customer\/account\/login)\/?$/i}>
        {() => <SignInPage social={socialSlots('customer_login')} />}
      </Route>
      <Route path={/^\/(?:create-account|customer\/account\/create)\/?$/i}>
        {() => <CreateAccountPage social={socialSlots('customer_create')} />}
      </Route>
      <Route path={/^\/(?:forgot-password|customer\/account\/forgotpassword)\/?$/i}>
        {() => <ForgotPasswordPage />}
      </Route>
      <Route path={/^\/customer\/account\/createpassword\/?$/i}>{() => <ResetPasswordPage />}</Route>
      <Route path={/^\/customer\/resetpasswordsuccess\/?$/i}>{() => <ResetPasswordSuccessPage />}</Route>
      <Route path={/^\/customer\/account\/changepassword\/?$/i}>
        {() => (
          <SignedInOnly>
            <ChangePasswordPage />
          </SignedInOnly>
        )}
      </Route>
      <Route path={/^\/customer\/account\/signout\/?$/i}>{() => <SignOutPage />}</Route>
      <Route path="/social-accounts">
        {() => (
          <SignedInOnly>
            <SocialAccountsPage />
          </SignedInOnly>
        )}
      </Route>
      {SIGNED_IN_ROUTES.map((id) => (
        <Route key={id} path={`/${id}`}>
          {() => (
            <SignedInOnly>
              <AccountPage route={id} wishlist={WishlistPage} />
            </SignedInOnly>
          )}
        </Route>
      ))}
      <Route path={ACCOUNT_ROUTE}>
        {(p: { tab?: string }) => (
          <SignedInOnly>
            <AccountPage route={p.tab ?? null} wishlist={WishlistPage} />
          </SignedInOnly>
        )}
      </Route>
      <Route>{() => <ResolvedRoute />}</Route>
    </Switch>
  );
}
