/**
 * Adding the product to the cart. PLACEHOLDER until the cart issue lands: `addToCart` sends no
 * cart mutation yet. It keeps the request in the product slice (`cart`) and opens the
 * add-to-cart-success modal (the cart feature's placeholder, which shows the `product` summary
 * passed here: name, brand, size, price, imageUrl) so the page flow can be used and tested; the cart developer replaces the body of `addToCart` with the
 * addProductsToCart mutation (and the add_to_cart analytics event once it succeeds).
 */
import { useCallback } from 'react';
import { useDispatch } from '../../shared/state/app-store.tsx';
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
}

export interface AddToCartOutcome {
  placeholder: true;
  request: AddToCartRequest;
}

export function useAddToCart() {
  const dispatch = useDispatch();
  const addToCart = useCallback(
    async (request: AddToCartRequest): Promise<AddToCartOutcome> => {
      const outcome: AddToCartOutcome = { placeholder: true, request };
      dispatch(productActions.setCart(outcome));
      dispatch(
        modalActions.openModal('add-to-cart-success', {
          product: request.product,
          quantity: request.quantity,
        }),
      );
      return outcome;
    },
    [dispatch],
  );
  return { addToCart };
}
