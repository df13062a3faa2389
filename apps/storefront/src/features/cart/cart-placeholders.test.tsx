// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { modalActions } from '../../shared/state/modal-state.ts';
import { ModalHost } from '../../app/layout/ModalHost.tsx';
import { renderInShell } from '../../app/layout/testing.tsx';

afterEach(cleanup);

async function open(type: Parameters<typeof modalActions.openModal>[0], props = {}) {
  const view = renderInShell(<ModalHost />);
  act(() => view.store.dispatch(modalActions.openModal(type, props)));
  return view;
}

describe('cart placeholders', () => {
  it('add-to-cart success shows what was added and leads to the cart', async () => {
    const { store } = await open('add-to-cart-success', {
      product: { name: 'Linen shirt', brand: 'Acme', size: 'M', price: '1 299 грн' },
    });
    expect(await screen.findByRole('dialog', { name: 'Added to cart' })).toBeTruthy();
    expect(screen.getByText('Linen shirt')).toBeTruthy();
    expect(screen.getByText('Size: M')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(store.getState().modal.type).toBeNull();
  });

  it('remove-from-cart confirms through the handler it was opened with', async () => {
    const onConfirm = vi.fn();
    const { store } = await open('remove-from-cart', { onConfirm });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(store.getState().modal.type).toBeNull();
  });

  it('checkout authorization offers sign-in or guest checkout; prerequisites shows its message', async () => {
    const first = await open('checkout-authorization');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/checkout');
    first.unmount();
    await open('prerequisites', { message: 'Choose a size first.' });
    expect(await screen.findByText('Choose a size first.')).toBeTruthy();
  });
});
