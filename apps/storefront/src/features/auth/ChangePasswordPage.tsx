/** /customer/account/changePassword (signed in): the current and a new password → changeCustomerPassword. */
import { Link } from 'wouter';
import { FormField } from '../../shared/forms/FormField.tsx';
import { validationText } from '../../shared/forms/use-schema-form.ts';
import { AUTH_ERRORS } from '../../shared/session/credentials-form.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import { FormEnd } from './FormEnd.tsx';
import { ACCOUNT_HOME } from './redirect-target.ts';
import { useChangePassword } from './usePasswordPages.ts';
import styles from './auth.module.css';
import { PasswordInput } from '../../shared/session/PasswordInput.tsx';

export default function ChangePasswordPage() {
  const t = useT();
  const { form, onSubmit, refused, failure, changed } = useChangePassword();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthPage id="change-password" title={t('auth.change.title', 'Change password')}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label={t('auth.currentPassword', 'Current password')}
          error={validationText(t, AUTH_ERRORS, errors.currentPassword?.message)}
        >
          {(control) => (
            <PasswordInput
              autoComplete="current-password"
              required
              {...control}
              {...form.register('currentPassword')}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.newPassword', 'New password')}
          error={validationText(t, AUTH_ERRORS, errors.newPassword?.message)}
        >
          {(control) => (
            <PasswordInput
              autoComplete="new-password"
              required
              {...control}
              {...form.register('newPassword')}
            />
          )}
        </FormField>
        <p className={styles.hint}>
          {t('auth.passwordHint', 'At least 8 characters. A phrase is easy to remember.')}
        </p>
        <p className={styles.notice} role="status" hidden={!changed}>
          {changed
            ? t('auth.change.done', 'Your password has been changed. Your other sessions were signed out.')
            : ''}
        </p>
        <FormEnd
          refused={refused}
          failure={failure}
          busy={isSubmitting}
          submit={t('auth.change.submit', 'Change password')}
        />
        <Link href={ACCOUNT_HOME} className={styles.link}>
          {t('auth.backToAccount', 'Back to my account')}
        </Link>
      </form>
    </AuthPage>
  );
}
