/** The contact-us modal (spec §2): name, phone or e-mail, message; on success the contact-us success modal. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import ui from '../../shared/ui/ui.module.css';
import { FormField } from '../../shared/forms/FormField.tsx';
import { FormAnnouncer, FormError } from '../../shared/forms/FormAnnouncer.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../shared/forms/use-schema-form.ts';
import { CONTACT_US_ERRORS, type ContactUsField } from './contact-form.ts';
import { useContactUsForm } from './useContactUsForm.ts';
import styles from './contact.module.css';

export default function ContactUsModal({ onClose }: Pick<HostedModalProps<'contact-us'>, 'onClose'>) {
  const t = useT();
  const { form, onSubmit, refused } = useContactUsForm();
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: ContactUsField) => validationText(t, CONTACT_US_ERRORS, errors[field]?.message);
  const announced = refused.map((id) => validationText(t, CONTACT_US_ERRORS, id) ?? '');
  return (
    <Modal
      title={t('contactUs.title', 'Contact us')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
    >
      <p className={styles.intro}>
        {t('contactUs.intro', 'Leave your question and we will get back to you within one working day.')}
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('contactUs.name', 'Name')} error={errorText('name')}>
          {(control) => (
            <input type="text" autoComplete="name" required {...control} {...form.register('name')} />
          )}
        </FormField>
        <FormField label={t('contactUs.contact', 'Phone or e-mail')} error={errorText('contact')}>
          {(control) => (
            <input
              type="text"
              inputMode="email"
              autoComplete="email"
              required
              {...control}
              {...form.register('contact')}
            />
          )}
        </FormField>
        <FormField label={t('contactUs.message', 'Message')} error={errorText('message')}>
          {(control) => <textarea rows={5} required {...control} {...form.register('message')} />}
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
            errors.root?.request
              ? t('routeError.message', 'Something went wrong. Sorry about that.')
              : undefined
          }
        />
        <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={isSubmitting}>
          {t('contactUs.submit', 'Send')}
        </button>
      </form>
    </Modal>
  );
}
