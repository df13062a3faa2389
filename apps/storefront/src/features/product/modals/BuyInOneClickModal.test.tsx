// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import BuyInOneClickModal from './BuyInOneClickModal.tsx';
import { harness as appHarness } from '../../../testing/harness.tsx';

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

function renderModal() {
  const harness = appHarness();
  render(<BuyInOneClickModal props={{ product, quantity: 1 }} />, { wrapper: harness.Wrapper });
  return harness;
}

describe('BuyInOneClickModal', () => {
  it('is a labelled dialog with the product summary', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Buy in one click' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Silk midi dress');
    expect(dialog.textContent).toContain('M');
  });

  it('rejects a phone number that is not +380 with nine digits', async () => {
    const { store } = renderModal();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '+38067123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(screen.getByRole('alert').textContent).toContain('+380 and 9 digits');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(phone, { target: { value: '+48 671 234 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await Promise.resolve();
    expect(store.getState().modal.type).toBeNull();
  });

  it('sends a valid number and opens the success modal', async () => {
    const { store } = renderModal();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '067 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(store.getState().modal.type).toBe('buy-in-one-click-success'));
    expect(store.getState().modal.props).toMatchObject({
      phone: '+380 67 123 45 67',
      productName: 'Silk midi dress',
    });
  });
});
