/**
 * The routes of spec section 2, below the store prefix. Root page types (CMS page, category,
 * product, search) are loaded on demand; any other path is resolved by the backend's route
 * lookup (see ResolvedRoute).
 */
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAfterHydration } from '../shared/browser/use-hydrated.ts';
import { withAreaMessages } from '../shared/i18n/load-locale.ts';
import { useIsSignedIn } from '../shared/state/app-store.tsx';
import { ResolvedRoute } from './ResolvedRoute.tsx';
import { SIGNED_IN_ROUTES } from '../shared/url/personal-routes.ts';

export const CmsRoute = lazy(() => import('../features/cms/CmsRoute.tsx'));
/** The contact form under the /contact-us page's content. */
export const ContactUsSection = lazy(
  withAreaMessages('contact', () => import('../features/contact/ContactUsSection.tsx')),
);
export const HomePage = lazy(() => import('../features/cms/HomePage.tsx'));
export const ProductPage = lazy(() => import('../features/product/ProductPage.tsx'));
export const SearchResultsPage = lazy(() => import('../features/search/SearchResultsPage.tsx'));
export const SearchPage = lazy(() => import('../features/search/SearchPage.tsx'));
export const BrandListPage = lazy(() => import('../features/catalog/BrandListPage.tsx'));
export const BrandCataloguePage = lazy(() => import('../features/catalog/BrandCataloguePage.tsx'));
export const StoresPage = lazy(() => import('./pages/StoresRoute.tsx'));
export const CartPage = lazy(withAreaMessages('cart', () => import('../features/cart/CartPage.tsx')));
/** The customer account and its tabs (signed in only). */
export const AccountPage = lazy(
  withAreaMessages('account', () => import('../features/account/AccountPage.tsx')),
);
/** The wishlist page, shown as the account's wishlist tab (/wishlist, /customer/account/wishlist). */
export const WishlistPage = lazy(
  withAreaMessages('wishlist', () => import('../features/wishlist/WishlistPage.tsx')),
);
/** Sign-in, registration and password pages (features/auth), each loaded on its route. */
export const SignInPage = lazy(withAreaMessages('auth', () => import('../features/auth/SignInPage.tsx')));
export const CreateAccountPage = lazy(
  withAreaMessages('auth', () => import('../features/auth/CreateAccountPage.tsx')),
);
export const ForgotPasswordPage = lazy(
  withAreaMessages('auth', () => import('../features/auth/ForgotPasswordPage.tsx')),
);
export const ResetPasswordPage = lazy(
  withAreaMessages('auth', () => import('../features/auth/ResetPasswordPage.tsx')),
);
export const ResetPasswordSuccessPage = lazy(
  withAreaMessages('auth', () => import('../features/auth/ResetPasswordSuccessPage.tsx')),
);
export const ChangePasswordPage = lazy(
  withAreaMessages('auth', () => import('../features/auth/ChangePasswordPage.tsx')),
);
/** Social sign-in (features/social-login): its buttons join the auth pages after them, and its page. */
export const SocialLoginButtons = lazy(
  withAreaMessages('social-login', () => import('../features/social-login/SocialLoginButtons.tsx')),
);
export const SocialAccountsPage = lazy(
  withAreaMessages('social-login', () => import('../features/social-login/SocialAccountsPage.tsx')),
);
/** The social buttons above or below an auth page's form; the page shows before they arrive. */
const socialSlots =
  (page: 'customer_login' | 'customer_create') => (placement: 'top' | 'bottom', onStart: () => void) => (
    <Suspense fallback={null}>
      <SocialLoginButtons page={page} placement={placement} onStart={onStart} />
    </Suspense>
  );
export const SignOutPage = lazy(withAreaMessages('auth', () => import('../features/auth/SignOutPage.tsx')));
/** The checkout's code loads only on /checkout and /order-success (first-load budget). */
export const CheckoutRoute = lazy(withAreaMessages('checkout', () => import('./pages/CheckoutRoute.tsx')));
export const OrderSuccessPage = lazy(
  withAreaMessages('checkout', () => import('../features/checkout/OrderSuccessPage.tsx')),
);

/** Content and service pages whose content is the CMS page of the same identifier. */
export const CMS_ROUTES = ['technical-page', 'hm-space', 'our-service', 'faq', 'contact-us', 'loyalty-rules'];
const BRAND_GENDERS = 'men|women|kids|boys|girls';
/**
 * /customer/account and /customer/account/{tab}: the account's tabs. The sign-in, registration, password
 * and sign-out pages below /customer/account are the auth pages' own routes, whatever their order here.
 */
export const ACCOUNT_ROUTE =
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

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">{() => <HomePage section={null} />}</Route>
      <Route path={/^\/(?<section>men|women|kids)\/?$/}>
        {(p: { section?: string }) => <HomePage section={p.section ?? null} />}
      </Route>
      <Route path="/stores">{() => <StoresPage />}</Route>
      {CMS_ROUTES.map((id) => (
        <Route key={id} path={`/${id}`}>
          {() =>
            id === 'contact-us' ? (
              <CmsRoute identifier={id}>
                <ContactUsSection />
              </CmsRoute>
            ) : (
              <CmsRoute identifier={id} />
            )
          }
        </Route>
      ))}
      <Route path={/^\/(?<kind>brands|exclusive-brands)(?:\/(?<gender>men|women|kids))?\/?$/}>
        {(p: { kind?: string; gender?: string }) => (
          <BrandListPage exclusive={p.kind === 'exclusive-brands'} gender={p.gender ?? null} />
        )}
      </Route>
      <Route path={new RegExp(`^/brands/(?:(?<gender>${BRAND_GENDERS})/)?(?<brand>[^/]+)(?<rest>/.*)?$`)}>
        {(p: { gender?: string; brand?: string; rest?: string }) => (
          <BrandCataloguePage brand={p.brand!} gender={p.gender ?? null} rest={p.rest ?? ''} />
        )}
      </Route>
      <Route path="/search.html">{() => <SearchPage />}</Route>
      <Route path="/cart">{() => <CartPage />}</Route>
      <Route path={/^\/all(?<rest>\/.*)?$/}>{() => <SearchResultsPage />}</Route>
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
      <Route path="/checkout">{() => <CheckoutRoute />}</Route>
      <Route path="/order-success">{() => <OrderSuccessPage />}</Route>
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
      <Route path={/^\/(?<urlKey>[^/]+)\.html$/}>
        {(p: { urlKey?: string }) => <ProductPage urlKey={p.urlKey!} />}
      </Route>
      <Route>{() => <ResolvedRoute />}</Route>
    </Switch>
  );
}
