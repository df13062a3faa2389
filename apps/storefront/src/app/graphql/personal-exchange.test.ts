import { gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { PERSISTED_OPERATIONS } from '../../shared/graphql/persisted-cache.ts';
import { PUBLIC_OPERATIONS } from '../../shared/graphql/public-operations.ts';
import { createBrowserStorage, createMemoryStorage } from '../../shared/storage/browser-storage.ts';
import { createStorefrontClient } from './client.ts';

const MENU = gql`
  query getMainMenu {
    mainMenu {
      items {
        id
      }
    }
  }
`;
// Not registered anywhere: stands for any personal query a later feature adds.
const CART = gql`
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;

function countingClient() {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const query = url.searchParams.get('query') ?? String(init?.body ?? '');
    const name = /query (\w+)/.exec(query)?.[1] ?? '';
    asked.push(name);
    const data =
      name === 'getMainMenu'
        ? { mainMenu: { items: [] } }
        : { cart: { id: 'c', total_quantity: asked.length } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const { client } = createStorefrontClient({
    endpoint: 'http://shop.test/graphql',
    storage: createBrowserStorage({ storage: createMemoryStorage() }),
    isServer: false,
    fetch,
  });
  return { client, asked };
}

describe('personal operations', () => {
  it('asks the network for an unregistered query every time, whatever policy its caller chose', async () => {
    const { client, asked } = countingClient();
    const first = await client.query(CART, { cartId: 'c' }, { requestPolicy: 'cache-first' }).toPromise();
    const second = await client.query(CART, { cartId: 'c' }, { requestPolicy: 'cache-first' }).toPromise();
    expect(asked.filter((n) => n === 'GetCartDetails')).toHaveLength(2);
    expect(second.data.cart.total_quantity).not.toBe(first.data.cart.total_quantity);
  });

  it('lets a registered catalogue query be answered from the cache', async () => {
    const { client, asked } = countingClient();
    await client.query(MENU, {}, { requestPolicy: 'cache-first' }).toPromise();
    await client.query(MENU, {}, { requestPolicy: 'cache-first' }).toPromise();
    expect(asked.filter((n) => n === 'getMainMenu')).toHaveLength(1);
  });

  it('persists only public operations', () => {
    for (const name of PERSISTED_OPERATIONS) expect(PUBLIC_OPERATIONS.has(name), name).toBe(true);
  });
});
