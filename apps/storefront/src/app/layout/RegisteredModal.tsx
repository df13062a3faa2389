/**
 * The modal the slice names, drawn by its component in the registry. The host loads this module on
 * demand, so the registry (a loader for each of the thirteen modals) comes with the first modal a
 * shopper opens instead of with every page.
 */
import type { ComponentType } from 'react';
import type { HostedModalProps, ModalType } from '../../shared/state/modal-state.ts';
import { MODAL_REGISTRY } from './modal-registry.ts';

export default function RegisteredModal({
  type,
  ...hosted
}: HostedModalProps<ModalType> & { type: ModalType }) {
  // The slice pairs each type with that type's props, so the looked-up component accepts them.
  const Component = MODAL_REGISTRY[type] as ComponentType<HostedModalProps<ModalType>> | undefined;
  return Component ? <Component {...hosted} /> : null;
}
