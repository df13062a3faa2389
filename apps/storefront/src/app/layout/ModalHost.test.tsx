// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { modalActions, type ModalType } from '../../shared/state/modal-state.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { MODAL_REGISTRY, type HostedModalProps, type ModalRegistry } from './modal-registry.ts';
import { ModalHost } from './ModalHost.tsx';
import { renderInShell } from '../../testing/harness.tsx';

afterEach(cleanup);

function Named({ props, onClose }: HostedModalProps<'zoom' | 'share'>) {
  return (
    <Modal title={String(props.title ?? 'Untitled')} closeLabel="Close" onClose={onClose}>
      <button type="button">Inside {String(props.title)}</button>
    </Modal>
  );
}

const registry: Partial<ModalRegistry> = { zoom: Named, share: Named };

describe('ModalHost', () => {
  it('maps every modal type of the slice to a component', () => {
    const types: ModalType[] = [
      'add-to-cart-success',
      'remove-from-cart',
      'zoom',
      'buy-in-one-click',
      'buy-in-one-click-success',
      'checkout-authorization',
      'share-product',
      'share',
      'contact-us',
      'contact-us-success',
      'share-store',
      'product-size-table',
      'prerequisites',
    ];
    expect(Object.keys(MODAL_REGISTRY).sort()).toEqual([...types].sort());
  });

  it('shows nothing while the slice is empty, then the opened modal with its props', () => {
    const { store } = renderInShell(<ModalHost registry={registry} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.dispatch(modalActions.openModal('zoom', { images: [], title: 'Zoom' })));
    expect(screen.getByRole('dialog', { name: 'Zoom' })).toBeTruthy();
  });

  it('shows one modal at a time: opening another replaces it', () => {
    const { store } = renderInShell(<ModalHost registry={registry} />);
    act(() => store.dispatch(modalActions.openModal('zoom', { images: [], title: 'Zoom' })));
    act(() => store.dispatch(modalActions.openModal('share', { title: 'Share' })));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeTruthy();
  });

  it('closes on Escape by resetting the slice, and focus goes back', () => {
    const { store } = renderInShell(
      <>
        <button type="button">Opener</button>
        <ModalHost registry={registry} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => store.dispatch(modalActions.openModal('zoom', { images: [], title: 'Zoom' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside Zoom' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.getState().modal).toEqual({ type: null, props: {} });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('loads a registered modal on demand (contact us)', async () => {
    const { store } = renderInShell(<ModalHost />);
    act(() => store.dispatch(modalActions.openModal('contact-us')));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeTruthy();
  });
});
