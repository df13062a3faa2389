/**
 * One map from modal type to the props it is opened with. modalActions.openModal, the modal slice,
 * the modal registry and every hosted modal are typed against it, so a wrong prop fails to compile.
 * Props are plain data (the store is serialisable and never holds a function): a modal that needs its
 * opener to act, like the remove-from-cart confirmation, emits an event (modal-events.ts) instead.
 */

/** A product as a modal shows it (name, brand, chosen size, formatted price, picture, page). */
export type ModalProduct = {
  sku: string;
  variantSku: string | null;
  name: string;
  brand: string | null;
  size: string | null;
  imageUrl: string | null;
  price: string;
  oldPrice: string | null;
  url: string;
};

/** Object literal types (not interfaces) so each stays assignable to a readonly record of unknowns. */
export type ModalPropsMap = {
  'add-to-cart-success': {
    product?: Pick<ModalProduct, 'name'> & Partial<ModalProduct>;
    quantity?: number;
  };
  'remove-from-cart': { itemUid: string; productName?: string };
  zoom: { images: readonly { url: string; alt: string }[]; index?: number; title?: string };
  'buy-in-one-click': { product: ModalProduct; quantity?: number };
  'buy-in-one-click-success': { phone: string; productName: string; orderNumber: string | null };
  'checkout-authorization': Record<string, never>;
  'share-product': { url: string; title: string; imageUrl?: string | null };
  share: { url?: string; title?: string };
  'contact-us': Record<string, never>;
  'contact-us-success': Record<string, never>;
  'share-store': { name: string; address: string; phone: string; workingTime: string; url: string };
  'product-size-table': { table: string };
  prerequisites: { message?: string };
};

export type ModalType = keyof ModalPropsMap;

/** The arguments after the type: optional when every prop of that modal is optional. */
export type ModalPropsArgs<K extends ModalType> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "would no props at all do?"
  {} extends ModalPropsMap[K] ? [props?: ModalPropsMap[K]] : [props: ModalPropsMap[K]];
