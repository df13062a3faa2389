import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

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
});
