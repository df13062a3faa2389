/** The modal host shows one modal at a time (spec §2): opening sets type and props, closing empties it. */

export type ModalType =
  | 'add-to-cart-success'
  | 'remove-from-cart'
  | 'zoom'
  | 'buy-in-one-click'
  | 'buy-in-one-click-success'
  | 'checkout-authorization'
  | 'share-product'
  | 'share'
  | 'contact-us'
  | 'contact-us-success'
  | 'share-store'
  | 'product-size-table'
  | 'prerequisites';

export type ModalProps = Readonly<Record<string, unknown>>;

export interface ModalState {
  type: ModalType | null;
  props: ModalProps;
}

export type ModalAction =
  { type: 'modal/open'; modal: ModalType; props?: ModalProps } | { type: 'modal/close' };

export const initialModalState: ModalState = { type: null, props: {} };

export const modalActions = {
  openModal: (modal: ModalType, props: ModalProps = {}): ModalAction => ({
    type: 'modal/open',
    modal,
    props,
  }),
  closeModal: (): ModalAction => ({ type: 'modal/close' }),
};

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'modal/open':
      // Replaces whatever is open: there is never a stack of modals.
      return { type: action.modal, props: action.props ?? {} };
    case 'modal/close':
      return state.type === null ? state : initialModalState;
    default:
      return state;
  }
}
