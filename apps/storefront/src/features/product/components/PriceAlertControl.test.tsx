// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { priceAlertActions } from '../../../shared/state/price-alert-state.ts';
import { harness, type Answer } from '../../../testing/harness.tsx';
import { PriceAlertControl } from './PriceAlertControl.tsx';

afterEach(cleanup);

const listOf = (...skus: string[]) => ({ products: skus.map((sku) => ({ sku })) });

function renderControl(signedIn: boolean, answers: Record<string, Answer> = {}, skus: string[] = []) {
  const h = harness({ path: '/silk-midi-dress.html', signedIn, answers });
  h.store.dispatch(priceAlertActions.set(skus));
  render(<PriceAlertControl sku="DRESS-1" />, { wrapper: h.Wrapper });
  return h;
}

describe('PriceAlertControl', () => {
  it('sends a signed-out shopper to sign in and back, asking nothing', async () => {
    const h = renderControl(false);
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when the price drops' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/sign-in?redirect=%2Fsilk-midi-dress.html'));
    expect(h.sent.filter((op) => op.name !== 'getStoreConfigs')).toEqual([]);
  });

  it('subscribes by sku and shows the state the server answered', async () => {
    const h = renderControl(true, {
      SubscribePriceAlert: {
        subscribePriceAlert: { price_alert: listOf('OTHER', 'DRESS-1'), user_errors: [] },
      },
    });
    const button = screen.getByRole('button', { name: 'Tell me when the price drops' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Price drop alert is on' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(h.store.getState().priceAlerts.skus).toEqual(['OTHER', 'DRESS-1']);
    expect(h.sent.find((op) => op.name === 'SubscribePriceAlert')!.variables).toEqual({ sku: 'DRESS-1' });
  });

  it('unsubscribes when on', async () => {
    const h = renderControl(
      true,
      { UnsubscribePriceAlert: { unsubscribePriceAlert: { price_alert: listOf(), user_errors: [] } } },
      ['DRESS-1'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Price drop alert is on' }));
    await waitFor(() => expect(h.store.getState().priceAlerts.skus).toEqual([]));
    screen.getByRole('button', { name: 'Tell me when the price drops' });
  });

  it('shows the server’s message, or a general one when the call fails, and keeps the state', async () => {
    renderControl(true, {
      SubscribePriceAlert: {
        subscribePriceAlert: {
          price_alert: listOf(),
          user_errors: [
            { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "DRESS-1"' },
          ],
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when the price drops' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not find a product with SKU "DRESS-1"',
    );
    cleanup();
    renderControl(true, { SubscribePriceAlert: new Error('offline') });
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when the price drops' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry! An unexpected error occurred.');
    expect(
      screen.getByRole('button', { name: 'Tell me when the price drops' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
