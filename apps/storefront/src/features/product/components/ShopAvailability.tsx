/** "Availability in shops": the shops holding the chosen size, with address, hours and phone. */
import { useT } from '../../../shared/store-view/store-view.tsx';
import type { ProductDetail } from '../product-detail-query.ts';
import { useShopAvailability } from './useShopAvailability.ts';
import info from './ProductInformation.module.css';
import styles from './ShopAvailability.module.css';

export function ShopAvailability({ product }: { product: ProductDetail }) {
  const t = useT();
  const availability = useShopAvailability(product);
  if (!availability.available) return null;
  const { state } = availability;
  return (
    <details className={info.section} open={availability.open} onToggle={availability.onToggle}>
      <summary className={info.summary}>{t('product.shops.title', 'Availability in shops')}</summary>
      <div className={styles.body} aria-live="polite">
        {state.kind === 'choose-size' ? (
          <p className={styles.hint}>
            {t('product.shops.chooseSize', 'Choose a size to see which shops have it.')}
          </p>
        ) : null}
        {state.kind === 'loading' ? (
          <p className={styles.hint} role="status">
            {t('loading.fetchingData', 'Fetching Data...')}
          </p>
        ) : null}
        {state.kind === 'error' ? (
          <p className={styles.hint}>{t('product.shops.error', 'Shop availability could not be loaded.')}</p>
        ) : null}
        {state.kind === 'none' ? (
          <p className={styles.hint}>
            {t('product.shops.none', 'Size {size} is not in our shops right now.', {
              size: availability.size ?? '',
            })}
          </p>
        ) : null}
        {state.kind === 'shops' ? (
          <>
            <p className={styles.hint}>
              {t('product.shops.inStock', 'Size {size} is in stock in these shops:', {
                size: availability.size ?? '',
              })}
            </p>
            <ul className={styles.list}>
              {state.shops.map((shop) => (
                <li key={shop.id} className={styles.shop}>
                  <p className={styles.name}>{shop.name}</p>
                  {shop.city || shop.address ? (
                    <p className={styles.line}>{[shop.city, shop.address].filter(Boolean).join(', ')}</p>
                  ) : null}
                  {shop.workingTime ? <p className={styles.line}>{shop.workingTime}</p> : null}
                  {shop.phone ? (
                    <a className={styles.phone} href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>
                      {shop.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </details>
  );
}
