/** The breadcrumb trail (spec section 2): home first, the current page last and not a link. */
import { Link } from 'wouter';
import { useT } from '../store-view/store-view.tsx';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Path below the store prefix; absent for the current page. */
  href?: string | null;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  const all: Crumb[] = [{ label: t('breadcrumbs.home', 'Home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs.label', 'Breadcrumbs')} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${i}-${crumb.label}`} className={styles.item}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
