/** /customer/account/signOut: signs out (spec §4 "Sign-out"), then the home page. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSignOut } from '../../shared/session/use-session.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import styles from './auth.module.css';

export default function SignOutPage() {
  const t = useT();
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const started = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);
  return (
    <AuthPage id="sign-out" title={t('auth.signOut.title', 'Signing out')}>
      <p className={styles.text} role="status">
        {t('auth.signOut.text', 'Signing you out…')}
      </p>
    </AuthPage>
  );
}
