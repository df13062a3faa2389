import { describe, expect, it } from 'vitest';
import { entryBytes, PageCache } from './page-cache.ts';

describe('PageCache', () => {
  it('serves a page while the catalogue version it was rendered at is current', () => {
    let version = 7;
    const cache = new PageCache({ version: () => version, ttlSeconds: 600 });
    cache.set('/ua/women', { status: 200, html: '<html>women</html>' }, 7);
    expect(cache.get('/ua/women')).toEqual({ status: 200, html: '<html>women</html>' });
    expect(cache.get('/ua/men')).toBeUndefined();
    version = 8;
    expect(cache.get('/ua/women')).toBeUndefined();
    version = 7;
    expect(cache.get('/ua/women')).toBeUndefined();
  });

  it('does not keep a page rendered while the catalogue changed', () => {
    const cache = new PageCache({ version: () => 2, ttlSeconds: 600 });
    cache.set('/ua/', { status: 200, html: 'old' }, 1);
    expect(cache.get('/ua/')).toBeUndefined();
  });

  it('keeps pages, redirects and not-found pages, never server errors, and forgets them after the TTL', () => {
    let now = 1_000;
    const cache = new PageCache({ version: () => 1, ttlSeconds: 60, now: () => now });
    cache.set('/a', { status: 301, location: '/ua/a' }, 1);
    cache.set('/ua/missing', { status: 404, html: 'not found' }, 1);
    cache.set('/ua/broken', { status: 500, html: 'error' }, 1);
    expect(cache.get('/a')).toEqual({ status: 301, location: '/ua/a' });
    expect(cache.get('/ua/missing')?.status).toBe(404);
    expect(cache.get('/ua/broken')).toBeUndefined();
    now += 61_000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('keeps nothing when the GraphQL cache is off', () => {
    const cache = new PageCache({ version: () => 1, ttlSeconds: 0 });
    cache.set('/ua/', { status: 200, html: 'x' }, 1);
    expect(cache.get('/ua/')).toBeUndefined();
  });

  it('keeps a page under its address without analytics parameters', () => {
    const cache = new PageCache({ version: () => 1, ttlSeconds: 600 });
    cache.set('/ua/women?utm_source=mail&sort=price:ASC&gclid=abc', { status: 200, html: 'w' }, 1);
    expect(cache.get('/ua/women?sort=price:ASC')?.html).toBe('w');
    expect(cache.get('/ua/women?fbclid=1&sort=price:ASC&UTM_CAMPAIGN=x')?.html).toBe('w');
    expect(cache.get('/ua/women')).toBeUndefined();
  });

  it('is not flushed by 150 campaign links with junk values', () => {
    const page = { status: 200, html: 'x'.repeat(10_000) };
    // Room for three pages.
    const cache = new PageCache({
      version: () => 1,
      ttlSeconds: 600,
      maxBytes: 3 * entryBytes('/ua/', page) + 100,
    });
    cache.set('/ua/', page, 1);
    cache.set('/ua/men', page, 1);
    for (let n = 0; n < 150; n++) {
      const url = `/ua/women?utm_campaign=${n}&utm_content=${'z'.repeat(n)}`;
      if (!cache.get(url)) cache.set(url, page, 1);
    }
    expect(cache.get('/ua/')).toBe(page);
    expect(cache.get('/ua/men')).toBe(page);
    expect(cache.get('/ua/women')).toBe(page);
  });

  it('counts its size in bytes, addresses included, and stays within it', () => {
    const maxBytes = 50_000;
    const cache = new PageCache({ version: () => 1, ttlSeconds: 600, maxBytes });
    const longPath = (n: number) => `/ua/${n}-${'a'.repeat(4000)}`;
    for (let n = 0; n < 20; n++) cache.set(longPath(n), { status: 404, html: 'not found' }, 1);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    // Each entry holds 8 KB of address: only the latest few fit.
    expect(cache.get(longPath(19))).toBeDefined();
    expect(cache.get(longPath(0))).toBeUndefined();
    expect(entryBytes(longPath(0), { status: 404, html: 'not found' })).toBeGreaterThan(8000);
  });

  it('keeps nothing with a size of 0', () => {
    const cache = new PageCache({ version: () => 1, ttlSeconds: 600, maxBytes: 0 });
    cache.set('/ua/', { status: 200, html: 'x' }, 1);
    expect(cache.get('/ua/')).toBeUndefined();
  });
});
