/**
 * The routes of spec section 2, below the store prefix. Root page types (CMS page, category,
 * product, search) are loaded on demand; any other path is resolved by the backend's route
 * lookup (see ResolvedRoute).
 */
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { withAreaMessages } from '../shared/i18n/load-locale.ts';
import { ResolvedRoute } from './lazy-resolved-route.tsx';
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
/** The checkout's code loads only on /checkout and /order-success (first-load budget). */
export const CheckoutRoute = lazy(withAreaMessages('checkout', () => import('./pages/CheckoutRoute.tsx')));
export const OrderSuccessPage = lazy(
  withAreaMessages('checkout', () => import('../features/checkout/OrderSuccessPage.tsx')),
);

/** The account area's routes (app/account-area-routes.tsx), loaded when one of its paths is opened. */
const AccountAreaRoutes = lazy(() => import('./account-area-routes.tsx'));
/** First path segments of the account area; any case, as its sign-in and password routes. */
const ACCOUNT_AREA = new RegExp(
  `^/(?:${['sign-in', 'create-account', 'forgot-password', 'social-accounts', 'customer', ...SIGNED_IN_ROUTES].join('|')})(?:/|$)`,
  'i',
);

/** Content and service pages whose content is the CMS page of the same identifier. */
export const CMS_ROUTES = ['technical-page', 'hm-space', 'our-service', 'faq', 'contact-us', 'loyalty-rules'];
const BRAND_GENDERS = 'men|women|kids|boys|girls';

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
      <Route path="/checkout">{() => <CheckoutRoute />}</Route>
      <Route path="/order-success">{() => <OrderSuccessPage />}</Route>
      <Route path={ACCOUNT_AREA}>{() => <AccountAreaRoutes />}</Route>
      <Route path={/^\/(?<urlKey>[^/]+)\.html$/}>
        {(p: { urlKey?: string }) => <ProductPage urlKey={p.urlKey!} />}
      </Route>
      <Route>{() => <ResolvedRoute />}</Route>
    </Switch>
  );
}
