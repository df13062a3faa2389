/** Description and details, as disclosure sections (the description open). */
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { ProductDetail } from '../product-detail-query.ts';
import { useProductInformation } from './useProductInformation.ts';
import styles from './ProductInformation.module.css';

export function ProductInformation({ product }: { product: ProductDetail }) {
  const t = useT();
  const info = useProductInformation(product);
  return (
    <>
      {info.descriptionHtml ? (
        <details className={styles.section} open>
          <summary className={styles.summary}>{t('product.description', 'Description')}</summary>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: info.descriptionHtml }} />
        </details>
      ) : null}
      {info.rows.length > 0 ? (
        <details className={styles.section} open>
          <summary className={styles.summary}>{t('product.details', 'Details')}</summary>
          <dl className={styles.list}>
            {info.rows.map((row) => (
              <div key={row.id} className={styles.row}>
                <dt>{row.term}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}
