/** The contact-us modal (spec §2): name, phone or e-mail, message; on success the contact-us success modal. */
import { useId } from 'react';
import { useT } from '../../app/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../app/layout/modal-registry.ts';
import ui from '../../shared/ui/ui.module.css';
import type { ContactUsField } from './contact-form.ts';
import { useContactUsForm } from './useContactUsForm.ts';
import styles from './contact.module.css';

export default function ContactUsModal({ onClose }: Pick<HostedModalProps, 'onClose'>) {
  const t = useT();
  const form = useContactUsForm();
  const id = useId();
  const fieldProps = (field: ContactUsField) => {
    const error = form.errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: form.values[field],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      ref: form.register(field),
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    };
  };
  const errorText = (field: ContactUsField) => {
    const error = form.errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {t(error.id, error.defaultMessage)}
      </p>
    ) : null;
  };
  return (
    <Modal
      title={t('contactUs.title', 'Contact us')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
    >
      <p className={styles.intro}>
        {t('contactUs.intro', 'Leave your question and we will get back to you within one working day.')}
      </p>
      <form className={styles.form} noValidate onSubmit={form.onSubmit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('contactUs.name', 'Name')}</label>
          <input type="text" autoComplete="name" {...fieldProps('name')} />
          {errorText('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-contact`}>{t('contactUs.contact', 'Phone or e-mail')}</label>
          <input type="text" inputMode="email" autoComplete="email" {...fieldProps('contact')} />
          {errorText('contact')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-message`}>{t('contactUs.message', 'Message')}</label>
          <textarea rows={5} {...fieldProps('message')} />
          {errorText('message')}
        </div>
        {form.failed ? (
          <p className={styles.error} role="alert">
            {t('routeError.message', 'Something went wrong. Sorry about that.')}
          </p>
        ) : null}
        <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={form.sending}>
          {t('contactUs.submit', 'Send')}
        </button>
      </form>
    </Modal>
  );
}
