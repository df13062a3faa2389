/**
 * The contact-us form itself (name, e-mail, optional phone, message), shown in the contact-us modal and
 * on the /contact-us page; on success the contact-us success modal opens.
 */
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import { FormField } from '../../shared/forms/FormField.tsx';
import { FormAnnouncer, FormError } from '../../shared/forms/FormAnnouncer.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../shared/forms/use-schema-form.ts';
import {
  CONTACT_US_ERRORS,
  CONTACT_US_FORM_ERRORS,
  MAX_COMMENT,
  type ContactUsField,
} from './contact-form.ts';
import { useContactUsForm, type SubmitContact } from './useContactUsForm.ts';
import styles from './contact.module.css';

export function ContactUsForm({ submit }: { submit?: SubmitContact }) {
  const t = useT();
  const { form, onSubmit, refused } = useContactUsForm(submit);
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: ContactUsField) => validationText(t, CONTACT_US_ERRORS, errors[field]?.message);
  const announced = refused.map((id) => validationText(t, CONTACT_US_ERRORS, id) ?? '');
  const requestError = errors.root?.request;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('contactUs.name', 'Name')} error={errorText('name')}>
        {(control) => (
          <input type="text" autoComplete="name" required {...control} {...form.register('name')} />
        )}
      </FormField>
      <FormField label={t('contactUs.email', 'E-mail')} error={errorText('email')}>
        {(control) => (
          <input type="email" autoComplete="email" required {...control} {...form.register('email')} />
        )}
      </FormField>
      <FormField label={t('contactUs.telephone', 'Phone (optional)')} error={errorText('telephone')}>
        {(control) => <input type="tel" autoComplete="tel" {...control} {...form.register('telephone')} />}
      </FormField>
      <FormField label={t('contactUs.message', 'Message')} error={errorText('comment')}>
        {(control) => (
          <textarea rows={5} required maxLength={MAX_COMMENT} {...control} {...form.register('comment')} />
        )}
      </FormField>
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
          requestError?.type === 'refused'
            ? validationText(t, CONTACT_US_FORM_ERRORS, requestError.message)
            : requestError
              ? t('routeError.message', 'Something went wrong. Sorry about that.')
              : undefined
        }
      />
      <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={isSubmitting}>
        {t('contactUs.submit', 'Send')}
      </button>
    </form>
  );
}
