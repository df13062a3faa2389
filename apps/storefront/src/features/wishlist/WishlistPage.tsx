/**
 * The wishlist page (/wishlist and the account's wishlist tab, signed in only): the products kept,
 * newest first, a page at a time ("Show more"), each with its kept size, move to cart and remove.
 * Loaded lazily with its texts (the 'wishlist' message area); rendered inside the account page.
 */
import { Link } from 'wouter';
import { ProductCard } from '../../shared/product-card/ProductCard.tsx';
import { useT } from '../../shared/store-view/store-view.tsx';
import { keptSize, needsSize, useWishlistPage } from './useWishlistPage.ts';
import styles from './Wishlist.module.css';

export default function WishlistPage() {
  const t = useT();
  const page = useWishlistPage();
  const firstLoad = page.loading && page.entries.length === 0;

  if (page.error && page.entries.length === 0) {
    return (
      <div role="alert" className={styles.state}>
        <p>{t('wishlistPage.loadFailed', 'Your wishlist could not be loaded.')}</p>
        <button type="button" className={styles.secondary} onClick={() => void page.retry()}>
          {t('wishlistPage.retry', 'Try again')}
        </button>
      </div>
    );
  }
  if (firstLoad) {
    return (
      <p role="status" className={styles.state}>
        {t('wishlistPage.loading', 'Loading your wishlist…')}
      </p>
    );
  }
  if (page.entries.length === 0) {
    return (
      <div className={styles.state}>
        <p>
          {t('wishlistPage.empty', 'Your wishlist is empty. Tap the heart on a product to keep it here.')}
        </p>
        <Link href="/" className={styles.primary}>
          {t('wishlistPage.continue', 'Continue shopping')}
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="wishlist-count">
      <p id="wishlist-count" className={styles.count}>
        {t('wishlistPage.count', '{count} products', { count: page.count })}
      </p>
      <ul className={styles.grid} aria-label={t('wishlistPage.list', 'Products in your wishlist')}>
        {page.entries.map((entry, index) => {
          const size = keptSize(entry.item);
          const name = entry.item.product ? undefined : entry.sku;
          const busy = page.busy[entry.id] ?? false;
          const problem = page.problems[entry.id];
          return (
            <li key={entry.id} className={styles.item}>
              {entry.item.product ? (
                <ProductCard product={entry.item.product} index={index} headingLevel={2} />
              ) : (
                <p>{name}</p>
              )}
              {size ? (
                <p className={styles.size}>{t('wishlistPage.size', 'Size: {size}', { size })}</p>
              ) : null}
              {problem ? (
                <p role="alert" className={styles.error}>
                  {problem}
                </p>
              ) : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => void page.moveToCart(entry)}
                >
                  {needsSize(entry.item)
                    ? t('wishlistPage.chooseSize', 'Choose a size')
                    : t('wishlistPage.moveToCart', 'Move to cart')}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={busy}
                  onClick={() => void page.remove(entry)}
                >
                  {t('wishlistPage.remove', 'Remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {page.hasMore ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.secondary}
            disabled={page.loading}
            onClick={() => void page.showMore()}
          >
            {t('wishlistPage.showMore', 'Show more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
