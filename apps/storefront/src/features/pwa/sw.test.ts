/**
 * public/sw.js run in a sandbox with fake caches, fetch and clients: its strategies, cache versioning
 * and message dispatch, through the events a browser would send it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAL_ROUTE_SEGMENTS } from '../../shared/url/personal-routes.ts';

const SOURCE = readFileSync(fileURLToPath(new URL('../../../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://shop.test';

interface FakeRequest {
  url: string;
  method: string;
  mode?: string;
}

const keyOf = (request: FakeRequest | string) =>
  typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;

class FakeCache {
  entries = new Map<string, Response>();
  async match(request: FakeRequest | string) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: FakeRequest | string, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async addAll(urls: string[]) {
    for (const url of urls) this.entries.set(keyOf(url), new Response(`precached ${url}`));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(request: FakeRequest | string) {
    return this.entries.delete(keyOf(request));
  }
}

class FakeCacheStorage {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: FakeRequest | string) {
    for (const cache of this.stores.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }
}

/** A same-origin 200 the worker may cache ('basic' as a browser reports it). */
function okResponse(body: string, headers: Record<string, string> = {}) {
  const response = new Response(body, { status: 200, headers });
  Object.defineProperty(response, 'type', { value: 'basic' });
  const clone = response.clone.bind(response);
  response.clone = () => {
    const copy = clone();
    Object.defineProperty(copy, 'type', { value: 'basic' });
    return copy;
  };
  return response;
}

function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new FakeCacheStorage();
  const fetch = vi.fn<(request: FakeRequest | string) => Promise<Response>>();
  const windows = [{ postMessage: vi.fn() }];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => windows) },
  };
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    fetch,
    URL,
    Response,
    Promise,
    Object,
    Array,
    Set,
    Math,
    console,
  });

  async function dispatch(type: string, init: Record<string, unknown> = {}) {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    const event = {
      ...init,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => (responded = promise),
    };
    listeners.get(type)!(event);
    const response = responded ? await responded : undefined;
    await Promise.all(waits);
    return { response, respondedWith: responded !== undefined };
  }
  const request = (path: string, extra: Partial<FakeRequest> = {}): FakeRequest => ({
    url: new URL(path, ORIGIN).href,
    method: 'GET',
    mode: 'no-cors',
    ...extra,
  });
  return { self, caches, fetch, windows, dispatch, request };
}

let worker: ReturnType<typeof loadWorker>;
beforeEach(() => {
  worker = loadWorker();
});

