/** The trail: home, the product's category and its ancestors, then the product (current page). */
import { Link } from 'wouter';
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { Crumb } from '../product-detail.ts';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs.label', 'Breadcrumbs')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link href="/" className={styles.link}>
            {t('breadcrumbs.home', 'Home')}
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.href ?? 'current'}-${i}`} className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href} className={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
