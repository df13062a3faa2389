// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createAppStore } from '../state/app-store.tsx';
import { harness } from '../../testing/harness.tsx';
import { configureAnalytics, resetAnalytics, track } from './analytics.ts';
import { useAnalytics } from './use-analytics.ts';

afterEach(() => {
  cleanup();
  resetAnalytics();
});

function Probe() {
  useAnalytics();
  return null;
}

function eventsWith(signedIn: boolean) {
  const dataLayer: Record<string, unknown>[] = [];
  resetAnalytics(() => ({ dataLayer }));
  const store = createAppStore({
    saved: {
      token: signedIn ? { value: 't', ttl: 3600, timeStored: Date.now() } : null,
      cartId: 'cart-9',
      checkout: {},
    },
  });
  render(<Probe />, { wrapper: harness({ store }).Wrapper });
  configureAnalytics({ enabled: true });
  track('view_cart');
  return dataLayer;
}

describe('useAnalytics', () => {
  it("sends a signed-in shopper's cart id as user_id", () => {
    expect(eventsWith(true).at(-1)).toMatchObject({ event: 'view_cart', user_id: 'cart-9' });
  });

  it('sends no user_id for a guest', () => {
    expect(eventsWith(false).at(-1)).not.toHaveProperty('user_id');
  });
});
