// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { userActions } from '../../shared/state/user-state.ts';
import { harness } from '../../testing/harness.tsx';
import { PriceAlertSync } from './PriceAlertSync.tsx';

afterEach(cleanup);

const products = { priceAlert: { products: [{ sku: 'A-1' }, { sku: 'B-2' }] } };

describe('PriceAlertSync', () => {
  it('loads the alerted skus on start when signed in, from the network, once', async () => {
    const h = harness({ signedIn: true, answers: { GetPriceAlertProducts: products } });
    render(<PriceAlertSync />, { wrapper: h.Wrapper });
    await waitFor(() => expect(h.store.getState().priceAlerts.skus).toEqual(['A-1', 'B-2']));
    const sent = h.sent.filter((op) => op.name === 'GetPriceAlertProducts');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.requestPolicy).toBe('network-only');
  });

  it('asks nothing for a guest', async () => {
    const h = harness({
      store: createAppStore({ isSignedIn: false }),
      answers: { GetPriceAlertProducts: products },
    });
    render(<PriceAlertSync />, { wrapper: h.Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.sent.filter((op) => op.name === 'GetPriceAlertProducts')).toEqual([]);
  });

  it('empties the list at sign-out', async () => {
    const h = harness({ signedIn: true, answers: { GetPriceAlertProducts: products } });
    render(<PriceAlertSync />, { wrapper: h.Wrapper });
    await waitFor(() => expect(h.store.getState().priceAlerts.skus).toEqual(['A-1', 'B-2']));
    h.store.dispatch(userActions.clearToken());
    expect(h.store.getState().priceAlerts.skus).toEqual([]);
  });

  it('swallows a failed load: the list stays empty', async () => {
    const h = harness({ signedIn: true, answers: { GetPriceAlertProducts: new Error('offline') } });
    render(<PriceAlertSync />, { wrapper: h.Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.store.getState().priceAlerts.skus).toEqual([]);
  });
});
