/**
 * A titled row of product cards (related and recently viewed products): a swipeable strip on
 * phones, four cards across on desktop. Pushes view_item_list once when scrolled into view.
 */
import { useId, useRef } from 'react';
import type { ItemList } from '../../../shared/analytics/analytics.ts';
import { readFragment } from '../../../shared/graphql/graphql.ts';
import { ProductCard } from '../../../shared/product-card/ProductCard.tsx';
import {
  PRODUCT_CARD_FRAGMENT,
  type ProductCardData,
  type ProductCardFragment,
} from '../../../shared/product-card/product-card-fragment.ts';
import { useListView } from '../../../shared/product-card/use-list-view.ts';
import styles from './ProductRow.module.css';

export interface ProductRowProps {
  title: string;
  products: ReadonlyArray<ProductCardFragment | ProductCardData>;
  list: ItemList;
}

export function ProductRow({ title, products, list }: ProductRowProps) {
  const ref = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const data = products.map((p) => readFragment(PRODUCT_CARD_FRAGMENT, p as ProductCardFragment));
  useListView(ref, data, list);
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul ref={ref} className={styles.row}>
        {products.map((product, i) => (
          <li key={data[i]?.uid ?? i} className={styles.item}>
            <ProductCard product={product} index={i} list={list} />
          </li>
        ))}
      </ul>
    </section>
  );
}
