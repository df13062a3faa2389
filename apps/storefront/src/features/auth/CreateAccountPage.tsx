/**
 * /create-account and /customer/account/create (spec §2): first and last name, e-mail, password (at
 * least 8 characters), newsletter; then signed in (the cart merged) and on to the redirect or account
 * home. Prefilled after a guest order.
 */
import { Link } from 'wouter';
import { FormField } from '../../shared/forms/FormField.tsx';
import { FormAnnouncer, FormError } from '../../shared/forms/FormAnnouncer.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../shared/forms/use-schema-form.ts';
import { AUTH_ERRORS } from '../../shared/session/credentials-form.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { AuthPage } from './AuthPage.tsx';
import type { CreateAccountValues } from './auth-forms.ts';
import { useCreateAccountPage } from './useCreateAccountPage.ts';
import styles from './auth.module.css';
import { PasswordInput } from '../../shared/session/PasswordInput.tsx';
import type { AuthSlots } from './SignInPage.tsx';

const noop = () => {};

/** `social`: the app's social sign-in above and below the form (SignInPage's slots). */
export default function CreateAccountPage({ social }: { social?: AuthSlots } = {}) {
  const t = useT();
  const { form, onSubmit, refused, failure, signInHref } = useCreateAccountPage();
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: keyof CreateAccountValues) =>
    validationText(t, AUTH_ERRORS, errors[field]?.message as string | undefined);
  const announced = refused.map((id) => validationText(t, AUTH_ERRORS, id) ?? '');
  return (
    <AuthPage
      id="create-account"
      title={t('auth.createAccount.title', 'Create an account')}
      aside={
        <>
          <h2 className={styles.asideTitle}>
            {t('auth.createAccount.haveTitle', 'Already have an account?')}
          </h2>
          <Link href={signInHref} className={styles.buttonGhost}>
            {t('auth.signIn.link', 'Sign in')}
          </Link>
        </>
      }
    >
      {social?.('top', noop)}
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.names}>
          <FormField label={t('auth.firstname', 'First name')} error={errorText('firstname')}>
            {(control) => (
              <input
                type="text"
                autoComplete="given-name"
                required
                {...control}
                {...form.register('firstname')}
              />
            )}
          </FormField>
          <FormField label={t('auth.lastname', 'Last name')} error={errorText('lastname')}>
            {(control) => (
              <input
                type="text"
                autoComplete="family-name"
                required
                {...control}
                {...form.register('lastname')}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('auth.email', 'E-mail')} error={errorText('email')}>
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
        <FormField label={t('auth.password', 'Password')} error={errorText('password')}>
          {(control) => (
            <PasswordInput autoComplete="new-password" required {...control} {...form.register('password')} />
          )}
        </FormField>
        <p className={styles.hint}>
          {t('auth.passwordHint', 'At least 8 characters. A phrase is easy to remember.')}
        </p>
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('is_subscribed')} />
          <span>{t('auth.newsletter', 'Send me news about new arrivals and offers')}</span>
        </label>
        <FormAnnouncer
          summary={
            announced.length
              ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: announced.length })
              : null
          }
          errors={announced}
        />
        <FormError
          message={
            failure
              ? (failure.message ?? t('routeError.message', 'Something went wrong. Sorry about that.'))
              : undefined
          }
        />
        <button type="submit" className={`${styles.button} ${styles.submit}`} disabled={isSubmitting}>
          {t('auth.createAccount.submit', 'Create an account')}
        </button>
      </form>
      {social?.('bottom', noop)}
    </AuthPage>
  );
}
