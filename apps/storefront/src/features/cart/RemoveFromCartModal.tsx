/**
 * The remove-from-cart confirmation. It holds no callback: confirming emits the 'remove-from-cart' event
 * with the item's uid (shared/state/modal-events.ts) and the cart's screens remove the line.
 */
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { confirmModal } from '../../shared/state/modal-events.ts';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-modals.module.css';

export default function RemoveFromCartModal({ props, onClose }: HostedModalProps<'remove-from-cart'>) {
  const t = useT();
  return (
    <Modal
      title={t('cartModal.removeTitle', 'Remove from cart?')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <p className={styles.modalText}>
        {props.productName
          ? t('cartModal.removeNamed', '{name} will be removed from your cart.', { name: props.productName })
          : t('cartModal.removeText', 'The product will be removed from your cart.')}
      </p>
      <div className={styles.modalActions}>
        <button type="button" className={ui.buttonGhost} onClick={onClose}>
          {t('cartModal.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => {
            confirmModal('remove-from-cart', props);
            onClose();
          }}
        >
          {t('cartModal.remove', 'Remove')}
        </button>
      </div>
    </Modal>
  );
}
