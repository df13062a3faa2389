/** The prerequisites modal: what is needed before going on (a message passed by the opener). */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-modals.module.css';

export default function PrerequisitesModal({ props, onClose }: HostedModalProps<'prerequisites'>) {
  const t = useT();
  const { message } = props;
  return (
    <Modal
      title={t('cartModal.prerequisitesTitle', 'Before you continue')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <p className={styles.modalText}>
        {message
          ? message
          : t(
              'cartModal.prerequisitesText',
              'Please choose a size and check the details of your order first.',
            )}
      </p>
      <div className={styles.modalActions}>
        <button type="button" className={ui.button} onClick={onClose}>
          {t('cartModal.understood', 'Got it')}
        </button>
      </div>
    </Modal>
  );
}
