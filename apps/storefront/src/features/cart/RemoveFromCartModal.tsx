/** Placeholder of the remove-from-cart confirmation; `onConfirm` (if the opener passes one) removes the item. */
import { useT } from '../../app/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../app/layout/modal-registry.ts';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-placeholders.module.css';

export default function RemoveFromCartModal({ props, onClose }: HostedModalProps) {
  const t = useT();
  const { onConfirm } = props;
  return (
    <Modal
      title={t('cartModal.removeTitle', 'Remove from cart?')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <p className={styles.modalText}>
        {t('cartModal.removeText', 'The product will be removed from your cart.')}
      </p>
      <div className={styles.modalActions}>
        <button type="button" className={ui.buttonGhost} onClick={onClose}>
          {t('cartModal.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => {
            if (typeof onConfirm === 'function') onConfirm();
            onClose();
          }}
        >
          {t('cartModal.remove', 'Remove')}
        </button>
      </div>
    </Modal>
  );
}
