/**
 * The product gallery grid (spec section 2): 2 columns on narrow phones, 3 in landscape, more
 * on larger screens; null items show placeholders. The first cards load their photos eagerly
 * (the first one is the page's largest image). Pushes view_item_list once when scrolled into view.
 */
import { useRef } from 'react';
import { readFragment } from '../graphql/graphql.ts';
import type { ItemList } from '../analytics/analytics.ts';
import ui from '../ui/ui.module.css';
import { ProductCard } from './ProductCard.tsx';
import { HydrationSlice } from '../react/HydrationSlice.tsx';
import {
  PRODUCT_CARD_FRAGMENT,
  type ProductCardData,
  type ProductCardFragment,
} from './product-card-fragment.ts';
import { useListView } from './use-list-view.ts';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: ReadonlyArray<ProductCardFragment | ProductCardData | null | undefined>;
  list?: ItemList | null;
  /** Index of the first product in the whole list (page offset), for analytics. */
  firstIndex?: number;
  /** How many of the first cards load their photo eagerly (0 for a grid below the fold). */
  eagerCount?: number;
  /** Level of the product name headings. */
  headingLevel?: 2 | 3;
  /** Narrower grid (e.g. beside the filter sidebar): at most 3 columns on desktop. */
  compact?: boolean;
  label?: string;
}

export function ProductGrid({
  products,
  list = null,
  firstIndex = 0,
  eagerCount = 4,
  headingLevel = 3,
  compact = false,
  label,
}: ProductGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const data = products.map((p) =>
    p ? readFragment(PRODUCT_CARD_FRAGMENT, p as ProductCardFragment) : null,
  );
  useListView(ref, data, list, firstIndex);
  return (
    <ul ref={ref} className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-label={label}>
      {products.map((product, i) => (
        <li key={data[i]?.uid ?? `placeholder-${i}`} className={styles.item}>
          {product ? (
            <HydrationSlice>
              <ProductCard
                product={product}
                index={firstIndex + i}
                list={list}
                headingLevel={headingLevel}
                priority={i === 0 && eagerCount > 0 ? 'high' : i < eagerCount ? 'eager' : false}
              />
            </HydrationSlice>
          ) : (
            <div className={styles.placeholder} aria-hidden="true">
              <div className={`${ui.shimmer} ${styles.placeholderImage}`} />
              <div className={`${ui.shimmer} ${styles.placeholderLine}`} />
              <div className={`${ui.shimmer} ${styles.placeholderLineShort}`} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
