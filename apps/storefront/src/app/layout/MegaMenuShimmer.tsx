import { useT } from '../../shared/store-view/store-view.tsx';
import ui from '../../shared/ui/ui.module.css';
import styles from './Header.module.css';

/** Placeholder of the top-level menu while getMainMenu loads (spec §2 "mega menu shimmer"). */
export function MegaMenuShimmer() {
  const t = useT();
  return (
    <div
      className={styles.menuShimmer}
      role="status"
      aria-busy="true"
      aria-label={t('header.menuLoading', 'Loading the menu')}
    >
      {[4.5, 5, 3.5, 4, 5.5].map((width, index) => (
        <span
          key={index}
          className={`${ui.shimmer} ${styles.menuShimmerItem}`}
          style={{ width: `${width}rem` }}
        />
      ))}
    </div>
  );
}
