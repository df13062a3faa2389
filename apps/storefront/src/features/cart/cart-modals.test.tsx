// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { modalActions, type ModalType } from '../../shared/state/modal-state.ts';
import type { ModalPropsArgs } from '../../shared/state/modal-props-map.ts';
import { onModalConfirmed } from '../../shared/state/modal-events.ts';
import { ModalHost, renderInShell } from '../../testing/harness.tsx';

afterEach(cleanup);

async function open<K extends ModalType>(type: K, ...props: ModalPropsArgs<K>) {
  const view = renderInShell(<ModalHost />);
  act(() => view.store.dispatch(modalActions.openModal(type, ...props)));
  return view;
}

describe("the cart's modals", () => {
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

  it('add-to-cart success shows the quantity and the old price, and is axe-clean', async () => {
    const view = await open('add-to-cart-success', {
      product: { name: 'Linen shirt', size: 'M', price: '1 299 грн', oldPrice: '1 599 грн', imageUrl: null },
      quantity: 2,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to cart' });
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(dialog.querySelector('s')!.textContent).toBe('1 599 грн');
    const result = await axe.run(view.container.ownerDocument.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('remove-from-cart names the product', async () => {
    await open('remove-from-cart', { itemUid: 'MTIz', productName: 'Leather belt' });
    expect(await screen.findByText('Leather belt will be removed from your cart.')).toBeTruthy();
  });

  it('remove-from-cart tells the listening owner which item to remove, then closes', async () => {
    const removed = vi.fn();
    const stop = onModalConfirmed('remove-from-cart', removed);
    try {
      const { store } = await open('remove-from-cart', { itemUid: 'MTIz' });
      fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      expect(removed).toHaveBeenCalledTimes(1);
      expect(removed).toHaveBeenCalledWith({ itemUid: 'MTIz' });
      expect(store.getState().modal.type).toBeNull();
    } finally {
      stop();
    }
  });

  it('remove-from-cart cancelled tells nobody', async () => {
    const removed = vi.fn();
    const stop = onModalConfirmed('remove-from-cart', removed);
    try {
      await open('remove-from-cart', { itemUid: 'MTIz' });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(removed).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('checkout authorization offers sign-in or guest checkout; prerequisites shows its message', async () => {
    const first = await open('checkout-authorization');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/checkout');
    first.unmount();
    await open('prerequisites', { message: 'Choose a size first.' });
    expect(await screen.findByText('Choose a size first.')).toBeTruthy();
  });
});
