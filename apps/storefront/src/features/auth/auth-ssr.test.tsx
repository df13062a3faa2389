/** The auth pages render on the server (no browser global at render time), each with its h1. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Provider as UrqlProvider } from 'urql';
import { Router } from 'wouter';
import { stubClient } from '../../testing/harness.tsx';
import { AppStoreProvider, createAppStore } from '../../shared/state/app-store.tsx';
import { StoreViewProvider } from '../../shared/store-view/store-view.tsx';
import { ToastsProvider } from '../../shared/toasts/toasts-context.tsx';
import SignInPage from './SignInPage.tsx';
import CreateAccountPage from './CreateAccountPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import ResetPasswordSuccessPage from './ResetPasswordSuccessPage.tsx';
import ChangePasswordPage from './ChangePasswordPage.tsx';
import SignOutPage from './SignOutPage.tsx';

describe('auth pages on the server', () => {
  it.each([
    ['/sign-in', SignInPage, 'Sign in'],
    ['/create-account?email=a%40b.ua', CreateAccountPage, 'Create an account'],
    ['/forgot-password', ForgotPasswordPage, 'Forgot your password?'],
    ['/customer/account/createPassword?token=t&email=a%40b.ua', ResetPasswordPage, 'Set a new password'],
    ['/customer/resetPasswordSuccess', ResetPasswordSuccessPage, 'Your password has been changed'],
    ['/customer/account/changePassword', ChangePasswordPage, 'Change password'],
    ['/customer/account/signOut', SignOutPage, 'Signing out'],
  ])('%s', (path, Page, title) => {
    expect(typeof window).toBe('undefined');
    const [ssrPath, ssrSearch] = path.split('?');
    const html = renderToString(
      <UrqlProvider value={stubClient()}>
        <AppStoreProvider store={createAppStore()}>
          <StoreViewProvider storeCode="ua" origin="https://shop.test" messages={{}}>
            <Router ssrPath={ssrPath} ssrSearch={ssrSearch ?? ''}>
              <ToastsProvider>
                <Page />
              </ToastsProvider>
            </Router>
          </StoreViewProvider>
        </AppStoreProvider>
      </UrqlProvider>,
    );
    expect(html).toContain(`>${title}</h1>`);
  });
});
