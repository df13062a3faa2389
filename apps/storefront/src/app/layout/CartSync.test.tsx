// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { cartFixture } from '../../shared/cart/cart-fixtures.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { harness } from '../../testing/harness.tsx';
import { CartSync } from './CartSync.tsx';

afterEach(cleanup);

const storeWith = (cartId: string | null) => createAppStore({ saved: { token: null, cartId, checkout: {} } });

describe('CartSync', () => {
  it("fetches a stored cart's details (the badge), once", async () => {
    const store = storeWith('cart-1');
    const h = harness({ store, answers: { GetCartDetails: { cart: cartFixture('cart-1') } } });
    render(<CartSync />, { wrapper: h.Wrapper });
    await waitFor(() => expect(store.getState().cart.details.id).toBe('cart-1'));
    expect(h.sent.filter((op) => op.name === 'GetCartDetails')).toHaveLength(1);
  });

  it('asks nothing without a cart', async () => {
    const h = harness({ store: storeWith(null), answers: {} });
    render(<CartSync />, { wrapper: h.Wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.sent.filter((op) => op.name !== 'getStoreConfigs')).toEqual([]);
  });
});
