/** Placeholder of a content page while it loads. */
import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './CmsPage.module.css';

export function PageShimmer() {
  const t = useT();
  return (
    <div
      className={styles.shimmer}
      aria-busy="true"
      role="status"
      aria-label={t('loading.fetchingData', 'Fetching Data...')}
    >
      <div className={`${ui.shimmer} ${styles.shimmerTitle}`} />
      <div className={`${ui.shimmer} ${styles.shimmerHero}`} />
      <div className={`${ui.shimmer} ${styles.shimmerLine}`} />
      <div className={`${ui.shimmer} ${styles.shimmerLineShort}`} />
    </div>
  );
}
