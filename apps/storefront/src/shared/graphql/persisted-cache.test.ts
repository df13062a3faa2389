import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, createMemoryStorage } from '../storage/browser-storage.ts';
import { clientCacheKey, PersistedCache, type PersistedCacheOptions } from './persisted-cache.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A cache over `backing`, read at once unless `ready` says otherwise. */
async function open(
  backing: ReturnType<typeof createMemoryStorage>,
  opts: Partial<PersistedCacheOptions> = {},
) {
  const storage = createBrowserStorage({ storage: backing, now: opts.now });
  const cache = new PersistedCache({ storage, storeCode: 'ua', ready: Promise.resolve(), ...opts });
  await settle();
  return cache;
}

afterEach(() => vi.useRealTimers());

describe('PersistedCache', () => {
  it('keeps catalogue answers per store code and reads them back on the next visit', async () => {
    const backing = createMemoryStorage();
    const visit = await open(backing);
    visit.record(1, 'getCategoryListing', { products: { total_count: 3 } });
    visit.flush();
    expect(backing.getItem(clientCacheKey('ua'))).toContain('total_count');
    expect(backing.getItem(clientCacheKey('ru'))).toBeNull();

    const next = await open(backing);
    expect(next.get(1)).toEqual({ products: { total_count: 3 } });
    expect(next.get(2)).toBeUndefined();
    const otherStore = await open(backing, { storeCode: 'ru' });
    expect(otherStore.get(1)).toBeUndefined();
  });

  it('never keeps answers about a customer, or operations it does not know', async () => {
    const cache = await open(createMemoryStorage());
    cache.record(1, 'getCustomerCart', { cart: { id: 'secret' } });
    cache.record(2, 'getWishlist', { wishlist: {} });
    cache.record(3, null, { anything: true });
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, undefined, undefined]);
  });

  it('answers nothing and writes nothing until ready, then keeps both what it read and what came meanwhile', async () => {
    const backing = createMemoryStorage();
    const earlier = await open(backing);
    earlier.record(1, 'getMainMenu', { menu: 'old' });
    earlier.record(2, 'GetCmsPage', { page: 'kept' });
    earlier.flush();

    const ready = deferred();
    const page = await open(backing, { ready: ready.promise });
    page.record(1, 'getMainMenu', { menu: 'new' });
    expect(page.isReady).toBe(false);
    expect(page.get(2)).toBeUndefined();
    page.flush();
    expect(backing.getItem(clientCacheKey('ua'))).toContain('kept');

    ready.resolve();
    await settle();
    expect(page.get(1)).toEqual({ menu: 'new' });
    expect(page.get(2)).toEqual({ page: 'kept' });
  });

  it('lets answers expire after their time to live, and ignores a store of another version', async () => {
    let now = 1_000_000;
    const backing = createMemoryStorage();
    const cache = await open(backing, { now: () => now, ttlSeconds: 60 });
    cache.record(1, 'getProductDetail', { product: 'a' });
    now += 30_000;
    cache.record(2, 'getProductDetail', { product: 'b' });
    cache.flush();
    now += 31_000;
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toEqual({ product: 'b' });
    const reread = await open(backing, { now: () => now, ttlSeconds: 60 });
    expect([reread.get(1), reread.get(2)]).toEqual([undefined, { product: 'b' }]);

    const newer = await open(backing, { now: () => now, version: 99 });
    expect(newer.get(2)).toBeUndefined();
    expect(backing.getItem(clientCacheKey('ua'))).toBeNull();
  });

  it('lets the oldest answers go past its size limit, and writes once per delay', async () => {
    vi.useFakeTimers();
    const backing = createMemoryStorage();
    const setItem = vi.spyOn(backing, 'setItem');
    const cache = new PersistedCache({
      storage: createBrowserStorage({ storage: backing }),
      storeCode: 'ua',
      ready: Promise.resolve(),
      maxChars: 100,
    });
    await vi.advanceTimersByTimeAsync(0);
    const answer = (text: string) => ({ text: text.repeat(30) });
    cache.record(1, 'GetCmsBlocks', answer('a'));
    cache.record(2, 'GetCmsBlocks', answer('b'));
    cache.record(3, 'GetCmsBlocks', answer('c'));
    expect(setItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toEqual(answer('b'));
    expect(cache.get(3)).toEqual(answer('c'));
    // Too big to keep at all.
    cache.record(4, 'GetCmsBlocks', { text: 'x'.repeat(200) });
    expect(cache.get(4)).toBeUndefined();
    expect(cache.get(3)).toEqual(answer('c'));
  });

  it('writes what is pending when the page is hidden', async () => {
    const backing = createMemoryStorage();
    const listeners = new Map<string, () => void>();
    const win = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      document: { visibilityState: 'visible' },
    };
    const cache = await open(backing, { win: win as never, flushDelayMs: 60_000 });
    cache.record(1, 'ResolveURL', { route: 'x' });
    expect(backing.getItem(clientCacheKey('ua'))).toBeNull();
    listeners.get('pagehide')!();
    expect(backing.getItem(clientCacheKey('ua'))).toContain('route');
  });
});
