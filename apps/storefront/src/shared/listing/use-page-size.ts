/** Products per listing page: the store's grid_per_page, 24 when the store does not say. */
import { useStoreConfig } from '../store-view/store-view.tsx';

export const DEFAULT_LISTING_PAGE_SIZE = 24;

export function usePageSize(): number {
  const config = useStoreConfig();
  const size = config?.grid_per_page;
  return typeof size === 'number' && size > 0 ? size : DEFAULT_LISTING_PAGE_SIZE;
}
