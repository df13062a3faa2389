/**
 * The product photos: a 4:5 main image with thumbnails beside it on larger screens, a swipeable
 * carousel with dots on phones. Clicking a photo opens the zoom modal. The first photo is the
 * page's largest element: loaded eagerly with high priority.
 */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import type { GalleryImage } from '../product-detail.ts';
import { useProductGallery, type GalleryProductText } from './useProductGallery.ts';
import styles from './ProductGallery.module.css';

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  product: GalleryProductText;
}

export function ProductGallery({ images, product }: ProductGalleryProps) {
  const t = useT();
  const gallery = useProductGallery(images, product);
  const { slides, index, count } = gallery;
  const name = product.name ?? '';

  if (count === 0) {
    return (
      <div className={styles.gallery}>
        <div className={styles.viewport}>
          <div className={styles.empty} role="img" aria-label={t('product.noPhoto', 'No photo yet')} />
        </div>
      </div>
    );
  }

  return (
    // Arrow keys from any control of the gallery, on a box-less wrapper: the region stays a region.
    <div role="presentation" style={{ display: 'contents' }} onKeyDown={gallery.onKeyDown}>
      <section
        className={styles.gallery}
        aria-label={t('product.photos', 'Photos of {name}', { name })}
        aria-roledescription={t('product.carousel', 'carousel')}
      >
        {count > 1 ? (
          <ul className={styles.thumbs}>
            {slides.map((slide, i) => (
              <li key={slide.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={t('product.showPhoto', 'Show photo {number}', { number: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => gallery.show(i)}
                >
                  <img src={slide.thumb} alt="" width={96} height={120} loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.viewport} {...gallery.touchHandlers}>
          <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
            {slides.map((slide, i) => (
              <div
                key={slide.url}
                className={styles.slide}
                role="group"
                aria-roledescription={t('product.slide', 'slide')}
                aria-label={t('product.photoOf', 'Photo {number} of {count}', { number: i + 1, count })}
                aria-hidden={i === index ? undefined : true}
              >
                <button
                  type="button"
                  className={styles.zoomButton}
                  tabIndex={i === index ? 0 : -1}
                  aria-label={t('product.zoomPhoto', 'Zoom photo {number}', { number: i + 1 })}
                  onClick={() => gallery.openZoom(i)}
                >
                  <img
                    className={styles.image}
                    src={slide.src}
                    srcSet={slide.srcSet}
                    sizes={slide.sizes}
                    width={slide.width}
                    height={slide.height}
                    alt={slide.alt}
                    title={slide.title}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                </button>
              </div>
            ))}
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowPrevious}`}
                aria-label={t('product.previousPhoto', 'Previous photo')}
                onClick={gallery.previous}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowNext}`}
                aria-label={t('product.nextPhoto', 'Next photo')}
                onClick={gallery.next}
              >
                <ChevronRightIcon />
              </button>
              <div className={styles.dots}>
                {slides.map((slide, i) => (
                  <button
                    key={slide.url}
                    type="button"
                    className={styles.dot}
                    aria-label={t('product.goToPhoto', 'Go to photo {number}', { number: i + 1 })}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => gallery.show(i)}
                  />
                ))}
              </div>
              <p className={styles.counter} aria-hidden="true">
                {index + 1} / {count}
              </p>
            </>
          ) : null}
        </div>
      </section>
    </div>
  );
}
