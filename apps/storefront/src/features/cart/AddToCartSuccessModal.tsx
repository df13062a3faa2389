/**
 * The add-to-cart success modal: what was just added (as the product page described it: picture, brand,
 * name, size, quantity, price and old price) and the ways on: back to shopping, or to the cart.
 */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-modals.module.css';

export default function AddToCartSuccessModal({ props, onClose }: HostedModalProps<'add-to-cart-success'>) {
  const t = useT();
  const { product, quantity = 1 } = props;
  return (
    <Modal
      title={t('cartModal.addedTitle', 'Added to cart')}
      closeLabel={t('modal.close', 'Close')}
      onClose={onClose}
      size="small"
    >
      {product ? (
        <div className={styles.added}>
          {product.imageUrl ? (
            <img src={product.imageUrl} width={72} height={96} alt="" className={styles.addedImage} />
          ) : null}
          <div className={styles.addedText}>
            {product.brand ? <p className={styles.addedBrand}>{product.brand}</p> : null}
            <p className={styles.addedName}>{product.name}</p>
            {product.size ? (
              <p className={styles.addedMeta}>
                {t('cart.line.size', 'Size: {size}', { size: product.size })}
              </p>
            ) : null}
            {quantity > 1 ? (
              <p className={styles.addedMeta}>
                {t('cartModal.quantity', 'Quantity: {quantity}', { quantity })}
              </p>
            ) : null}
            {product.price ? (
              <p className={styles.addedPrice}>
                {product.price}
                {product.oldPrice ? <s className={styles.addedOld}>{product.oldPrice}</s> : null}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className={styles.modalText}>{t('cartModal.addedText', 'The product is in your cart.')}</p>
      )}
      <div className={styles.modalActions}>
        <button type="button" className={ui.buttonGhost} onClick={onClose}>
          {t('miniCart.continueShopping', 'Continue shopping')}
        </button>
        <Link href="/cart" className={ui.button} onClick={onClose}>
          {t('cartModal.goToCart', 'Go to cart')}
        </Link>
      </div>
    </Modal>
  );
}
