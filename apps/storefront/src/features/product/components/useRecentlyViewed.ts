/**
 * Recently viewed products: on view (an effect, so only in the browser) the product is put at
 * the head of the stored list, and the other products seen in this store view are shown.
 */
import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { useStoreView } from '../../../shared/store-view/store-view.tsx';
import type { ProductCardData } from '../../../shared/product-card/product-card-fragment.ts';
import { createBrowserStorage, type BrowserStorage } from '../../../shared/storage/browser-storage.ts';
import { toProductCardData } from '../card-data.ts';
import {
  addProductToViewedList,
  otherViewedProducts,
  recentlyViewedProducts,
} from '../recently-viewed-list.ts';

export interface ViewedProduct {
  id?: number | null;
  uid: string;
}

const EMPTY: ProductCardData[] = [];
const noSubscription = () => () => undefined;

export function useRecentlyViewed(product: ViewedProduct, storage?: BrowserStorage): ProductCardData[] {
  const { storeCode } = useStoreView();
  const id = product.id ?? product.uid;
  const [target] = useState(() => storage ?? createBrowserStorage());
  // The other products as the list was before this view, read once per product and store view (none
  // while the server renders and hydrates: the list lives in the browser).
  const readOthers = useMemo(() => {
    let others: ProductCardData[] | null = null;
    return () =>
      (others ??= otherViewedProducts(recentlyViewedProducts<ProductCardData>(target), id, storeCode).map(
        (entry) => entry.card,
      ));
  }, [target, id, storeCode]);
  const others = useSyncExternalStore(noSubscription, readOthers, () => EMPTY);
  // The product object itself changes with every refresh: the card is read when recorded.
  const card = useEffectEvent(() => toProductCardData(product));
  useEffect(() => {
    readOthers();
    addProductToViewedList(target, { id, storeCode, card: card() });
  }, [target, id, storeCode, readOthers]);
  return others;
}
