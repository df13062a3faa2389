/**
 * Placeholder of the add-to-cart success modal until the cart issue: what was added (from the `product`
 * the opener passes: name, brand, size, price, imageUrl) and the way to the cart.
 */
import { Link } from 'wouter';
import { useT } from '../../shared/store-view/store-view.tsx';
import type { HostedModalProps } from '../../shared/state/modal-state.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './cart-placeholders.module.css';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The added product as the opener described it; null when it passed none. */
export function addedProduct(props: HostedModalProps<'add-to-cart-success'>['props']) {
  const product = props.product;
  if (typeof product !== 'object' || product === null) return null;
  const p = product as Record<string, unknown>;
  const name = text(p.name);
  if (!name) return null;
  return { name, brand: text(p.brand), size: text(p.size), price: text(p.price), imageUrl: text(p.imageUrl) };
}

export default function AddToCartSuccessModal({ props, onClose }: HostedModalProps<'add-to-cart-success'>) {
  const t = useT();
  const product = addedProduct(props);
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
              <p className={styles.muted}>
                {t('product.size', 'Size')}: {product.size}
              </p>
            ) : null}
            {product.price ? <p className={styles.addedPrice}>{product.price}</p> : null}
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
