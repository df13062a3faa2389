/**
 * The body every product listing shares (category, brand catalogue, search results): breadcrumbs,
 * heading with the product count and header buttons (filters on small screens, sort), an intro
 * (info block), the chosen filters, a filter sidebar on desktop and a filter panel on small
 * screens, the product grid and pagination.
 */
import { HydrationSlice } from '../react/HydrationSlice.tsx';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../store-view/store-view.tsx';
import type { ItemList } from '../analytics/analytics.ts';
import { ProductGrid } from '../product-card/ProductGrid.tsx';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterList } from './FilterList.tsx';
import { Pagination } from './Pagination.tsx';
import { SortMenu } from './SortMenu.tsx';
import type { ListingProductsData } from './listing-fragment.ts';
import type { ListingLocationState } from './listing-location.ts';
import { useListingView } from './use-listing-view.ts';
import styles from './ListingView.module.css';

export interface ListingViewProps {
  title: string;
  /** Trail after "Home"; the last entry is the current page. */
  breadcrumbs: readonly Crumb[];
  /** Info block under the heading (description, subcategories, search hints). */
  intro?: ReactNode;
  /** Text after the grid (e.g. a long category description). */
  footer?: ReactNode;
  products: ListingProductsData | null;
  fetching: boolean;
  state: ListingLocationState;
  /** Filters the page itself fixes (the brand of a brand catalogue…). */
  hiddenFilters?: readonly string[];
  list: ItemList;
  /** What to show when nothing matches. */
  empty: ReactNode;
  /** Replaces "Products: n" under the heading. */
  countText?: string;
}

export function ListingView(props: ListingViewProps) {
  const t = useT();
  const view = useListingView({
    products: props.products,
    state: props.state,
    hiddenFilters: props.hiddenFilters,
  });
  const hasFilters = view.groups.length > 0;
  const chosen = view.chips.length;
  return (
    <div className={`page ${styles.root}`}>
      <Breadcrumbs items={props.breadcrumbs} />
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{props.title}</h1>
          <p className={styles.count}>
            {props.countText ?? t('category.productCount', 'Products: {count}', { count: view.total })}
          </p>
        </div>
        {props.intro ? <div className={styles.intro}>{props.intro}</div> : null}
      </header>
      {view.total > 0 || chosen > 0 ? (
        <div className={styles.toolbar}>
          {hasFilters ? (
            <button
              type="button"
              className={styles.filterButton}
              aria-haspopup="dialog"
              onClick={view.openFilters}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M4 7h10M18 7h2M4 17h4M12 17h8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
                <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <circle cx="10" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              {t('category.filterButton', 'Filter')}
              {chosen > 0 ? <span className={styles.badge}>{chosen}</span> : null}
            </button>
          ) : (
            <span />
          )}
          <SortMenu state={props.state} />
        </div>
      ) : null}
      {chosen > 0 ? (
        <ul className={styles.chips} aria-label={t('listing.activeFilters', 'Selected filters')}>
          {view.chips.map((chip) => (
            <li key={`${chip.code}:${chip.label}`}>
              <Link
                href={chip.href}
                className={styles.chip}
                aria-label={t('listing.removeFilter', 'Remove filter: {label}', { label: chip.label })}
              >
                {chip.label}
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </li>
          ))}
          {view.clearHref ? (
            <li>
              <Link href={view.clearHref} className={styles.clearAll}>
                {t('category.clearAll', 'Clear all')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className={hasFilters ? styles.body : styles.bodyWide}>
        {hasFilters ? (
          <aside className={styles.sidebar} aria-label={t('category.filters', 'Filters')}>
            <HydrationSlice>
              <FilterList groups={view.groups} onToggle={view.go} />
            </HydrationSlice>
          </aside>
        ) : null}
        <div
          className={props.fetching ? `${styles.results} ${styles.updating}` : styles.results}
          aria-busy={props.fetching}
        >
          {view.items.length > 0 ? (
            <ProductGrid
              products={view.items}
              list={props.list}
              firstIndex={view.firstIndex}
              headingLevel={2}
              compact={hasFilters}
            />
          ) : props.fetching ? null : (
            <div className={styles.empty}>{props.empty}</div>
          )}
          <Pagination state={props.state} totalPages={view.totalPages} />
        </div>
      </div>
      {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
      <FilterDrawer
        open={view.filtersOpen}
        onClose={view.closeFilters}
        count={view.total}
        clearHref={view.clearHref}
        onClear={view.go}
      >
        <FilterList groups={view.groups} onToggle={view.go} />
      </FilterDrawer>
    </div>
  );
}
