/**
 * The modal host (spec §2): one modal at a time, the one the modal slice names. Opening sets its type
 * and props; closing resets the slice, which unmounts it.
 */
import { Suspense, type ComponentType } from 'react';
import { modalActions, type HostedModalProps, type ModalType } from '../../shared/state/modal-state.ts';
import { useAppStore, useDispatch } from '../../shared/state/app-store.tsx';
import { MODAL_REGISTRY, type ModalRegistry } from './modal-registry.ts';

export function useModalHost(registry: Partial<ModalRegistry> = MODAL_REGISTRY) {
  const type = useAppStore((s) => s.modal.type);
  const props = useAppStore((s) => s.modal.props);
  const dispatch = useDispatch();
  // The slice pairs each type with that type's props, so the looked-up component accepts them.
  const Component = type
    ? (registry[type] as ComponentType<HostedModalProps<ModalType>> | undefined)
    : undefined;
  return { type, props, Component, close: () => dispatch(modalActions.closeModal()) };
}

export function ModalHost({ registry }: { registry?: Partial<ModalRegistry> }) {
  const { type, props, Component, close } = useModalHost(registry);
  if (!type || !Component) return null;
  return (
    <Suspense fallback={null}>
      {/* keyed by type: a different modal is a fresh one (its own state and focus handling) */}
      <Component key={type} props={props} onClose={close} />
    </Suspense>
  );
}
