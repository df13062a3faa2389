/**
 * The sign-in form: e-mail and password, inline validation, the server's message when the sign-in is
 * refused, a link to the forgotten-password page. Used by the sign-in page and the checkout's
 * authorization modal; `onSignedIn` runs after the whole sign-in with cart merge.
 */
import { Link } from 'wouter';
import { FormField } from '../forms/FormField.tsx';
import { FormAnnouncer, FormError } from '../forms/FormAnnouncer.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../forms/use-schema-form.ts';
import { useT } from '../store-view/store-view.tsx';
import ui from '../ui/ui.module.css';
import { AUTH_ERRORS, SIGN_IN_FIELDS, signInSchema, type SignInValues } from './credentials-form.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useSignIn, type SignInOutcome } from './use-session.ts';
import styles from './session-forms.module.css';
import { PasswordInput } from './PasswordInput.tsx';

export function SignInForm(props: {
  onSignedIn: (outcome: SignInOutcome) => void;
  /** Leaving for the forgotten-password page (a modal closes itself). */
  onLeave?: () => void;
  /** The sign-in starts (the page stops treating "signed in" as "already signed in"). */
  onStart?: () => void;
  email?: string;
}) {
  const t = useT();
  const signIn = useSignIn();
  const { form, onSubmit, refused, failure } = useAuthForm(
    signInSchema,
    { email: props.email ?? '', password: '' },
    SIGN_IN_FIELDS,
    async (values) => {
      props.onStart?.();
      props.onSignedIn(await signIn(values));
    },
  );
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: keyof SignInValues) => validationText(t, AUTH_ERRORS, errors[field]?.message);
  const announced = refused.map((id) => validationText(t, AUTH_ERRORS, id) ?? '');
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('auth.email', 'E-mail')} error={errorText('email')}>
        {(control) => (
          <input
            type="email"
            inputMode="email"
            autoComplete="username"
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
          <PasswordInput
            autoComplete="current-password"
            required
            {...control}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Link href="/forgot-password" className={styles.secondaryLink} onClick={props.onLeave}>
        {t('auth.forgotLink', 'Forgot your password?')}
      </Link>
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
      <button
        type="submit"
        className={`${ui.button} ${styles.submit}`}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t('auth.signingIn', 'Signing in…') : t('auth.signIn', 'Sign in')}
      </button>
    </form>
  );
}
