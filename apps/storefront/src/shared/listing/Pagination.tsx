/** Page links of a listing: '/p:{n}' addresses (page 1 without a suffix), sort and search kept. */
import { Link } from 'wouter';
import { useT } from '../store-view/store-view.tsx';
import { pageHref, type ListingLocationState } from './listing-location.ts';
import { pageItems } from './pagination.ts';
import styles from './Pagination.module.css';

export interface PaginationProps {
  state: ListingLocationState;
  totalPages: number;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A new page starts at the top of the listing. */
function toTop() {
  window.scrollTo({ top: 0 });
}

export function Pagination({ state, totalPages }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = Math.min(state.page, totalPages);
  const items = pageItems(current, totalPages);
  return (
    <nav aria-label={t('pagination.label', 'Pagination')} className={styles.nav}>
      {current > 1 ? (
        <Link
          href={pageHref(state, current - 1)}
          className={styles.arrow}
          aria-label={t('pagination.previous', 'Previous page')}
          rel="prev"
          onClick={toTop}
        >
          <Arrow direction="left" />
        </Link>
      ) : (
        <span className={`${styles.arrow} ${styles.disabled}`} aria-hidden="true">
          <Arrow direction="left" />
        </span>
      )}
      <ol className={styles.pages}>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(state, item)}
                className={item === current ? styles.current : styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', 'Page {page}', { page: item })}
                onClick={toTop}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < totalPages ? (
        <Link
          href={pageHref(state, current + 1)}
          className={styles.arrow}
          aria-label={t('pagination.next', 'Next page')}
          rel="next"
          onClick={toTop}
        >
          <Arrow direction="right" />
        </Link>
      ) : (
        <span className={`${styles.arrow} ${styles.disabled}`} aria-hidden="true">
          <Arrow direction="right" />
        </span>
      )}
    </nav>
  );
}
