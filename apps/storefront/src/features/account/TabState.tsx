/** What a tab shows while its data loads, and when loading failed (with a way to try again). */
import type { CombinedError } from '@urql/core';
import { Link, useLocation } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { accountFailureOf } from './account-errors.ts';
import { useFailureText } from './useAccountText.ts';
import styles from './Account.module.css';

export function TabLoading() {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      <span className={styles.muted}>{t('account.loading', 'Loading…')}</span>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}

export function TabLoadError({ error, onRetry }: { error: CombinedError | undefined; onRetry: () => void }) {
  const t = useT();
  const text = useFailureText();
  const [location] = useLocation();
  const signedOut = accountFailureOf(error)?.kind === 'signedOut';
  return (
    <div className={styles.actions} role="alert">
      <p className={styles.error}>{text(error) ?? t('account.error.load', 'Something went wrong.')}</p>
      {signedOut ? (
        <Link href={`/sign-in?redirect=${encodeURIComponent(location)}`} className={styles.primary}>
          {t('account.signIn', 'Sign in')}
        </Link>
      ) : (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t('account.retry', 'Try again')}
        </button>
      )}
    </div>
  );
}
