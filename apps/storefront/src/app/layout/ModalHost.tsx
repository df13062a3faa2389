/**
 * The modal host (spec §2): one modal at a time, the one the modal slice names. Opening sets its type
 * and props; closing resets the slice, which unmounts it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { modalActions, type HostedModalProps, type ModalType } from '../../shared/state/modal-state.ts';
import { useAppStore, useDispatch } from '../../shared/state/app-store.tsx';
import type { ModalRegistry } from './modal-registry.ts';

/** The shop's own registry, loaded with the first modal opened (RegisteredModal.tsx). */
const RegisteredModal = lazy(() => import('./RegisteredModal.tsx'));

export function ModalHost({ registry }: { registry?: Partial<ModalRegistry> }) {
  const type = useAppStore((s) => s.modal.type);
  const props = useAppStore((s) => s.modal.props);
  const dispatch = useDispatch();
  if (!type) return null;
  const close = () => dispatch(modalActions.closeModal());
  // A registry handed in (tests) is looked up here; the slice pairs each type with its props.
  const Component = registry
    ? (registry[type] as ComponentType<HostedModalProps<ModalType>> | undefined)
    : undefined;
  if (registry && !Component) return null;
  return (
    <Suspense fallback={null}>
      {/* keyed by type: a different modal is a fresh one (its own state and focus handling) */}
      {Component ? (
        <Component key={type} props={props} onClose={close} />
      ) : (
        <RegisteredModal key={type} type={type} props={props} onClose={close} />
      )}
    </Suspense>
  );
}
