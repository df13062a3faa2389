/**
 * The gallery's logic: image sources (300 px on mobile, 600 px otherwise, with a srcset), alt
 * and title texts, the current image (the product slice's imageIndex), swipes on touch screens
 * (spec section 4: a swipe counts beyond 15 px horizontally, changes the image beyond 50 px,
 * wrapping at both ends), arrow keys, and opening the zoom modal.
 */
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useStoreConfig, useStoreView } from '../../../shared/store-view/store-view.tsx';
import { useAppStore, useDispatch } from '../../../shared/state/app-store.tsx';
import {
  carouselIndexAfterSwipe,
  nextIndex,
  previousIndex,
  type Point,
} from '../../../shared/gestures/swipe.ts';
import { imageAltText, imageTextPhrases, imageTitleText } from '../../../shared/media/alt-text.ts';
import {
  GALLERY_REQUEST_WIDTH_MOBILE,
  GALLERY_REQUEST_WIDTH_OTHER,
  galleryImageUrl,
  imageHeightFor,
  imageUrl,
} from '../../../shared/media/images.ts';
import { modalActions } from '../../../shared/state/modal-state.ts';
import { productActions } from '../../../shared/state/product-state.ts';
import { BREAKPOINT_TABLET_PX } from '../../../shared/constants.ts';
import type { GalleryImage } from '../product-detail.ts';

export interface GalleryProductText {
  name?: string | null;
  brand_label?: string | null;
  short_description?: { html?: string | null } | null;
}

export interface GallerySlide {
  /** The original image url (the zoom modal builds its own sizes from it). */
  url: string;
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  thumb: string;
  alt: string;
  title: string;
}

export const GALLERY_SIZES = `(max-width: ${BREAKPOINT_TABLET_PX - 1}px) 100vw, ${GALLERY_REQUEST_WIDTH_OTHER}px`;
const THUMB_WIDTH = 96;

const pointOf = (touch: { clientX: number; clientY: number } | undefined): Point | null =>
  touch ? { x: touch.clientX, y: touch.clientY } : null;

export function useProductGallery(images: readonly GalleryImage[], product: GalleryProductText) {
  const { t } = useStoreView();
  const mediaBaseUrl = useStoreConfig()?.secure_base_media_url ?? null;
  const dispatch = useDispatch();

  const slides: GallerySlide[] = useMemo(() => {
    const phrases = imageTextPhrases(t);
    const text = {
      shortDescriptionHtml: product.short_description?.html ?? null,
      brandLabel: product.brand_label ?? null,
      name: product.name ?? null,
    };
    const options = { mediaBaseUrl, type: 'image-product' as const };
    return images.map((image, i) => {
      const mobile = galleryImageUrl(image.url, true, options);
      const other = galleryImageUrl(image.url, false, options);
      const source = { ...text, imageLabel: image.label };
      return {
        url: image.url,
        src: other,
        srcSet: `${mobile} ${GALLERY_REQUEST_WIDTH_MOBILE}w, ${other} ${GALLERY_REQUEST_WIDTH_OTHER}w`,
        sizes: GALLERY_SIZES,
        width: GALLERY_REQUEST_WIDTH_OTHER,
        height: imageHeightFor(GALLERY_REQUEST_WIDTH_OTHER),
        thumb: imageUrl(image.url, {
          ...options,
          width: THUMB_WIDTH * 2,
          height: imageHeightFor(THUMB_WIDTH * 2),
        }),
        alt: imageAltText(source, i, phrases.keywords),
        title: imageTitleText(source, i, phrases),
      };
    });
  }, [images, product.name, product.brand_label, product.short_description?.html, t, mediaBaseUrl]);

  useEffect(() => {
    dispatch(productActions.setImages(images));
  }, [dispatch, images]);

  const storedIndex = useAppStore((s) => s.product.imageIndex);
  const count = slides.length;
  const index = storedIndex < count ? storedIndex : 0;

  const show = useCallback((i: number) => dispatch(productActions.setImageIndex(i)), [dispatch]);
  const next = useCallback(() => show(nextIndex(index, count)), [show, index, count]);
  const previous = useCallback(() => show(previousIndex(index, count)), [show, index, count]);

  const touchStart = useRef<Point | null>(null);
  const swiped = useRef(false);
  const onTouchStart = useCallback((event: TouchEvent) => {
    touchStart.current = pointOf(event.touches[0]);
    swiped.current = false;
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = touchStart.current;
      const end = pointOf(event.changedTouches[0]);
      touchStart.current = null;
      if (!start || !end) return;
      const after = carouselIndexAfterSwipe(index, count, start, end);
      if (after !== index) {
        swiped.current = true;
        show(after);
      }
    },
    [index, count, show],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    },
    [count, next, previous],
  );

  const openZoom = useCallback(
    (i: number) => {
      // The click that ends a swipe does not open the zoom.
      if (swiped.current) {
        swiped.current = false;
        return;
      }
      dispatch(
        modalActions.openModal('zoom', {
          images: slides.map((slide) => ({ url: slide.url, alt: slide.alt })),
          index: i,
          title: product.name ?? '',
        }),
      );
    },
    [dispatch, slides, product.name],
  );

  return {
    slides,
    index,
    count,
    show,
    next,
    previous,
    openZoom,
    onKeyDown,
    touchHandlers: { onTouchStart, onTouchEnd },
  };
}
