/** /customer/resetPasswordSuccess: the password is set; sign in with it. */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import styles from './auth.module.css';

export default function ResetPasswordSuccessPage() {
  const t = useT();
  return (
    <AuthPage id="reset-success" title={t('auth.resetSuccess.title', 'Your password has been changed')}>
      <p className={styles.text}>
        {t(
          'auth.resetSuccess.text',
          'For your safety we signed you out everywhere. Sign in with the new password.',
        )}
      </p>
      <Link href="/sign-in" className={styles.button}>
        {t('auth.signIn.link', 'Sign in')}
      </Link>
    </AuthPage>
  );
}
