/**
 * The checkout-authorization modal (cart-account spec §2): sign in right here (e-mail and password,
 * the sign-in with cart merge of shared/session) and go on to the checkout as the customer, or go on
 * as a guest.
 */
import { Link, useLocation } from 'wouter';
import { SignInForm } from '../../shared/session/SignInForm.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './CheckoutPage.module.css';

export const SIGN_IN_FOR_CHECKOUT = `/sign-in?redirect=${encodeURIComponent('/checkout')}`;

export default function CheckoutAuthorizationModal({
  onClose,
}: Pick<HostedModalProps<'checkout-authorization'>, 'onClose'>) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Modal
      title={t('checkout.auth.title', 'How would you like to check out?')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      <p className={styles.muted}>
        {t(
          'checkout.auth.text',
          'Sign in to use your saved addresses and earn bonus points, or continue as a guest.',
        )}
      </p>
      <SignInForm
        onLeave={onClose}
        onSignedIn={() => {
          onClose();
          navigate('/checkout');
        }}
      />
      <div className={styles.form}>
        <p className={styles.muted}>{t('checkout.auth.or', 'or')}</p>
        <Link href="/checkout" className={ui.buttonGhost} onClick={onClose}>
          {t('checkout.auth.guest', 'Continue as guest')}
        </Link>
      </div>
    </Modal>
  );
}
