// @vitest-environment happy-dom
/**
 * /checkout loaded as a page: the server knows no cart (it lives in browser storage), the browser does.
 * The hydration must match the server's markup, then the checkout shows the shopper's cart.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../../testing/harness.tsx';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { cartActions } from '../../shared/state/cart-state.ts';
import CheckoutRoute from './CheckoutRoute.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

type Harness = ReturnType<typeof harness>;

const serverHtml = (server: Harness) =>
  renderToString(
    <server.Wrapper>
      <CheckoutRoute />
    </server.Wrapper>,
  );

/**
 * Hydrates the server's markup in the browser's harness. `adopted`: whether the hydrating render kept
 * the server's elements, all of them and no others (a render that did not match would have replaced
 * or added some); what the browser renders after it may differ.
 */
async function hydrate(html: string, browser: Harness) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverElements = [...container.querySelectorAll('*')];
  let adopted = false;
  await act(async () => {
    hydrateRoot(
      container,
      <browser.Wrapper>
        <CheckoutRoute />
      </browser.Wrapper>,
    );
    const hydrated = [...container.querySelectorAll('*')];
    adopted =
      hydrated.length === serverElements.length &&
      hydrated.every((element, i) => element === serverElements[i]);
  });
  return { container, adopted };
}

describe('CheckoutRoute', () => {
  it('hydrates the server markup without a mismatch, then shows the checkout of the stored cart', async () => {
    const server = harness({ path: '/checkout', store: createAppStore() });
    const html = serverHtml(server);

    const browserStore = createAppStore();
    browserStore.dispatch(cartActions.receive('getCart', { cartId: 'cart-1' }));
    const browser = harness({ path: '/checkout', store: browserStore, answers: {} });
    const { container, adopted } = await hydrate(html, browser);
    expect(adopted).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe('Checkout');
  });

  it('renders the empty checkout on the server where the browser holds no cart, and hydrates it as such', async () => {
    const noCart = () => createAppStore({ firstRenderMayHoldCart: false });
    const server = harness({ path: '/checkout', store: noCart(), appRouter: true });
    const html = serverHtml(server);
    expect(html).toContain('Your cart is empty, so there is nothing to check out yet.');

    // The hint was wrong (a cart in storage, the cookie gone): hydration still matches, then the checkout shows.
    const browserStore = noCart();
    browserStore.dispatch(cartActions.receive('getCart', { cartId: 'cart-1' }));
    history.replaceState(null, '', '/checkout');
    const browser = harness({ path: '/checkout', store: browserStore, answers: {}, appRouter: true });
    const { container, adopted } = await hydrate(html, browser);
    expect(adopted).toBe(true);
    expect(container.textContent).not.toContain('nothing to check out');
    expect(container.querySelector('h1')?.textContent).toBe('Checkout');
  });

  it('renders nothing on the server where the browser may hold a cart', () => {
    const server = harness({ path: '/checkout', store: createAppStore() });
    const html = serverHtml(server);
    expect(html).not.toContain('nothing to check out');
  });
});
