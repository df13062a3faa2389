/**
 * /customer/account/createPassword?token=&email= (the e-mailed link): a new password (at least 8
 * characters) → resetPassword → /customer/resetPasswordSuccess. Without a token the link is
 * incomplete: the page offers to ask for a new one.
 */
import { Link } from 'wouter';
import { FormField } from '../../shared/forms/FormField.tsx';
import { validationText } from '../../shared/forms/use-schema-form.ts';
import { AUTH_ERRORS } from '../../shared/session/credentials-form.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useResetPassword } from './usePasswordPages.ts';
import styles from './auth.module.css';
import { PasswordInput } from '../../shared/session/PasswordInput.tsx';

export default function ResetPasswordPage() {
  const t = useT();
  const { form, onSubmit, refused, failure, hasToken, emailKnown } = useResetPassword();
  const { errors, isSubmitting } = form.formState;
  const title = t('auth.reset.title', 'Set a new password');
  if (!hasToken)
    return (
      <AuthPage id="reset-password" title={title}>
        <p className={styles.notice}>
          {t('auth.reset.noToken', 'This link is incomplete or has expired. Ask for a new one.')}
        </p>
        <Link href="/forgot-password" className={styles.button}>
          {t('auth.reset.askAgain', 'Ask for a new link')}
        </Link>
      </AuthPage>
    );
  return (
    <AuthPage
      id="reset-password"
      title={title}
      intro={t('auth.reset.intro', 'Choose a new password for your account.')}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* The e-mail comes with the link; asked only when the link lacks it. */}
        {emailKnown ? (
          <input type="hidden" {...form.register('email')} />
        ) : (
          <FormField
            label={t('auth.email', 'E-mail')}
            error={validationText(t, AUTH_ERRORS, errors.email?.message)}
          >
            {(control) => (
              <input type="email" autoComplete="username" required {...control} {...form.register('email')} />
            )}
          </FormField>
        )}
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
        <FormEnd
          refused={refused}
          failure={failure}
          busy={isSubmitting}
          submit={t('auth.reset.submit', 'Save the new password')}
        />
      </form>
    </AuthPage>
  );
}
