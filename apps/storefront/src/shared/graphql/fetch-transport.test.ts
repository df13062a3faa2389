import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { GraphqlHttpError, createGraphqlFetch, type GraphqlFetchOptions } from './fetch-transport.ts';
import { createMutationQueue } from './mutation-queue.ts';

type FetchArgs = [input: string, init: RequestInit];

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init });
}

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
  extra: Partial<GraphqlFetchOptions> = {},
) {
  const storage = createBrowserStorage({ storage: createMemoryStorage() });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
    respond(String(input), init ?? {}),
  );
  const sleep = vi.fn(async () => {});
  const graphqlFetch = createGraphqlFetch({
    endpoint: '/graphql',
    storage,
    fetch: fetch as unknown as typeof globalThis.fetch,
    isServer: () => false,
    isOnline: () => true,
    sleep,
    random: () => 0.5,
    ...extra,
  });
  const calls = () => fetch.mock.calls as unknown as FetchArgs[];
  const headersOf = (index: number) => new Headers(calls()[index]?.[1].headers);
  return { storage, fetch, sleep, graphqlFetch, calls, headersOf };
}

const MENU = 'query getMainMenu {\n  mainMenu {\n    items { id }\n  }\n}';

describe('createGraphqlFetch: queries', () => {
  it('sends a query as GET with stripped text, operation name and variables', async () => {
    const { graphqlFetch, calls } = setup(() => json({ data: { mainMenu: { items: [] } } }));
    const result = await graphqlFetch({
      kind: 'query',
      query: MENU,
      operationName: 'getMainMenu',
      variables: { a: 1 },
    });
    expect(result).toEqual({ data: { mainMenu: { items: [] } } });
    const [url, init] = calls()[0] ?? [];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const params = new URL(url ?? '', 'https://shop.test').searchParams;
    expect(params.get('query')).toBe('query getMainMenu{mainMenu{items{id}}}');
    expect(params.get('operationName')).toBe('getMainMenu');
    expect(params.get('variables')).toBe('{"a":1}');
  });

  it('sends the standard headers built from storage', async () => {
    const { graphqlFetch, storage, headersOf } = setup(() => json({ data: {} }));
    await graphqlFetch({ kind: 'query', query: '{a}' });
    expect(headersOf(0).get('authorization')).toBe('');
    expect(headersOf(0).get('store')).toBe('ua');
    expect(headersOf(0).has('content-currency')).toBe(false);
    storage.setItem(STORAGE_KEYS.signinToken, 'tok', 3600);
    storage.setItem(STORAGE_KEYS.storeViewCode, 'ru');
    storage.setItem(STORAGE_KEYS.storeViewCurrency, 'UAH');
    await graphqlFetch({ kind: 'query', query: '{a}' });
    expect(headersOf(1).get('authorization')).toBe('Bearer tok');
    expect(headersOf(1).get('store')).toBe('ru');
    expect(headersOf(1).get('content-currency')).toBe('UAH');
  });

  it('stores the cache id of a response and echoes it on the next call', async () => {
    const { graphqlFetch, storage, headersOf } = setup(() =>
      json({ data: {} }, { headers: { 'X-Magento-Cache-Id': 'ctx-1' } }),
    );
    await graphqlFetch({ kind: 'query', query: '{a}' });
    expect(headersOf(0).has('x-magento-cache-id')).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.cacheId)).toBe('ctx-1');
    await graphqlFetch({ kind: 'query', query: '{a}' });
    expect(headersOf(1).get('x-magento-cache-id')).toBe('ctx-1');
  });

  it('returns GraphQL errors of an HTTP 500 response as a result', async () => {
    const body = { errors: [{ message: 'Syntax Error: Unexpected Name "x".' }] };
    const { graphqlFetch } = setup(() => json(body, { status: 500 }));
    await expect(graphqlFetch({ kind: 'query', query: '{x' })).resolves.toEqual(body);
  });

  it('rejects with GraphqlHttpError when the body is not a GraphQL response, without retrying', async () => {
    const { graphqlFetch, fetch } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const failure = graphqlFetch({ kind: 'query', query: '{a}' });
    await expect(failure).rejects.toBeInstanceOf(GraphqlHttpError);
    await expect(failure).rejects.toMatchObject({ status: 502, body: '<html>Bad gateway</html>' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('removes out-of-stock errors and their items', async () => {
    const { graphqlFetch } = setup(() =>
      json({
        data: { products: { items: [{ sku: 'a' }, { sku: 'b' }] } },
        errors: [
          { message: 'There are no source items with the in stock status', path: ['products', 'items', 1] },
        ],
      }),
    );
    await expect(graphqlFetch({ kind: 'query', query: '{a}' })).resolves.toEqual({
      data: { products: { items: [{ sku: 'a' }] } },
    });
  });

  it('retries network failures up to 5 attempts in all', async () => {
    const { graphqlFetch, fetch, sleep } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(graphqlFetch({ kind: 'query', query: '{a}' })).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(sleep.mock.calls.map((call: unknown[]) => call[0])).toEqual([300, 600, 1200, 2400]);
  });

  it('succeeds after a transient network failure', async () => {
    let calls = 0;
    const { graphqlFetch } = setup(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json({ data: { ok: true } });
    });
    await expect(graphqlFetch({ kind: 'query', query: '{ok}' })).resolves.toEqual({ data: { ok: true } });
  });

  it('does not retry on the server or offline', async () => {
    for (const extra of [{ isServer: () => true }, { isOnline: () => false }]) {
      const { graphqlFetch, fetch } = setup(() => {
        throw new TypeError('Failed to fetch');
      }, extra);
      await expect(graphqlFetch({ kind: 'query', query: '{a}' })).rejects.toThrow(TypeError);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('passes the abort signal to fetch', async () => {
    const controller = new AbortController();
    const { graphqlFetch, calls } = setup(() => json({ data: {} }));
    await graphqlFetch({ kind: 'query', query: '{a}', signal: controller.signal });
    expect(calls()[0]?.[1].signal).toBe(controller.signal);
  });

  it('sends queries in parallel, not through the mutation queue', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { graphqlFetch, fetch } = setup(async () => {
      await gate;
      return json({ data: {} });
    });
    const first = graphqlFetch({ kind: 'query', query: '{a}' });
    const second = graphqlFetch({ kind: 'query', query: '{b}' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    release();
    await Promise.all([first, second]);
  });
});

describe('createGraphqlFetch: mutations', () => {
  it('sends a mutation as POST with a JSON body', async () => {
    const { graphqlFetch, calls, headersOf } = setup(() =>
      json({ data: { addWishlistItem: { user_errors: [] } } }),
    );
    const mutation =
      'mutation AddWishlistItem($sku: String!) { addWishlistItem(sku: $sku) { user_errors { code } } }';
    await graphqlFetch({
      kind: 'mutation',
      query: mutation,
      operationName: 'AddWishlistItem',
      variables: { sku: 'S1' },
    });
    const [url, init] = calls()[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(headersOf(0).get('content-type')).toBe('application/json');
    expect(headersOf(0).get('store')).toBe('ua');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: mutation,
      operationName: 'AddWishlistItem',
      variables: { sku: 'S1' },
    });
  });

  it('sends mutations one at a time, in order, retries included', async () => {
    const order: string[] = [];
    let failFirstOnce = true;
    const { graphqlFetch } = setup(async (_url, init) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      order.push(`start ${operationName}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (operationName === 'first' && failFirstOnce) {
        failFirstOnce = false;
        order.push(`fail ${operationName}`);
        throw new TypeError('Failed to fetch');
      }
      order.push(`end ${operationName}`);
      return json({ data: {} });
    });
    await Promise.all([
      graphqlFetch({ kind: 'mutation', query: 'mutation first{a}', operationName: 'first' }),
      graphqlFetch({ kind: 'mutation', query: 'mutation second{a}', operationName: 'second' }),
    ]);
    expect(order).toEqual([
      'start first',
      'fail first',
      'start first',
      'end first',
      'start second',
      'end second',
    ]);
  });

  it('sends a skipQueue mutation while another is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { graphqlFetch, fetch } = setup(async (_url, init) => {
      if (String(init.body).includes('slow')) await gate;
      return json({ data: {} });
    });
    const slow = graphqlFetch({ kind: 'mutation', query: 'mutation slow{a}' });
    await graphqlFetch({ kind: 'mutation', query: 'mutation fast{a}', skipQueue: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    release();
    await slow;
  });

  it('never sends a queued mutation that was cancelled', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = createMutationQueue();
    const { graphqlFetch, fetch } = setup(
      async () => {
        await gate;
        return json({ data: {} });
      },
      { queue },
    );
    const running = graphqlFetch({ kind: 'mutation', query: 'mutation a{a}' });
    const controller = new AbortController();
    const cancelled = graphqlFetch({ kind: 'mutation', query: 'mutation b{a}', signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'MutationCancelledError' });
    release();
    await running;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createGraphqlFetch: default fetch', () => {
  it('uses the global fetch when none is injected', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: { a: 1 } }));
    try {
      const graphqlFetch = createGraphqlFetch({
        endpoint: 'https://api.test/graphql',
        storage: createBrowserStorage({ storage: null }),
      });
      await expect(graphqlFetch({ kind: 'query', query: '{a}' })).resolves.toEqual({ data: { a: 1 } });
      expect(String(global.mock.calls[0]?.[0])).toBe('https://api.test/graphql?query=%7Ba%7D');
    } finally {
      global.mockRestore();
    }
  });
});
