// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Answer } from '../../testing/harness.tsx';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

const entry = (sku: string, name: string, subscribed: number, now: number) => ({
  sku,
  subscribed_price: { value: subscribed, currency: 'UAH' },
  product: {
    uid: sku,
    name,
    url_key: name.toLowerCase().replace(/ /g, '-'),
    url_suffix: '.html',
    price_range: { minimum_price: { final_price: { value: now, currency: 'UAH' } } },
  },
});

function renderTab(answers: Record<string, Answer>) {
  const h = harness({ path: '/customer/account/priceAlerts', signedIn: true, answers });
  render(<AccountPage route="priceAlerts" />, { wrapper: h.Wrapper });
  return h;
}

describe('the price alerts tab', () => {
  it('lists the followed products from the network with their prices and links, and removes one by sku', async () => {
    const h = renderTab({
      GetPriceAlertList: {
        priceAlert: {
          products: [entry('A-1', 'Silk dress', 2000, 1500), entry('B-2', 'Wool coat', 5000, 5000)],
        },
      },
      UnsubscribePriceAlert: {
        unsubscribePriceAlert: { price_alert: { products: [{ sku: 'B-2' }] }, user_errors: [] },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Price alerts');
    const items = await screen.findAllByTestId('price-alert');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Silk dress' }).getAttribute('href')).toMatch(
      /\/silk-dress\.html$/,
    );
    expect(items[0]!.textContent).toMatch(/2[\s\u00a0]?000/);
    expect(items[0]!.textContent).toMatch(/1[\s\u00a0]?500/);
    expect(h.sent.find((op) => op.name === 'GetPriceAlertList')!.requestPolicy).toBe('network-only');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Silk dress' }));
    await waitFor(() => expect(screen.getAllByTestId('price-alert')).toHaveLength(1));
    expect(h.sent.find((op) => op.name === 'UnsubscribePriceAlert')!.variables).toEqual({ sku: 'A-1' });
    expect(h.store.getState().priceAlerts.skus).toEqual(['B-2']);
    expect(screen.getByRole('status').textContent).toBe('You no longer follow the price of Silk dress.');
  });

  it('says how to follow a price when the list is empty', async () => {
    renderTab({ GetPriceAlertList: { priceAlert: { products: [] } } });
    expect(await screen.findByText(/You follow no prices yet/)).toBeTruthy();
  });

  it('keeps the item and says so when the removal fails', async () => {
    renderTab({
      GetPriceAlertList: { priceAlert: { products: [entry('A-1', 'Silk dress', 2000, 1500)] } },
      UnsubscribePriceAlert: new Error('offline'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Silk dress' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The alert was not removed. Try again.');
    expect(screen.getAllByTestId('price-alert')).toHaveLength(1);
  });
});
