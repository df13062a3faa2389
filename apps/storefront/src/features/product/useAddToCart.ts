/**
 * Adding the chosen product to the cart (shared/cart): the cart's code loads when the shopper shows
 * intent (pointer over or focus on the button, prefetchCart) or clicks, so the product page's first load
 * stays without it. On success the add_to_cart event is tracked and the add-to-cart success modal opens;
 * on failure the server's message is kept for the button to show.
 */
import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import type { AnalyticsProduct } from '../../shared/analytics/analytics.ts';
import { useAppStoreApi, useDispatch } from '../../shared/state/app-store.tsx';
import { modalActions } from '../../shared/state/modal-state.ts';
import { productActions } from '../../shared/state/product-state.ts';

export interface ProductSummary {
  /** The configurable (parent) product's sku, or the simple product's. */
  sku: string;
  /** The chosen size's sku (the variant), when there is one. */
  variantSku: string | null;
  name: string;
  brand: string | null;
  size: string | null;
  imageUrl: string | null;
  price: string;
  oldPrice: string | null;
  url: string;
}

export interface AddToCartRequest {
  product: ProductSummary;
  quantity: number;
  /** configurable option value uids (CartItemInput.selected_options). */
  selectedOptions: string[];
  /** What analytics tracks of the product (quantity 1 per item). */
  analytics?: AnalyticsProduct;
}

export type AddToCartOutcome =
  { ok: true; request: AddToCartRequest } | { ok: false; request: AddToCartRequest; message: string | null };

const loadCart = () => import('../../shared/cart/use-cart.ts');

/** Starts fetching the cart's code (ignored when it fails: the click tries again). */
export const prefetchCart = () => void loadCart().catch(() => undefined);

export function useAddToCart() {
  const dispatch = useDispatch();
  const store = useAppStoreApi();
  const client = useClient();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);

  const addToCart = useCallback(
    async (request: AddToCartRequest): Promise<AddToCartOutcome> => {
      setAdding(true);
      setFailure(null);
      let result: AddToCartOutcome;
      try {
        const { cartServiceFor } = await loadCart();
        const outcome = await cartServiceFor(client, store).addItem(
          {
            sku: request.product.sku,
            quantity: request.quantity,
            selectedOptions: request.selectedOptions,
          },
          request.analytics,
        );
        result = outcome.ok ? { ok: true, request } : { ok: false, request, message: outcome.message };
      } catch {
        result = { ok: false, request, message: null };
      }
      setAdding(false);
      dispatch(productActions.setCart(result));
      if (result.ok)
        dispatch(
          modalActions.openModal('add-to-cart-success', {
            product: request.product,
            quantity: request.quantity,
          }),
        );
      else setFailure({ message: result.message });
      return result;
    },
    [dispatch, client, store],
  );
  return { addToCart, adding, failure };
}
