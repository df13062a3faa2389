/**
 * The cart over the app's real GraphQL client and transport (app/graphql/client.ts), a fake server
 * behind fetch: cart mutations reach the server one at a time, queries are GET, and an out-of-stock
 * error is dropped with its line, so the shopper sees the rest of the cart and no error.
 */
import { describe, expect, it } from 'vitest';
import { createStorefrontClient } from './client.ts';
import { createAppStore } from '../../shared/state/app-store.tsx';
import { createBrowserStorage } from '../../shared/storage/browser-storage.ts';
import { cartFixture, cartItemFixture } from '../../shared/cart/cart-fixtures.ts';
import { createCartService } from '../../shared/cart/cart-service.ts';
import { asCartDetails, cartItems } from '../../shared/cart/cart-view.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeServer() {
  const log: string[] = [];
  let running = 0;
  let overlapped = false;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'https://shop.test');
    const method = init?.method ?? 'GET';
    const query =
      method === 'GET'
        ? (url.searchParams.get('query') ?? '')
        : (JSON.parse(String(init?.body)) as { query: string }).query;
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '?';
    log.push(`${method} ${name}`);
    if (method === 'POST') {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    }
    if (name === 'createCart') return json({ data: { cartId: 'cart-1' } });
    if (name === 'AddItemToCart')
      return json({ data: { addProductsToCart: { cart: { id: 'cart-1' }, user_errors: [] } } });
    if (name === 'GetCartDetails')
      return json({
        data: {
          cart: cartFixture('cart-1', [
            cartItemFixture({ uid: 'a' }),
            cartItemFixture({ uid: 'b', size: 'L' }),
          ]),
        },
        errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 1] }],
      });
    return json({ errors: [{ message: `unexpected ${name}` }] });
  };
  return { fetch: fetch as typeof globalThis.fetch, log, overlapped: () => overlapped };
}

describe('the cart over the real transport', () => {
  it('sends mutations one at a time, queries as GET, and drops an out-of-stock line silently', async () => {
    const server = fakeServer();
    const { client } = createStorefrontClient({
      endpoint: 'https://shop.test/graphql',
      storage: createBrowserStorage({ storage: null }),
      isServer: false,
      fetch: server.fetch,
    });
    const store = createAppStore();
    const service = createCartService({ client, store });
    const outcomes = await Promise.all([
      service.addItem({ sku: 'A', quantity: 1 }),
      service.addItem({ sku: 'B', quantity: 1 }),
    ]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    expect(server.overlapped()).toBe(false);
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual([
      'POST createCart',
      'POST AddItemToCart',
      'POST AddItemToCart',
    ]);
    expect(server.log).toContain('GET GetCartDetails');
    const details = asCartDetails(store.getState().cart.details);
    expect(cartItems(details).map((item) => item.uid)).toEqual(['a']);
    expect(store.getState().cart.errors.getDetails).toBeNull();
  });
});
