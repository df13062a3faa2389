/** The contact-us modal (spec §2): the contact-us form; on success the contact-us success modal. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { ContactUsForm } from './ContactUsForm.tsx';
import styles from './contact.module.css';

export default function ContactUsModal({ onClose }: Pick<HostedModalProps<'contact-us'>, 'onClose'>) {
  const t = useT();
  return (
    <Modal
      title={t('contactUs.title', 'Contact us')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
    >
      <p className={styles.intro}>
        {t('contactUs.intro', 'Leave your question and we will get back to you within one working day.')}
      </p>
      <ContactUsForm />
    </Modal>
  );
}
