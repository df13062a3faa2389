/** The checkout authorization modal: sign in, or go on to checkout as a guest. */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-modals.module.css';

export default function CheckoutAuthorizationModal({
  onClose,
}: Pick<HostedModalProps<'checkout-authorization'>, 'onClose'>) {
  const t = useT();
  return (
    <Modal
      title={t('cartModal.authTitle', 'How would you like to check out?')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <p className={styles.modalText}>
        {t(
          'cartModal.authText',
          'Sign in to use your saved addresses and earn bonus points, or continue as a guest.',
        )}
      </p>
      <div className={styles.modalActions}>
        <Link href="/sign-in?redirect=%2Fcheckout" className={ui.button} onClick={onClose}>
          {t('header.signIn', 'Sign in')}
        </Link>
        <Link href="/checkout" className={ui.buttonGhost} onClick={onClose}>
          {t('cartModal.asGuest', 'Continue as guest')}
        </Link>
      </div>
    </Modal>
  );
}
