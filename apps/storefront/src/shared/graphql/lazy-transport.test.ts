import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { createGraphqlFetch, type GraphqlFetchOptions } from './fetch-transport.ts';
import { lazyGraphqlFetch } from './lazy-transport.ts';

const MENU = 'query getMainMenu { mainMenu { items { id } } }';

function options(fetch: typeof globalThis.fetch): GraphqlFetchOptions {
  return {
    endpoint: '/graphql',
    storage: createBrowserStorage({ storage: createMemoryStorage() }),
    fetch,
    isServer: () => false,
    isOnline: () => true,
    sleep: async () => {},
  };
}

describe('lazyGraphqlFetch', () => {
  it('loads the transport with the first request, once, and sends through it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { ok: 1 } })));
    const load = vi.fn(async () => ({ createGraphqlFetch }));
    const send = lazyGraphqlFetch(options(fetch as unknown as typeof globalThis.fetch), load);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([
      send({ kind: 'query', query: MENU }),
      send({ kind: 'query', query: MENU, variables: { a: 1 } }),
    ]);
    expect(answers).toEqual([{ data: { ok: 1 } }, { data: { ok: 1 } }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls as unknown as [string][])[0]![0])).toMatch(/^\/graphql\?query=/);
  });

  it('hands a failed load to its request and tries again with the next', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { ok: 1 } })));
    const load = vi
      .fn<() => Promise<{ createGraphqlFetch: typeof createGraphqlFetch }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createGraphqlFetch });
    const send = lazyGraphqlFetch(options(fetch as unknown as typeof globalThis.fetch), load);
    await expect(send({ kind: 'query', query: MENU })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    await expect(send({ kind: 'query', query: MENU })).resolves.toEqual({ data: { ok: 1 } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the real transport module by default', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { ok: 2 } })));
    const send = lazyGraphqlFetch(options(fetch as unknown as typeof globalThis.fetch));
    await expect(send({ kind: 'mutation', query: 'mutation m { x }' })).resolves.toEqual({ data: { ok: 2 } });
    expect((fetch.mock.calls as unknown as [string, RequestInit][])[0]![1].method).toBe('POST');
  });
});
