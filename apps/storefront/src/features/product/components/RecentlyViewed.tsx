/** The other products this shopper has looked at recently (kept in the browser only). */
import { useT } from '../../../shared/store-view/store-view.tsx';
import { ProductRow } from './ProductRow.tsx';
import { useRecentlyViewed, type ViewedProduct } from './useRecentlyViewed.ts';

export const RECENTLY_VIEWED_LIST = { id: 'recently_viewed', name: 'Recently viewed' } as const;

export function RecentlyViewed({ product }: { product: ViewedProduct }) {
  const t = useT();
  const products = useRecentlyViewed(product);
  return (
    <ProductRow
      title={t('recentlyViewed.title', 'Recently viewed')}
      products={products}
      list={RECENTLY_VIEWED_LIST}
    />
  );
}
