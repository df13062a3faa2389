/**
 * /sign-in and /customer/account/login (cart-account spec §2): e-mail and password, then the sign-in
 * with cart merge; afterwards back to `?redirect=` (same-site paths only) or account home. Beside the
 * form, the way to a new account. The app may put social sign-in above and below the form
 * (`social`): it calls `onStart` when its sign-in begins, so the page waits for it as for its own.
 */
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { SignInForm } from '../../shared/session/SignInForm.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import { useSignInPage } from './useSignInPage.ts';
import styles from './auth.module.css';

export type AuthSlots = (placement: 'top' | 'bottom', onStart: () => void) => ReactNode;

export default function SignInPage({ social }: { social?: AuthSlots } = {}) {
  const t = useT();
  const page = useSignInPage();
  if (page.alreadySignedIn) return <Redirect to={page.target} replace />;
  return (
    <AuthPage
      id="sign-in"
      title={t('auth.signIn.title', 'Sign in')}
      intro={t('auth.signIn.intro', 'Welcome back. Sign in with your e-mail and password.')}
      aside={
        <>
          <h2 className={styles.asideTitle}>{t('auth.signIn.newTitle', 'New here?')}</h2>
          <ul className={styles.benefits}>
            <li>{t('auth.signIn.benefitOrders', 'Follow your orders and deliveries')}</li>
            <li>{t('auth.signIn.benefitAddresses', 'Check out faster with saved addresses')}</li>
            <li>{t('auth.signIn.benefitBonuses', 'Earn bonus points on every order')}</li>
          </ul>
          <Link href={page.createAccountHref} className={styles.buttonGhost}>
            {t('auth.createAccount.link', 'Create an account')}
          </Link>
        </>
      }
    >
      {social?.('top', page.onStart)}
      <SignInForm onStart={page.onStart} onSignedIn={page.onSignedIn} />
      {social?.('bottom', page.onStart)}
    </AuthPage>
  );
}
