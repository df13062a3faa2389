/**
 * Every modal type of the modal slice (shared/state/modal-state.ts) and the component that draws it,
 * each loaded on demand (a default export). A hosted modal receives `props` (what it was opened with:
 * modalActions.openModal(type, props), typed by ModalPropsMap) and `onClose`, and renders its own <Modal> (shared/ui/Modal.tsx).
 */
import { lazy, type ComponentType } from 'react';
import { withAreaMessages } from '../../shared/i18n/load-locale.ts';
import type { HostedModalProps, ModalType } from '../../shared/state/modal-state.ts';

export type { HostedModalProps } from '../../shared/state/modal-state.ts';

/** Each modal type's component, typed against ModalPropsMap: a component must accept its type's props. */
export type ModalRegistry = { readonly [K in ModalType]: ComponentType<HostedModalProps<K>> };

export const MODAL_REGISTRY: ModalRegistry = {
  'add-to-cart-success': lazy(
    withAreaMessages('cart', () => import('../../features/cart/AddToCartSuccessModal.tsx')),
  ),
  'remove-from-cart': lazy(
    withAreaMessages('cart', () => import('../../features/cart/RemoveFromCartModal.tsx')),
  ),
  'checkout-authorization': lazy(
    withAreaMessages('checkout', () => import('../../features/checkout/CheckoutAuthorizationModal.tsx')),
  ),
  prerequisites: lazy(withAreaMessages('cart', () => import('../../features/cart/PrerequisitesModal.tsx'))),
  zoom: lazy(() => import('../../features/product/modals/ZoomModal.tsx')),
  'buy-in-one-click': lazy(() => import('../../features/product/modals/BuyInOneClickModal.tsx')),
  'buy-in-one-click-success': lazy(
    () => import('../../features/product/modals/BuyInOneClickSuccessModal.tsx'),
  ),
  'share-product': lazy(() => import('../../features/product/modals/ShareProductModal.tsx')),
  'product-size-table': lazy(() => import('../../features/product/modals/SizeTableModal.tsx')),
  share: lazy(withAreaMessages('contact', () => import('../../features/contact/ShareModal.tsx'))),
  'contact-us': lazy(withAreaMessages('contact', () => import('../../features/contact/ContactUsModal.tsx'))),
  'contact-us-success': lazy(
    withAreaMessages('contact', () => import('../../features/contact/ContactUsSuccessModal.tsx')),
  ),
  'share-store': lazy(() => import('../../features/stores/ShareStoreModal.tsx')),
};
