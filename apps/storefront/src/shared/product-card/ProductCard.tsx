/**
 * A product in a list (spec section 3 "Product card"): photo (second photo on hover when
 * switch_photo; a swipeable carousel with dots on touch screens), marker, wishlist heart,
 * brand, name, price (old price struck only when higher) and the sizes in stock.
 */
import { Link } from 'wouter';
import { useT } from '../store-view/store-view.tsx';
import type { ItemList } from '../analytics/analytics.ts';
import ui from '../ui/ui.module.css';
import type { ProductCardData, ProductCardFragment } from './product-card-fragment.ts';
import { useProductCard } from './use-product-card.ts';
import styles from './ProductCard.module.css';

export { PRODUCT_CARD_FRAGMENT } from './product-card-fragment.ts';
export type { ProductCardData, ProductCardFragment } from './product-card-fragment.ts';

export interface ProductCardProps {
  product: ProductCardFragment | ProductCardData;
  /** Position in the list, from 0. */
  index?: number;
  list?: ItemList | null;
  /**
   * The first cards of a page: 'eager' loads the photo at once, 'high' (or true) also gives it
   * high fetch priority (the page's largest image). Other cards load lazily.
   */
  priority?: boolean | 'high' | 'eager';
  headingLevel?: 2 | 3;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.3C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ProductCard({
  product,
  index = 0,
  list = null,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const t = useT();
  const card = useProductCard({ product, index, list });
  const eager = priority !== false;
  const high = priority === true || priority === 'high';
  const { data, images, current } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = data.name ?? '';
  const shown = card.engaged ? images : images.slice(0, 1);

  return (
    <article className={styles.card}>
      <div className={styles.media} onMouseEnter={card.onPointerEnter} {...card.touchHandlers}>
        <Link href={card.href} className={styles.imageLink} tabIndex={-1} onClick={card.onSelect}>
          <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
            {shown.length === 0 ? <div className={styles.noImage} /> : null}
            {shown.map((image, i) => (
              <img
                key={image.key}
                className={styles.image}
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.sizes}
                width={image.width}
                height={image.height}
                alt={image.alt}
                title={image.title}
                // Once the carousel is in use, the photo next to the current one is fetched ahead.
                loading={(i === 0 && eager) || (i > 0 && Math.abs(i - current) <= 1) ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && high ? 'high' : undefined}
                decoding="async"
                draggable={false}
              />
            ))}
          </div>
          {card.hoverImage && current === 0 ? (
            <img
              className={styles.hoverImage}
              src={card.hoverImage.src}
              srcSet={card.hoverImage.srcSet}
              sizes={card.hoverImage.sizes}
              width={card.hoverImage.width}
              height={card.hoverImage.height}
              alt={card.hoverImage.alt}
              title={card.hoverImage.title}
              decoding="async"
              draggable={false}
            />
          ) : null}
        </Link>
        {data.marker ? (
          <span className={`${styles.marker} ${card.saleMarker ? styles.markerSale : ''}`}>
            {data.marker}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.heart}
          aria-pressed={card.inWishlist}
          aria-label={t('productCard.wishlist', 'Save to wishlist: {name}', { name })}
          onClick={() => void card.toggleWishlist()}
        >
          <HeartIcon filled={card.inWishlist} />
        </button>
        {images.length > 1 ? (
          <div
            className={styles.dots}
            role="group"
            aria-label={t('productCard.photos', 'Photos of {name}', { name })}
          >
            {images.map((image, i) => (
              <button
                key={image.key}
                type="button"
                className={styles.dot}
                aria-pressed={i === current}
                aria-label={t('productCard.photo', 'Photo {number} of {count}', {
                  number: i + 1,
                  count: images.length,
                })}
                onClick={() => card.showImage(i)}
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.info}>
        {data.brand_label ? <p className={styles.brand}>{data.brand_label}</p> : null}
        <Heading className={styles.name}>
          <Link href={card.href} className={styles.nameLink} onClick={card.onSelect}>
            {name}
          </Link>
        </Heading>
        <p className={styles.prices}>
          {card.prices.oldPrice ? (
            <del className={styles.oldPrice}>
              <span className={ui.visuallyHidden}>{t('productCard.oldPrice', 'Old price')} </span>
              {card.prices.oldPrice}
            </del>
          ) : null}
          <span className={card.isSale ? styles.salePrice : styles.price}>
            <span className={ui.visuallyHidden}>{t('productCard.price', 'Price')} </span>
            {card.prices.price}
          </span>
        </p>
        {card.sizes.length > 0 ? (
          <p className={styles.sizes}>
            <span className={ui.visuallyHidden}>{t('productCard.sizes', 'Available sizes')}: </span>
            {card.sizes.map((size) => (
              <span key={size} className={styles.size}>
                {size}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
