/**
 * The logic of one product card: its images (hover swap, mobile carousel), prices, sizes,
 * wishlist heart and analytics.
 */
import { useCallback, useMemo, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { useLocation } from 'wouter';
import { useStoreConfig, useStoreView } from '../store-view/store-view.tsx';
import { useAppStore, useDispatch, useIsSignedIn } from '../state/app-store.tsx';
import { trackAddToWishlist, trackSelectItem, type ItemList } from '../analytics/analytics.ts';
import { cardPrices, formatMoney, type Money } from '../catalog/price.ts';
import { listedSizes } from '../catalog/sizes.ts';
import { carouselIndexAfterSwipe, isSwipe, type Point } from '../gestures/swipe.ts';
import { readFragment } from '../graphql/graphql.ts';
import { imageAltText, imageTextPhrases, imageTitleText } from '../media/alt-text.ts';
import { productCardImage } from '../media/images.ts';
import { toggleWishlistItem } from '../state/wishlist-toggle.ts';
import { signInForWishlist } from '../state/wishlist-pending.ts';
import {
  PRODUCT_CARD_FRAGMENT,
  type ProductCardData,
  type ProductCardFragment,
} from './product-card-fragment.ts';
import { useWishlistMutations } from './wishlist-mutations.tsx';

/** A card shows at most this many photos in its carousel. */
export const CARD_MAX_IMAGES = 6;

export interface CardImage {
  /** The photo's source URL as the product names it: a key that costs nothing to read. */
  key: string;
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  title: string;
}

export interface UseProductCardOptions {
  product: ProductCardFragment | ProductCardData;
  /** Position in its list, from 0 (analytics). */
  index?: number;
  /** The list the card is shown in (analytics item_list_id / item_list_name). */
  list?: ItemList | null;
}

function imageSources(data: ProductCardData): Array<{ url: string; label: string | null }> {
  const gallery = (data.media_gallery ?? [])
    .filter((image): image is NonNullable<typeof image> & { url: string } => Boolean(image?.url))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((image) => ({ url: image.url, label: image.label ?? null }));
  if (gallery.length > 0) return gallery.slice(0, CARD_MAX_IMAGES);
  const small = data.small_image?.url;
  return small ? [{ url: small, label: null }] : [];
}

type NullableMoney = { value?: number | null; currency?: string | null } | null | undefined;

/** GraphQL nulls as absent fields, the shape cardPrices reads. */
function money(m: NullableMoney): Partial<Money> | null {
  if (!m) return null;
  return { value: m.value ?? undefined, currency: m.currency ?? undefined };
}

function touchPoint(touch: { clientX: number; clientY: number } | undefined): Point | null {
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/** Markers that announce a discount are shown in the sale colour ('Sale', 'Розпродаж', '-30%'…). */
const SALE_MARKER = /sale|розпродаж|распродаж|знижк|скидк|%/i;

export function isSaleMarker(marker: string | null | undefined): boolean {
  return Boolean(marker && SALE_MARKER.test(marker));
}

/**
 * A card photo whose URLs and texts are made when first read: a card shows its first photo until it
 * is touched or hovered, and a listing hydrates two dozen cards of several photos, each with a
 * srcset of nine URLs.
 */
function lazyCardImage(key: string, make: () => Omit<CardImage, 'key'>): CardImage {
  let made: Omit<CardImage, 'key'> | undefined;
  const field = <K extends keyof Omit<CardImage, 'key'>>(name: K) => ({
    get: () => (made ??= make())[name],
    enumerable: true,
  });
  return Object.defineProperties({ key } as CardImage, {
    src: field('src'),
    srcSet: field('srcSet'),
    sizes: field('sizes'),
    width: field('width'),
    height: field('height'),
    alt: field('alt'),
    title: field('title'),
  });
}

export function useProductCard({ product, index = 0, list = null }: UseProductCardOptions) {
  const data = readFragment(PRODUCT_CARD_FRAGMENT, product as ProductCardFragment);
  const { t, locale } = useStoreView();
  const config = useStoreConfig();
  const mediaBaseUrl = config?.secure_base_media_url ?? null;
  const [location, navigate] = useLocation();

  const href = `/${data.url_key ?? ''}${data.url_suffix ?? ''}`;

  const images: CardImage[] = useMemo(() => {
    const phrases = imageTextPhrases(t);
    const source = {
      shortDescriptionHtml: data.short_description?.html ?? null,
      brandLabel: data.brand_label ?? null,
      name: data.name ?? null,
    };
    return imageSources(data).map((image, i) =>
      lazyCardImage(image.url, () => {
        const text = { ...source, imageLabel: image.label };
        return {
          ...productCardImage(image.url, { mediaBaseUrl, type: 'image-product' }),
          alt: imageAltText(text, i, phrases.keywords),
          title: imageTitleText(text, i, phrases),
        };
      }),
    );
  }, [data, t, mediaBaseUrl]);

  // Desktop: the second photo on hover, only for products that ask for it.
  const [hovered, setHovered] = useState(false);
  const hoverImage = data.switch_photo && hovered ? (images[1] ?? null) : null;
  const onPointerEnter = useCallback(() => setHovered(true), []);

  // Mobile: a swipeable carousel. Photos other than the first are rendered once the shopper
  // touches the card, so a listing does not download every photo of every product.
  const [current, setCurrent] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const touchStart = useRef<Point | null>(null);
  const swiped = useRef(false);

  const onTouchStart = useCallback((event: TouchEvent) => {
    touchStart.current = touchPoint(event.touches[0]);
    swiped.current = false;
    setEngaged(true);
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const start = touchStart.current;
      const end = touchPoint(event.changedTouches[0]);
      touchStart.current = null;
      if (!start || !end) return;
      if (isSwipe(start, end)) swiped.current = true;
      setCurrent((i) => carouselIndexAfterSwipe(i, images.length, start, end));
    },
    [images.length],
  );

  const showImage = useCallback((i: number) => {
    setEngaged(true);
    setCurrent(i);
  }, []);

  const onSelect = useCallback(
    (event: MouseEvent) => {
      // The click that ends a swipe is not a click on the product.
      if (swiped.current) {
        swiped.current = false;
        event.preventDefault();
        return;
      }
      trackSelectItem(data, list, index);
    },
    [data, list, index],
  );

  const minimum = data.price_range?.minimum_price;
  const { price, oldPrice } = cardPrices({
    final_price: money(minimum?.final_price),
    regular_price: money(minimum?.regular_price),
  });
  const prices = {
    price: formatMoney(price.value, price.currency, locale),
    oldPrice: oldPrice ? formatMoney(oldPrice.value, oldPrice.currency, locale) : null,
  };

  const sizes = useMemo(
    () =>
      data.__typename === 'ConfigurableProduct'
        ? listedSizes(data.product_all).map((s) => s.title.trim())
        : [],
    [data],
  );

  // Wishlist heart.
  const sku = data.sku ?? '';
  const signedIn = useIsSignedIn();
  const wishlistItems = useAppStore((s) => s.wishlist.items);
  const dispatch = useDispatch();
  const mutations = useWishlistMutations();
  const inWishlist = sku !== '' && wishlistItems.some((item) => item.sku === sku);
  const toggleWishlist = useCallback(async () => {
    if (!signedIn) {
      signInForWishlist(sku, location, navigate);
      return;
    }
    if (sku === '') return;
    const outcome = await toggleWishlistItem({
      sku,
      isSignedIn: signedIn,
      items: wishlistItems,
      dispatch,
      addItem: mutations.addItem,
      removeItem: mutations.removeItem,
      onError: mutations.onError,
    });
    if (outcome === 'added') trackAddToWishlist(data);
  }, [signedIn, navigate, location, sku, wishlistItems, dispatch, mutations, data]);

  return {
    data,
    href,
    images,
    hoverImage,
    onPointerEnter,
    current: Math.min(current, Math.max(images.length - 1, 0)),
    engaged,
    showImage,
    touchHandlers: { onTouchStart, onTouchEnd },
    onSelect,
    prices,
    isSale: oldPrice !== null,
    saleMarker: isSaleMarker(data.marker),
    sizes,
    inWishlist,
    toggleWishlist,
  };
}
