import { useCallback } from 'react';
import { useDispatch } from '../../../shared/state/app-store.tsx';
import { modalActions, type ModalPropsMap, type ModalType } from '../../../shared/state/modal-state.ts';

/** What the modal host passes to a product modal: its opening props and a way to close it. */
export interface ProductModalProps<K extends ModalType> {
  props: ModalPropsMap[K];
  onClose?: () => void;
}

/** The host's onClose, or closing through the modal slice when rendered without the host. */
export function useCloseModal(onClose?: () => void): () => void {
  const dispatch = useDispatch();
  const closeThroughSlice = useCallback(() => dispatch(modalActions.closeModal()), [dispatch]);
  return onClose ?? closeThroughSlice;
}
