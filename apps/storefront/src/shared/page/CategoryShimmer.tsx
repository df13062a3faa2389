import ui from '../ui/ui.module.css';
import styles from './CategoryShimmer.module.css';

/** Placeholder of a category page while the route lookup says a category comes next. */
export function CategoryShimmer() {
  return (
    <div className={`page ${styles.root}`} aria-busy="true" aria-label="Loading">
      <div className={`${ui.shimmer} ${styles.title}`} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`${ui.shimmer} ${styles.card}`} />
        ))}
      </div>
    </div>
  );
}
