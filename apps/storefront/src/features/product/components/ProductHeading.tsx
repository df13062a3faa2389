/** Brand (a link to the brand's catalogue), name, marker, price and the loyalty bonus line. */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import ui from '../../../shared/ui/ui.module.css';
import type { ProductDetail } from '../product-detail-query.ts';
import { useProductHeading } from './useProductHeading.ts';
import styles from './ProductHeading.module.css';

export function ProductHeading({ product }: { product: ProductDetail }) {
  const t = useT();
  const heading = useProductHeading(product);
  return (
    <div className={styles.heading}>
      <div className={styles.topLine}>
        {product.brand_label ? (
          heading.brandHref ? (
            <Link href={heading.brandHref} className={styles.brand}>
              {product.brand_label}
            </Link>
          ) : (
            <span className={styles.brand}>{product.brand_label}</span>
          )
        ) : null}
        {product.marker ? (
          <span className={`${styles.marker} ${heading.isSale ? styles.markerSale : ''}`}>
            {product.marker}
          </span>
        ) : null}
      </div>
      <h1 className={styles.name}>{product.name}</h1>
      <p className={styles.prices}>
        <span className={heading.isSale ? styles.salePrice : styles.price}>
          <span className={ui.visuallyHidden}>{t('productCard.price', 'Price')} </span>
          {heading.price}
        </span>
        {heading.oldPrice ? (
          <del className={styles.oldPrice}>
            <span className={ui.visuallyHidden}>{t('productCard.oldPrice', 'Old price')} </span>
            {heading.oldPrice}
          </del>
        ) : null}
        {heading.discountPercent ? (
          <span className={styles.discount}>−{heading.discountPercent}%</span>
        ) : null}
      </p>
      {heading.loyaltyBonus ? (
        <p className={styles.bonus}>
          {t('product.loyaltyBonus', '+{points} bonus points for this purchase', {
            points: heading.loyaltyBonus,
          })}
        </p>
      ) : null}
    </div>
  );
}
