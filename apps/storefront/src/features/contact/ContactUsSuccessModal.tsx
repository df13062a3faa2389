/** Shown after the contact-us form was sent. */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { SuccessIcon } from '../../shared/ui/icons.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './contact.module.css';

export default function ContactUsSuccessModal({
  onClose,
}: Pick<HostedModalProps<'contact-us-success'>, 'onClose'>) {
  const t = useT();
  return (
    <Modal
      title={t('contactUs.successTitle', 'Thank you!')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <div className={styles.success}>
        <SuccessIcon size={48} className={styles.successIcon} />
        <p>{t('contactUs.successText', 'Your message has been sent. We will contact you soon.')}</p>
        <button type="button" className={ui.button} onClick={onClose}>
          {t('contactUs.successClose', 'Back to shopping')}
        </button>
      </div>
    </Modal>
  );
}
