/**
 * Size choice and the buying controls: add to cart, wishlist heart, buy in one click, share, the
 * price-drop alert.
 * A product sold in shops only shows that notice instead of the online purchase buttons.
 */
import { useId } from 'react';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { HeartIcon, ShareIcon } from '../../../shared/ui/icons.tsx';
import type { ProductDetail } from '../product-detail-query.ts';
import { PriceAlertControl } from './PriceAlertControl.tsx';
import { SizeStrip } from './SizeStrip.tsx';
import { useProductPurchase } from './useProductPurchase.ts';
import styles from './ProductPurchase.module.css';

export function ProductPurchase({ product }: { product: ProductDetail }) {
  const t = useT();
  const purchase = useProductPurchase(product);
  const errorId = useId();
  const addErrorId = useId();
  const heart = (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={purchase.inWishlist}
      aria-label={t('product.wishlist', 'Save to wishlist')}
      onClick={() => void purchase.toggleWishlist()}
    >
      <HeartIcon size={22} fill={purchase.inWishlist ? 'currentColor' : 'none'} />
    </button>
  );

  return (
    <div className={styles.purchase}>
      <SizeStrip
        product={product}
        errorId={purchase.showSizeError ? errorId : null}
        onOpenSizeTable={purchase.onOpenSizeTable}
      />
      {purchase.showSizeError ? (
        <p id={errorId} role="alert" className={styles.error}>
          {t('product.chooseSize', 'Please choose a size')}
        </p>
      ) : null}

      {purchase.offlineOnly ? (
        <p className={styles.notice}>
          <strong>{t('product.onlyOffline', 'Available in shops only')}</strong>
          <span>
            {t(
              'product.onlyOfflineHint',
              'This item cannot be ordered online. Check availability in our shops below.',
            )}
          </span>
        </p>
      ) : null}

      {purchase.offlineOnly ? null : (
        <div className={styles.actions}>
          {purchase.inStock ? (
            <button
              type="button"
              className={styles.primary}
              onClick={purchase.onAddToCart}
              onPointerEnter={purchase.prefetchCart}
              onFocus={purchase.prefetchCart}
              aria-busy={purchase.adding}
              aria-describedby={purchase.addFailure ? addErrorId : undefined}
            >
              {purchase.adding ? t('product.addingToCart', 'Adding…') : t('product.addToCart', 'Add to cart')}
            </button>
          ) : (
            <button type="button" className={styles.primary} disabled>
              {t('product.outOfStock', 'Out of stock')}
            </button>
          )}
          {heart}
        </div>
      )}
      {purchase.addFailure ? (
        <p id={addErrorId} role="alert" className={styles.error}>
          {purchase.addFailure.message ??
            t('product.addToCartFailed', 'The product could not be added to the cart. Please try again.')}
        </p>
      ) : null}

      {purchase.canBuyOnline ? (
        <button type="button" className={styles.secondary} onClick={purchase.onBuyInOneClick}>
          {t('product.buyInOneClick', 'Buy in one click')}
        </button>
      ) : null}

      <div className={styles.utility}>
        {purchase.offlineOnly ? heart : null}
        <button type="button" className={styles.share} onClick={purchase.onShare}>
          <ShareIcon size={18} />
          {t('product.share', 'Share')}
        </button>
        <PriceAlertControl sku={product.sku ?? ''} />
      </div>
    </div>
  );
}
