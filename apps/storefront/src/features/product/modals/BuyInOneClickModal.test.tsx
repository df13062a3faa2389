// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import BuyInOneClickModal from './BuyInOneClickModal.tsx';
import { harness as appHarness, type Answer } from '../../../testing/harness.tsx';

afterEach(cleanup);

const product = {
  sku: 'DRESS-1',
  variantSku: 'DRESS-1-M',
  name: 'Silk midi dress',
  brand: 'Maison',
  size: 'M',
  imageUrl: null,
  price: '1500 грн',
  oldPrice: null,
  url: 'https://shop.test/ua/silk-midi-dress.html',
};

function renderModal(answers: Record<string, Answer> = {}) {
  const harness = appHarness({ answers });
  render(<BuyInOneClickModal props={{ product, quantity: 1 }} />, { wrapper: harness.Wrapper });
  return harness;
}

const fill = (name: string, phone: string) => {
  fireEvent.input(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: name } });
  fireEvent.input(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
};

describe('BuyInOneClickModal', () => {
  it('is a labelled dialog with the product summary and its chosen size', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Silk midi dress');
    expect(dialog.textContent).toContain('M');
  });

  it('refuses a missing name and a phone that is not +380 with nine digits, and sends nothing', async () => {
    const { store, sent } = renderModal();
    fill('', '+38067123');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Your name' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('+380 and 9 digits');
    expect(document.body.textContent).toContain('Please enter your name.');
    expect(sent.filter((op) => op.name === 'placeOneClickOrder')).toEqual([]);
    expect(store.getState().modal.type).toBeNull();
  });

  it('sends name, normalised phone and the chosen size, then opens the success modal with the number', async () => {
    const { store, sent } = renderModal({
      placeOneClickOrder: { placeOneClickOrder: { order_number: '000000042' } },
    });
    fill('Olena', '067 123 45 67');
    await waitFor(() => expect(store.getState().modal.type).toBe('buy-in-one-click-success'));
    expect(store.getState().modal.props).toEqual({
      phone: '+380 67 123 45 67',
      productName: 'Silk midi dress',
      orderNumber: '000000042',
    });
    expect(sent.find((op) => op.name === 'placeOneClickOrder')?.variables).toEqual({
      input: { sku: 'DRESS-1-M', parent_sku: 'DRESS-1', name: 'Olena', phone: '+380671234567', quantity: 1 },
    });
  });

  it("shows the server's refusal and stays open", async () => {
    const { store } = renderModal({
      placeOneClickOrder: {
        error: { message: 'The requested qty is not available', category: 'graphql-input' },
      },
    });
    fill('Olena', '+380671234567');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The requested qty is not available'),
    );
    expect(store.getState().modal.type).toBeNull();
  });
});
