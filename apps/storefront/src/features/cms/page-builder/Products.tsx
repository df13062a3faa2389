/**
 * The Products content type: the listed SKUs as product cards, in the content's order, as a
 * carousel (arrows, page dots, swipe/scroll with snapping) or a grid.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { ProductCard } from '../../../shared/product-card/ProductCard.tsx';
import { ProductGrid } from '../../../shared/product-card/ProductGrid.tsx';
import { HydrationSlice } from '../../../shared/react/HydrationSlice.tsx';
import ui from '../../../shared/ui/ui.module.css';
import { toReactStyle } from './style-fields.ts';
import { useProducts } from './useProducts.ts';
import type { ProductsNode } from './types.ts';
import styles from './Products.module.css';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
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

export function Products({ node }: { node: ProductsNode }) {
  const t = useT();
  const { trackRef, ...p } = useProducts(node);
  if (p.state === 'empty') return null;
  const label = t('pageBuilder.products', 'Products');
  if (node.appearance !== 'carousel') {
    return (
      <div id={node.id} className={styles.grid} style={toReactStyle(node.style)}>
        <ProductGrid
          products={p.state === 'loading' ? p.placeholders : p.items}
          list={p.list}
          eagerCount={0}
          label={label}
        />
      </div>
    );
  }
  return (
    <section
      id={node.id}
      className={styles.carousel}
      style={toReactStyle(node.style)}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul ref={trackRef} className={styles.track} onScroll={p.onScroll}>
        {p.state === 'loading'
          ? p.placeholders.map((_, i) => (
              <li key={i} className={styles.slide} aria-hidden="true">
                <div className={`${ui.shimmer} ${styles.placeholderImage}`} />
                <div className={`${ui.shimmer} ${styles.placeholderLine}`} />
              </li>
            ))
          : p.items.map((product, i) => (
              <li key={p.keys[i]} className={styles.slide}>
                <HydrationSlice>
                  <ProductCard product={product} index={i} list={p.list} />
                </HydrationSlice>
              </li>
            ))}
      </ul>
      {node.carousel.showArrows && p.pages > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrev}`}
            aria-label={t('pageBuilder.previousProducts', 'Previous products')}
            onClick={p.previous}
            disabled={p.page === 0}
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={t('pageBuilder.nextProducts', 'Next products')}
            onClick={p.next}
            disabled={p.page >= p.pages - 1}
          >
            <Arrow direction="right" />
          </button>
        </>
      ) : null}
      {node.carousel.showDots && p.pages > 1 ? (
        <div className={styles.dots} role="group" aria-label={t('pageBuilder.productPages', 'Product pages')}>
          {Array.from({ length: p.pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={t('pageBuilder.productPage', 'Page {number} of {count}', {
                number: i + 1,
                count: p.pages,
              })}
              aria-current={i === p.page ? 'true' : undefined}
              onClick={() => p.goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
