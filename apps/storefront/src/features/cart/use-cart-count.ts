/**
 * The number of items in the cart for the header badge: the sum of the lines' quantities (spec §4) of
 * the details the cart slice keeps; 0 until they are loaded.
 */
import { useAppStore } from '../../shared/state/app-store.tsx';

export function useCartItemCount(): number {
  return useAppStore((s) => {
    const items = (s.cart.details as { items?: ({ quantity?: number } | null)[] | null }).items ?? [];
    return items.reduce((sum, item) => sum + (item?.quantity ?? 0), 0);
  });
}
