/**
 * The modal host (spec §2): one modal at a time, the one the modal slice names. Opening sets its type
 * and props; closing resets the slice, which unmounts it.
 */
import { Suspense, type ComponentType } from 'react';
import { modalActions, type ModalType } from '../../shared/state/modal-state.ts';
import { useAppStore, useDispatch } from '../store/app-store.tsx';
import { MODAL_REGISTRY, type HostedModalProps } from './modal-registry.ts';

export function useModalHost(
  registry: Readonly<Partial<Record<ModalType, ComponentType<never>>>> = MODAL_REGISTRY,
) {
  const type = useAppStore((s) => s.modal.type);
  const props = useAppStore((s) => s.modal.props);
  const dispatch = useDispatch();
  const Component = type ? (registry[type] as ComponentType<HostedModalProps> | undefined) : undefined;
  return { type, props, Component, close: () => dispatch(modalActions.closeModal()) };
}

export function ModalHost({
  registry,
}: {
  registry?: Readonly<Partial<Record<ModalType, ComponentType<never>>>>;
}) {
  const { type, props, Component, close } = useModalHost(registry);
  if (!type || !Component) return null;
  return (
    <Suspense fallback={null}>
      {/* keyed by type: a different modal is a fresh one (its own state and focus handling) */}
      <Component key={type} props={props} onClose={close} />
    </Suspense>
  );
}
