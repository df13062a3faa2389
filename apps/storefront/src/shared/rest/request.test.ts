import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { RestError } from './rest-error.ts';
import { createRestClient } from './request.ts';

type FetchArgs = [input: string, init: RequestInit];

/** A fetch whose responses the test releases by hand, honouring abort signals like the real one. */
function controllableFetch() {
  const pending: Array<{
    url: string;
    init: RequestInit;
    resolve: (r: Response) => void;
    reject: (e: unknown) => void;
  }> = [];
  const fetch = vi.fn(
    (input: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ url: String(input), init, resolve, reject });
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetch, pending };
}

function setup(respond?: (url: string, init: RequestInit) => Response) {
  const storage = createBrowserStorage({ storage: createMemoryStorage() });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
    (respond ?? (() => Response.json({ ok: true })))(String(input), init ?? {}),
  );
  const client = createRestClient({
    baseUrl: '/rest/V1',
    storage,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const calls = () => fetch.mock.calls as unknown as FetchArgs[];
  return { storage, fetch, client, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRestClient: requests', () => {
  it('sends JSON headers and credentials, and parses the JSON response', async () => {
    const { client, calls } = setup(() => Response.json({ payment_methods: [] }));
    await expect(client.request('/carts/mine/payment-information')).resolves.toEqual({ payment_methods: [] });
    const [url, init] = calls()[0] ?? [];
    expect(url).toBe('/rest/V1/carts/mine/payment-information');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
  });

  it('adds the bearer token when one is stored', async () => {
    const { client, calls, storage } = setup();
    storage.setItem(STORAGE_KEYS.signinToken, 'tok', 3600);
    await client.request('/x');
    expect(new Headers(calls()[0]?.[1].headers).get('authorization')).toBe('Bearer tok');
  });

  it('sends any method with a JSON body; strings are sent as they are', async () => {
    const { client, calls } = setup(() => Response.json('17'));
    const body = { paymentMethod: { method: 'checkmo' } };
    await expect(
      client.request('/guest-carts/c/payment-information', { method: 'post', body }),
    ).resolves.toBe('17');
    await client.request('/y', { method: 'PUT', body: '{"raw":1}' });
    expect(calls()[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(calls()[1]?.[1]).toMatchObject({ method: 'PUT', body: '{"raw":1}' });
  });

  it('uses absolute URLs unchanged and lets callers add headers', async () => {
    const { client, calls } = setup();
    await client.request('https://other.test/api', { headers: { 'X-Extra': '1' } });
    expect(calls()[0]?.[0]).toBe('https://other.test/api');
    expect(new Headers(calls()[0]?.[1].headers).get('x-extra')).toBe('1');
  });

  it('returns the Response when parseJSON is false', async () => {
    const { client } = setup(() => new Response('plain text'));
    const response = await client.request('/file', { parseJSON: false });
    expect(response).toBeInstanceOf(Response);
    await expect(response.text()).resolves.toBe('plain text');
  });

  it('resolves undefined for an empty body', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.request('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws a RestError with the details of a non-OK response', async () => {
    const { client } = setup(() =>
      Response.json(
        {
          message: 'No such entity with %fieldName = %fieldValue',
          parameters: { fieldName: 'cartId', fieldValue: 'x' },
          trace: 'T',
        },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    const failure = client.request('/guest-carts/x/totals', { method: 'GET' });
    await expect(failure).rejects.toBeInstanceOf(RestError);
    await expect(failure).rejects.toMatchObject({
      message: 'GET /rest/V1/guest-carts/x/totals responded 404 Not Found: No such entity with cartId = x',
      status: 404,
      trace: 'T',
    });
  });
});

describe('createRestClient: sharing identical GETs', () => {
  it('sends identical GETs in flight once and gives every caller the result', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const a = client.request('/a');
    const b = client.request('/a');
    const raw = client.request('/a', { parseJSON: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    pending[0]?.resolve(Response.json({ n: 1 }));
    await expect(a).resolves.toEqual({ n: 1 });
    await expect(b).resolves.toEqual({ n: 1 });
    await expect((await raw).json()).resolves.toEqual({ n: 1 });
    expect(client.inflight).toBe(0);
  });

  it('sends a new request once the previous one has answered', async () => {
    const { client, fetch } = setup();
    await client.request('/a');
    await client.request('/a');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not share GETs that differ in URL or headers, nor other methods', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    void client.request('/a');
    void client.request('/b');
    void client.request('/a', { headers: { 'X-Other': '1' } });
    void client.request('/a', { method: 'POST' });
    void client.request('/a', { method: 'POST' });
    expect(fetch).toHaveBeenCalledTimes(5);
    for (const entry of pending) entry.resolve(Response.json({}));
  });

  it('a caller that aborts leaves the shared request running for the others', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const controller = new AbortController();
    const aborted = client.request('/a', { signal: controller.signal });
    const other = client.request('/a');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(pending[0]?.init.signal?.aborted).toBe(false);
    pending[0]?.resolve(Response.json({ n: 2 }));
    await expect(other).resolves.toEqual({ n: 2 });
  });

  it('aborts the shared request when every caller has aborted', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const controller = new AbortController();
    const a = client.request('/a', { signal: controller.signal });
    const b = client.request('/a', { signal: controller.signal });
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(pending[0]?.init.signal?.aborted).toBe(true);
    expect(client.inflight).toBe(0);
    void client.request('/a');
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(Response.json({}));
  });

  it('rejects at once a request whose signal is already aborted', async () => {
    const { client } = setup();
    await expect(client.request('/a', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('falls back to an identical request when the shared one is aborted under a waiting caller', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const waiting = client.request('/a');
    pending[0]?.reject(new DOMException('aborted by the browser', 'AbortError'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    const joined = client.request('/a');
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(Response.json({ n: 3 }));
    await expect(waiting).resolves.toEqual({ n: 3 });
    await expect(joined).resolves.toEqual({ n: 3 });
  });

  it('gives every sharing caller the error of a non-OK response', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const a = client.request('/a');
    const b = client.request('/a');
    pending[0]?.resolve(Response.json({ message: 'Nope' }, { status: 401, statusText: 'Unauthorized' }));
    await expect(a).rejects.toThrow('GET /a responded 401 Unauthorized: Nope');
    await expect(b).rejects.toThrow('GET /a responded 401 Unauthorized: Nope');
  });

  it('passes network failures on to every caller', async () => {
    const { fetch, pending } = controllableFetch();
    const client = createRestClient({
      storage: createBrowserStorage({ storage: null }),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const a = client.request('/a');
    const b = client.request('/a');
    pending[0]?.reject(new TypeError('Failed to fetch'));
    await expect(a).rejects.toThrow(TypeError);
    await expect(b).rejects.toThrow(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
