/**
 * /forgot-password and /customer/account/forgotpassword: the e-mail, then always the same answer
 * ("if an account exists, we sent a link"), whether or not the e-mail has an account.
 */
import { Link } from 'wouter';
import { FormField } from '../../shared/forms/FormField.tsx';
import { validationText } from '../../shared/forms/use-schema-form.ts';
import { AUTH_ERRORS } from '../../shared/session/credentials-form.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useForgotPassword } from './usePasswordPages.ts';
import styles from './auth.module.css';

export default function ForgotPasswordPage() {
  const t = useT();
  const { form, onSubmit, refused, failure, sentTo, again } = useForgotPassword();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthPage
      id="forgot-password"
      title={t('auth.forgot.title', 'Forgot your password?')}
      intro={
        sentTo
          ? undefined
          : t(
              'auth.forgot.intro',
              'Enter the e-mail of your account and we will send you a link to set a new password.',
            )
      }
    >
      {sentTo ? (
        <>
          <p className={styles.notice} role="status">
            {t(
              'auth.forgot.sent',
              'If an account exists for {email}, we have sent a link to set a new password. It is valid for 2 hours.',
              { email: sentTo },
            )}
          </p>
          <button type="button" className={styles.buttonGhost} onClick={again}>
            {t('auth.forgot.again', 'Use another e-mail')}
          </button>
          <Link href="/sign-in" className={styles.link}>
            {t('auth.backToSignIn', 'Back to sign-in')}
          </Link>
        </>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField
            label={t('auth.email', 'E-mail')}
            error={validationText(t, AUTH_ERRORS, errors.email?.message)}
          >
            {(control) => (
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                {...control}
                {...form.register('email')}
              />
            )}
          </FormField>
          <FormEnd
            refused={refused}
            failure={failure}
            busy={isSubmitting}
            submit={t('auth.forgot.submit', 'Send the link')}
          />
          <Link href="/sign-in" className={styles.link}>
            {t('auth.backToSignIn', 'Back to sign-in')}
          </Link>
        </form>
      )}
    </AuthPage>
  );
}
