/** The modal host shows one modal at a time (spec §2): opening sets type and props, closing empties it. */
import type { ModalPropsArgs, ModalPropsMap, ModalType } from './modal-props-map.ts';

export type { ModalProduct, ModalPropsMap, ModalType } from './modal-props-map.ts';

/** What a defensive reader of modal props accepts: any modal's props. */
export type ModalProps = Readonly<Record<string, unknown>>;

/** What the modal host passes to a modal component: the props it was opened with and a way to close it. */
export interface HostedModalProps<K extends ModalType> {
  props: ModalPropsMap[K];
  onClose: () => void;
}

/** An open modal: its type with exactly that type's props. */
export type OpenModal = { [K in ModalType]: { type: K; props: ModalPropsMap[K] } }[ModalType];

export type ModalState = OpenModal | { type: null; props: Record<string, never> };

export type ModalAction =
  | { [K in ModalType]: { type: 'modal/open'; modal: K; props: ModalPropsMap[K] } }[ModalType]
  | { type: 'modal/close' };

export const initialModalState: ModalState = { type: null, props: {} };

export const modalActions = {
  openModal: <K extends ModalType>(modal: K, ...[props]: ModalPropsArgs<K>): ModalAction =>
    ({ type: 'modal/open', modal, props: props ?? {} }) as ModalAction,
  closeModal: (): ModalAction => ({ type: 'modal/close' }),
};

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'modal/open':
      // Replaces whatever is open: there is never a stack of modals.
      return { type: action.modal, props: action.props } as OpenModal;
    case 'modal/close':
      return state.type === null ? state : initialModalState;
    default:
      return state;
  }
}
