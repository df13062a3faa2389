/** Filters on small screens: a panel sliding in from the side, over the listing. */
import { useId, type ReactNode } from 'react';
import { useT } from '../store-view/store-view.tsx';
import { useFilterDrawer } from './use-filter-drawer.ts';
import styles from './FilterDrawer.module.css';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Products matching the current filters, for the "show products" button. */
  count: number;
  clearHref: string | null;
  onClear: (href: string) => void;
  children: ReactNode;
}

export function FilterDrawer({ open, onClose, count, clearHref, onClear, children }: FilterDrawerProps) {
  const t = useT();
  const { closeRef, dialogRef, ...drawer } = useFilterDrawer(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return (
    // Escape and the focus trap, for keys from anywhere in the drawer (they bubble up from the dialog).
    <div className={styles.layer} role="presentation" onKeyDown={drawer.onKeyDown}>
      <div className={styles.backdrop} role="presentation" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('category.filters', 'Filters')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('listing.closeFilters', 'Close filters')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          {clearHref ? (
            <button type="button" className={styles.clear} onClick={() => onClear(clearHref)}>
              {t('category.clearAll', 'Clear all')}
            </button>
          ) : null}
          <button type="button" className={styles.show} onClick={onClose}>
            {t('listing.showProducts', 'Show products ({count})', { count })}
          </button>
        </div>
      </div>
    </div>
  );
}
