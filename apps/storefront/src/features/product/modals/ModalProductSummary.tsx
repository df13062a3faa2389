/** The product a modal is about: photo, brand, name, size and price. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import ui from '../../../shared/ui/ui.module.css';
import type { ProductSummary } from '../useAddToCart.ts';
import styles from './modals.module.css';

export function ModalProductSummary({ product }: { product: ProductSummary }) {
  const t = useT();
  return (
    <div className={styles.summary}>
      {product.imageUrl ? (
        <img className={styles.summaryImage} src={product.imageUrl} alt="" width={72} height={90} />
      ) : (
        <div className={styles.summaryImage} />
      )}
      <div className={styles.summaryText}>
        {product.brand ? <p className={styles.summaryBrand}>{product.brand}</p> : null}
        <p className={styles.summaryName}>{product.name}</p>
        {product.size ? (
          <p className={styles.summaryMeta}>
            {t('product.size', 'Size')}: {product.size}
          </p>
        ) : null}
        <p className={styles.summaryPrice}>
          <span className={product.oldPrice ? styles.salePrice : undefined}>
            <span className={ui.visuallyHidden}>{t('productCard.price', 'Price')} </span>
            {product.price}
          </span>
          {product.oldPrice ? (
            <del className={styles.oldPrice}>
              <span className={ui.visuallyHidden}>{t('productCard.oldPrice', 'Old price')} </span>
              {product.oldPrice}
            </del>
          ) : null}
        </p>
      </div>
    </div>
  );
}
