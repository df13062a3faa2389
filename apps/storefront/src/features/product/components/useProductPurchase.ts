/**
 * The purchase panel's logic: the chosen size, add to cart (a configurable product needs a
 * size first), buy in one click (same rule; one_click_open analytics event), the wishlist heart
 * (signed-out shoppers go to sign-in), share and the size table.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useStoreConfig, useStoreView } from '../../../shared/store-view/store-view.tsx';
import { useAppStore, useDispatch, useIsSignedIn } from '../../../shared/state/app-store.tsx';
import { trackAddToWishlist, trackOneClickOpen } from '../../../shared/analytics/analytics.ts';
import { galleryImageUrl } from '../../../shared/media/images.ts';
import { useWishlistMutations } from '../../../shared/product-card/wishlist-mutations.tsx';
import { modalActions } from '../../../shared/state/modal-state.ts';
import { toggleWishlistItem } from '../../../shared/state/wishlist-toggle.ts';
import { signInForWishlist } from '../../../shared/state/wishlist-pending.ts';
import { galleryImages, isConfigurable, productPath } from '../product-detail.ts';
import type { ProductDetail } from '../product-detail-query.ts';
import { priceDisplay } from '../price-display.ts';
import { chosenSize, sizeAttributeCode, sizeChoices } from '../size-selection.ts';
import { sizeTableFor } from '../size-table-choice.ts';
import { prefetchCart, useAddToCart, type ProductSummary } from '../useAddToCart.ts';

export function useProductPurchase(product: ProductDetail) {
  const dispatch = useDispatch();
  const { locale, storeCode, origin } = useStoreView();
  const mediaBaseUrl = useStoreConfig()?.secure_base_media_url ?? null;
  const [location, navigate] = useLocation();
  const { addToCart, adding, failure } = useAddToCart();

  const choices = useMemo(() => sizeChoices(product), [product]);
  const options = useAppStore((s) => s.product.options);
  const quantity = useAppStore((s) => s.product.quantity);
  const chosen = chosenSize(choices, options);
  const configurable = isConfigurable(product);
  const needsSize = configurable && !chosen;

  const offlineOnly = product.only_offline === true;
  const inStock = product.stock_status !== 'OUT_OF_STOCK' && (!configurable || choices.length > 0);
  const canBuyOnline = inStock && !offlineOnly;

  const [sizeRequested, setSizeRequested] = useState(false);
  const showSizeError = sizeRequested && needsSize;

  const summary = useCallback((): ProductSummary => {
    const { price, oldPrice } = priceDisplay(product.price_range?.minimum_price, locale);
    const image = galleryImages(product.media_gallery, product.small_image)[0];
    return {
      sku: product.sku ?? '',
      variantSku: configurable ? (chosen?.sku ?? null) : null,
      name: product.name ?? '',
      brand: product.brand_label ?? null,
      size: chosen?.title ?? null,
      imageUrl: image ? galleryImageUrl(image.url, true, { mediaBaseUrl, type: 'image-product' }) : null,
      price,
      oldPrice,
      url: `${origin}/${storeCode}${productPath(product)}`,
    };
  }, [product, configurable, chosen, mediaBaseUrl, locale, origin, storeCode]);

  /** False (and the "choose a size" message shown) while a configurable product has no size. */
  const requireSize = useCallback((): boolean => {
    if (!needsSize) return true;
    setSizeRequested(true);
    return false;
  }, [needsSize]);

  const onAddToCart = useCallback(() => {
    if (!canBuyOnline || !requireSize()) return;
    if (adding) return;
    void addToCart({
      product: summary(),
      quantity,
      selectedOptions: chosen && configurable ? Object.values(chosen.options) : [],
      analytics: { ...product, price: product.price_range?.minimum_price?.final_price ?? null },
    });
  }, [canBuyOnline, requireSize, addToCart, summary, quantity, chosen, configurable, adding, product]);

  const onBuyInOneClick = useCallback(() => {
    if (!canBuyOnline || !requireSize()) return;
    const props = summary();
    trackOneClickOpen({ ...product, price: product.price_range?.minimum_price?.final_price ?? null });
    dispatch(modalActions.openModal('buy-in-one-click', { product: props, quantity }));
  }, [canBuyOnline, requireSize, summary, product, dispatch, quantity]);

  // The wishlist heart.
  const sku = product.sku ?? '';
  const signedIn = useIsSignedIn();
  const wishlistItems = useAppStore((s) => s.wishlist.items);
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
    if (outcome === 'added') trackAddToWishlist(product);
  }, [signedIn, navigate, location, sku, wishlistItems, dispatch, mutations, product]);

  const onShare = useCallback(() => {
    const { url, name, imageUrl } = summary();
    dispatch(modalActions.openModal('share-product', { url, title: name, imageUrl }));
  }, [summary, dispatch]);

  const sizeTable = useMemo(
    () =>
      sizeTableFor(
        sizeAttributeCode(product),
        choices.map((c) => c.title),
      ),
    [product, choices],
  );
  const openSizeTable = useCallback(() => {
    if (sizeTable) dispatch(modalActions.openModal('product-size-table', { table: sizeTable }));
  }, [sizeTable, dispatch]);

  return {
    chosen,
    inStock,
    offlineOnly,
    canBuyOnline,
    showSizeError,
    onAddToCart,
    /** While the add is on its way (the button shows it and ignores more clicks). */
    adding,
    /** The add failed: the server's message, or null for a generic one. */
    addFailure: failure,
    prefetchCart,
    onBuyInOneClick,
    inWishlist,
    toggleWishlist,
    onShare,
    onOpenSizeTable: sizeTable ? openSizeTable : undefined,
    hasSizes: choices.length > 0,
  };
}
