/**
 * Recently viewed products: on view (an effect, so only in the browser) the product is put at
 * the head of the stored list, and the other products seen in this store view are shown.
 */
import { useEffect, useState } from 'react';
import { useStoreView } from '../../../app/store-view.tsx';
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

export function useRecentlyViewed(product: ViewedProduct, storage?: BrowserStorage): ProductCardData[] {
  const { storeCode } = useStoreView();
  const [others, setOthers] = useState<ProductCardData[]>([]);
  const id = product.id ?? product.uid;
  useEffect(() => {
    const target = storage ?? createBrowserStorage();
    const before = recentlyViewedProducts<ProductCardData>(target);
    setOthers(otherViewedProducts(before, id, storeCode).map((entry) => entry.card));
    addProductToViewedList(target, { id, storeCode, card: toProductCardData(product) });
    // Once per product and store view; the product object itself changes with every refresh.
  }, [id, storeCode]);
  return others;
}
