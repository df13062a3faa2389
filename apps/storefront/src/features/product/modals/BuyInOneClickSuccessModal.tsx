/** The one-click order is accepted: a manager will call the number given. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { SuccessIcon } from '../../../shared/ui/icons.tsx';
import { useCloseModal, type ProductModalProps } from './useCloseModal.ts';
import styles from './modals.module.css';

export default function BuyInOneClickSuccessModal({
  props,
  onClose,
}: ProductModalProps<'buy-in-one-click-success'>) {
  const t = useT();
  const close = useCloseModal(onClose);
  const { phone, productName: name } = props;
  const orderNumber = props.orderNumber || null;
  return (
    <Modal
      title={t('product.oneClickSuccess.title', 'Thank you for your order!')}
      closeLabel={t('modal.close', 'Close')}
      onClose={close}
      size="small"
    >
      <div className={styles.success}>
        <SuccessIcon size={40} className={styles.successIcon} />
        {orderNumber ? (
          <p className={styles.lead}>
            {t('product.oneClickSuccess.order', 'Order number: {number}', { number: orderNumber })}
          </p>
        ) : null}
        <p className={styles.text}>
          {name
            ? t(
                'product.oneClickSuccess.textWithName',
                'Our manager will call you at {phone} shortly to confirm your order of {name}.',
                { phone, name },
              )
            : t(
                'product.oneClickSuccess.text',
                'Our manager will call you at {phone} shortly to confirm your order.',
                { phone },
              )}
        </p>
        <button type="button" className={styles.primaryButton} onClick={close}>
          {t('product.continueShopping', 'Continue shopping')}
        </button>
      </div>
    </Modal>
  );
}
