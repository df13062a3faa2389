/** Placeholder of the product page while its data loads on a client-side visit (no layout shift). */
import { useT } from '../../../shared/store-view/store-view.tsx';
import ui from '../../../shared/ui/ui.module.css';
import page from '../ProductPage.module.css';
import styles from './ProductSkeleton.module.css';

export function ProductSkeleton() {
  const t = useT();
  return (
    <div className={`page ${page.page}`} role="status" aria-busy="true">
      <span className={ui.visuallyHidden}>{t('loading.fetchingData', 'Fetching Data...')}</span>
      <div className={`${ui.shimmer} ${styles.crumbs}`} />
      <div className={page.layout} aria-hidden="true">
        <div className={`${ui.shimmer} ${styles.image}`} />
        <div className={page.details}>
          <div className={`${ui.shimmer} ${styles.lineShort}`} />
          <div className={`${ui.shimmer} ${styles.line}`} />
          <div className={`${ui.shimmer} ${styles.lineShort}`} />
          <div className={`${ui.shimmer} ${styles.block}`} />
          <div className={`${ui.shimmer} ${styles.button}`} />
        </div>
      </div>
    </div>
  );
}
