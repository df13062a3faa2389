/**
 * Personal information: name, gender (2 unless chosen otherwise), date of birth and phone (+380), the
 * e-mail change confirmed with the password, and the way to the password change page.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAnnouncer, FormError } from '../../../shared/forms/FormAnnouncer.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../../shared/forms/use-schema-form.ts';
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { AccountCustomer } from '../account-documents.ts';
import { ACCOUNT_ERRORS } from '../account-forms.ts';
import { CHANGE_PASSWORD_PATH } from '../account-tabs.ts';
import { TabLoadError, TabLoading } from '../TabState.tsx';
import { useAccountCustomer } from '../useAccountCustomer.ts';
import { useFailureText } from '../useAccountText.ts';
import { useEmailForm, usePersonalForm, type SaveState } from './usePersonalInformation.ts';
import styles from '../Account.module.css';

function useAnnouncement(refused: readonly string[]) {
  const t = useT();
  const errors = refused.map((id) => validationText(t, ACCOUNT_ERRORS, id) ?? '');
  const summary = errors.length
    ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: errors.length })
    : null;
  return { summary, errors };
}

function SaveOutcome({ state, savedText }: { state: SaveState; savedText: string }) {
  const failureText = useFailureText();
  return (
    <>
      <p className={styles.status} role="status">
        {state.kind === 'saved' ? savedText : ''}
      </p>
      <FormError message={state.kind === 'failed' ? (failureText(state.error) ?? undefined) : undefined} />
    </>
  );
}

function PersonalForm({ customer }: { customer: AccountCustomer }) {
  const t = useT();
  const { form, state, refused, onSubmit } = usePersonalForm(customer);
  const { errors, isSubmitting } = form.formState;
  const errorText = (id: string | undefined) => validationText(t, ACCOUNT_ERRORS, id);
  const announced = useAnnouncement(refused);
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className={styles.row}>
        <FormField label={t('account.firstname', 'First name')} error={errorText(errors.firstname?.message)}>
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
        <FormField label={t('account.lastname', 'Last name')} error={errorText(errors.lastname?.message)}>
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
      <FormField label={t('account.middlename', 'Middle name (optional)')}>
        {(control) => (
          <input type="text" autoComplete="additional-name" {...control} {...form.register('middlename')} />
        )}
      </FormField>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t('account.gender', 'Gender')}</legend>
        <label className={styles.choice}>
          <input type="radio" value="2" {...form.register('gender')} />
          <span>{t('account.gender.female', 'Female')}</span>
        </label>
        <label className={styles.choice}>
          <input type="radio" value="1" {...form.register('gender')} />
          <span>{t('account.gender.male', 'Male')}</span>
        </label>
      </fieldset>
      <div className={styles.row}>
        <FormField
          label={t('account.dateOfBirth', 'Date of birth')}
          error={errorText(errors.dateOfBirth?.message)}
        >
          {(control) => (
            <input type="date" autoComplete="bday" {...control} {...form.register('dateOfBirth')} />
          )}
        </FormField>
        <FormField label={t('account.phone', 'Phone')} error={errorText(errors.phone?.message)}>
          {(control) => (
            <input type="tel" inputMode="tel" autoComplete="tel" {...control} {...form.register('phone')} />
          )}
        </FormField>
      </div>
      <FormAnnouncer summary={announced.summary} errors={announced.errors} />
      <SaveOutcome state={state} savedText={t('account.saved', 'Your details are saved.')} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {t('account.save', 'Save')}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ email, onChanged }: { email: string; onChanged: (email: string) => void }) {
  const t = useT();
  const { form, state, refused, onSubmit } = useEmailForm(onChanged);
  const { errors, isSubmitting } = form.formState;
  const errorText = (id: string | undefined) => validationText(t, ACCOUNT_ERRORS, id);
  const announced = useAnnouncement(refused);
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.muted}>{t('account.email.current', 'Current e-mail: {email}', { email })}</p>
      <FormField label={t('account.email.new', 'New e-mail')} error={errorText(errors.email?.message)}>
        {(control) => (
          <input type="email" autoComplete="email" required {...control} {...form.register('email')} />
        )}
      </FormField>
      <FormField
        label={t('account.email.password', 'Your password')}
        error={errorText(errors.password?.message)}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="current-password"
            required
            {...control}
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormAnnouncer summary={announced.summary} errors={announced.errors} />
      <SaveOutcome state={state} savedText={t('account.email.saved', 'Your e-mail is changed.')} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {t('account.email.change', 'Change e-mail')}
        </button>
      </div>
    </form>
  );
}

export function PersonalInformation() {
  const t = useT();
  const { customer, loading, error, failed, retry } = useAccountCustomer();
  const [email, setEmail] = useState<string | null>(null);
  if (loading) return <TabLoading />;
  if (failed || !customer) return <TabLoadError error={error} onRetry={retry} />;
  return (
    <>
      <PersonalForm customer={customer} />
      <section aria-labelledby="account-email">
        <h2 id="account-email" className={styles.subtitle}>
          {t('account.email.title', 'E-mail')}
        </h2>
        <EmailForm email={email ?? customer.email ?? ''} onChanged={setEmail} />
      </section>
      <section aria-labelledby="account-password">
        <h2 id="account-password" className={styles.subtitle}>
          {t('account.password.title', 'Password')}
        </h2>
        <Link href={CHANGE_PASSWORD_PATH} className={styles.link}>
          {t('account.password.change', 'Change password')}
        </Link>
      </section>
    </>
  );
}