describe('sw.js', () => {
  it('precaches the offline page on install and takes over at once', async () => {
    await worker.dispatch('install');
    const statics = await worker.caches.open('vitryna-static-dev');
    expect(await statics.match('/offline.html')).toBeDefined();
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('deletes the caches of other versions on activate, claims clients and announces the new version', async () => {
    await worker.caches.open('vitryna-pages-v0');
    await worker.caches.open('someone-else');
    await worker.caches.open('vitryna-static-dev');
    await worker.dispatch('activate');
    expect(await worker.caches.keys()).toEqual(['someone-else', 'vitryna-static-dev']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
    expect(worker.windows[0]!.postMessage).toHaveBeenCalledWith({
      type: 'NEW_VERSION',
      payload: { version: 'dev' },
    });
  });

  it('serves /assets/* cache-first', async () => {
    worker.fetch.mockResolvedValueOnce(okResponse('js v1'));
    const first = await worker.dispatch('fetch', { request: worker.request('/assets/app-1.js') });
    expect(await first.response!.text()).toBe('js v1');
    const second = await worker.dispatch('fetch', { request: worker.request('/assets/app-1.js') });
    expect(await second.response!.text()).toBe('js v1');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('serves pages network-first, a visited page offline, and the offline page otherwise', async () => {
    await worker.dispatch('install');
    worker.fetch.mockResolvedValueOnce(okResponse('<html>stores</html>'));
    const page = worker.request('/ua/stores', { mode: 'navigate' });
    expect(await (await worker.dispatch('fetch', { request: page })).response!.text()).toBe(
      '<html>stores</html>',
    );
    worker.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await worker.dispatch('fetch', { request: page })).response!.text()).toBe(
      '<html>stores</html>',
    );
    const never = worker.request('/ua/faq', { mode: 'navigate' });
    expect(await (await worker.dispatch('fetch', { request: never })).response!.text()).toBe(
      'precached /offline.html',
    );
  });

  it('serves /media/* stale-while-revalidate', async () => {
    worker.fetch.mockResolvedValueOnce(okResponse('image 1'));
    const image = worker.request('/media/catalog/product/a.jpg');
    expect(await (await worker.dispatch('fetch', { request: image })).response!.text()).toBe('image 1');
    worker.fetch.mockResolvedValueOnce(okResponse('image 2'));
    worker.fetch.mockImplementation(async () => okResponse('image 3'));
    // The cached copy answers, the network refreshes the cache for next time.
    expect(await (await worker.dispatch('fetch', { request: image })).response!.text()).toBe('image 1');
    expect(await (await worker.dispatch('fetch', { request: image })).response!.text()).toBe('image 2');
  });

  it('never handles /graphql, POST requests or other origins', async () => {
    for (const request of [
      worker.request('/graphql?query=%7B__typename%7D'),
      worker.request('/graphql', { method: 'POST' }),
      worker.request('/assets/x.js', { method: 'POST' }),
      { url: 'https://cdn.example/assets/x.js', method: 'GET' },
      worker.request('/rest/V1/carts', { mode: 'navigate' }),
    ]) {
      expect((await worker.dispatch('fetch', { request })).respondedWith).toBe(false);
    }
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('dispatches messages by type with their payload', async () => {
    const port = { postMessage: vi.fn() };
    await worker.dispatch('message', { data: { type: 'GET_VERSION' }, ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'VERSION', payload: { version: 'dev' } });

    await worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);

    await worker.caches.open('vitryna-pages-dev');
    await worker.caches.open('vitryna-media-dev');
    await worker.dispatch('message', { data: { type: 'CLEAR_CACHES', payload: { caches: ['pages'] } } });
    expect(await worker.caches.keys()).toEqual(['vitryna-media-dev']);

    worker.fetch.mockResolvedValueOnce(okResponse('<html>sale</html>'));
    await worker.dispatch('message', { data: { type: 'CACHE_PAGES', payload: { urls: ['/ua/sale'] } } });
    expect(await (await worker.caches.open('vitryna-pages-dev')).match('/ua/sale')).toBeDefined();

    // Unknown types and malformed data are ignored.
    await worker.dispatch('message', { data: { type: 'constructor' } });
    await worker.dispatch('message', { data: 'SKIP_WAITING' });
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('never handles a personal page (the same list as shared/url/personal-routes.ts)', async () => {
    for (const segment of PERSONAL_ROUTE_SEGMENTS) {
      for (const path of [`/ua/${segment}`, `/ru/${segment}/x`, `/${segment}`]) {
        const { respondedWith } = await worker.dispatch('fetch', {
          request: worker.request(path, { mode: 'navigate' }),
        });
        expect(respondedWith, path).toBe(false);
      }
    }
  });

  it('never keeps a page the server marked no-store or private', async () => {
    for (const control of ['no-store', 'private, max-age=0']) {
      const path = `/ua/women?c=${encodeURIComponent(control)}`;
      worker.fetch.mockResolvedValueOnce(okResponse('personal', { 'cache-control': control }));
      await worker.dispatch('fetch', { request: worker.request(path, { mode: 'navigate' }) });
      expect(await (await worker.caches.open('vitryna-pages-dev')).match(path), control).toBeUndefined();
    }
  });

  it('keeps no personal page asked for by CACHE_PAGES', async () => {
    worker.fetch.mockImplementation(async () => okResponse('page'));
    await worker.dispatch('message', {
      data: { type: 'CACHE_PAGES', payload: { urls: ['/ua/checkout', '/ua/customer/account', '/ua/sale'] } },
    });
    const pages = await worker.caches.open('vitryna-pages-dev');
    expect((await pages.keys()).map((k) => new URL(k.url).pathname)).toEqual(['/ua/sale']);
  });
});
