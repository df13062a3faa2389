import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import type { ListingRequest } from './listing.ts';
import { KEPT_IDS, ListingCache } from './listing-cache.ts';

/** A database that answers every listing statement with products 1..total and one facet row. */
function fakeDb(total = 100) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  let release: (() => void) | null = null;
  let hold = false;
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      statements.push({ sql, params });
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      // Vocabulary checks (search-query.ts): every word is known.
      if (sql.includes('search_term')) return [{ 0: true }] as T[];
      // The cache asks for all kept ids; a direct page query gets a page (its contents do not matter here).
      const limit = params.includes(KEPT_IDS) ? KEPT_IDS : 24;
      const ids = Array.from({ length: Math.min(total, limit) }, (_, i) => i + 1);
      const facets = sql.includes('option_counts')
        ? [{ code: 'brand', value: '1001', label: 'Brand', sort: 0, n: total }]
        : undefined;
      return [{ total, ids, facets }] as T[];
    },
    async exec() {},
  };
  return {
    db,
    statements,
    holdNext: () => (hold = true),
    releaseAll: () => {
      hold = false;
      release?.();
    },
  };
}

const request = (overrides: Partial<ListingRequest> = {}): ListingRequest => ({
  storeId: 3,
  storeCode: 'ua',
  filter: { category_uid: { eq: 'MTAw' } },
  search: null,
  sort: { price: 'ASC' },
  pageSize: 24,
  currentPage: 1,
  withItems: true,
  withAggregations: true,
  directChildrenOnly: false,
  ...overrides,
});

describe('listing cache', () => {
  it('answers every page of a listing from one query', async () => {
    const { db, statements } = fakeDb(100);
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => 1 });
    const first = await cache.run(db, request());
    const second = await cache.run(db, request({ currentPage: 2 }));
    const last = await cache.run(db, request({ currentPage: 5 }));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.params).toContain(KEPT_IDS);
    expect(first.ids).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(second.ids[0]).toBe(25);
    expect(last.ids).toEqual([97, 98, 99, 100]);
    expect(first.total).toBe(100);
    expect(second.facets).toEqual([{ code: 'brand', value: '1001', label: 'Brand', sort: 0, n: 100 }]);
  });

  it('keeps listings apart by filter, sort, store and search', async () => {
    const { db, statements } = fakeDb();
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => 1 });
    await cache.run(db, request());
    await cache.run(db, request({ sort: { price: 'DESC' } }));
    await cache.run(db, request({ filter: { category_uid: { eq: 'MTAx' } } }));
    await cache.run(db, request({ storeId: 1, storeCode: 'ru' }));
    await cache.run(db, request({ search: { tsquery: "'сукн':*", corrected: null } as never }));
    expect(statements).toHaveLength(5);
  });

  it('asks again after the catalogue changed', async () => {
    const { db, statements } = fakeDb();
    let version = 1;
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => version });
    await cache.run(db, request());
    version = 2;
    await cache.run(db, request());
    expect(statements).toHaveLength(2);
  });

  it('shoppers asking together share one query', async () => {
    const fake = fakeDb();
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => 1 });
    fake.holdNext();
    const answers = Promise.all([1, 2, 3].map((page) => cache.run(fake.db, request({ currentPage: page }))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.releaseAll();
    const [a, b, c] = await answers;
    expect(fake.statements).toHaveLength(1);
    expect([a!.ids[0], b!.ids[0], c!.ids[0]]).toEqual([1, 25, 49]);
  });

  it('counts facets when a later request wants them', async () => {
    const { db, statements } = fakeDb();
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => 1 });
    const plain = await cache.run(db, request({ withAggregations: false }));
    expect(plain.facets).toEqual([]);
    const withFacets = await cache.run(db, request());
    expect(withFacets.facets).toHaveLength(1);
    await cache.run(db, request({ withAggregations: false, currentPage: 2 }));
    expect(statements).toHaveLength(2);
  });

  it('leaves product lookups, pages past the kept ids and a disabled cache to the database', async () => {
    const { db, statements } = fakeDb();
    const cache = new ListingCache({ maxBytes: 1 << 20, version: () => 1 });
    await cache.run(db, request({ filter: { url_key: { eq: 'dress' } } }));
    await cache.run(db, request({ filter: { url_key: { eq: 'dress' } } }));
    await cache.run(db, request({ pageSize: 100, currentPage: KEPT_IDS / 100 + 2 }));
    expect(statements).toHaveLength(3);
    expect(statements.every((s) => !s.params.includes(KEPT_IDS))).toBe(true);

    const off = new ListingCache({ maxBytes: 0, version: () => 1 });
    await off.run(db, request());
    await off.run(db, request());
    expect(statements).toHaveLength(5);
  });

  it('keeps prepared searches with the listing cache off, and not with their own cache off', async () => {
    const { db, statements } = fakeDb();
    const looked = () => statements.filter((st) => st.sql.includes('search_term')).length;
    const noListings = new ListingCache({ maxBytes: 0, version: () => 1 });
    await noListings.prepareSearch(db, 3, 'сукня');
    const once = looked();
    await noListings.prepareSearch(db, 3, 'сукня');
    expect(looked()).toBe(once);
    const noSearches = new ListingCache({ maxBytes: 1 << 20, searchMaxBytes: 0, version: () => 1 });
    await noSearches.prepareSearch(db, 3, 'сукня');
    await noSearches.prepareSearch(db, 3, 'сукня');
    expect(looked()).toBeGreaterThan(once);
  });

  it('prepares what a shopper typed once per search version, whatever the catalogue version', async () => {
    const { db, statements } = fakeDb();
    // Vocabulary look-ups only: the store views' languages are read once per database (store-language.ts).
    const looked = () => statements.filter((st) => st.sql.includes('search_term')).length;
    let version = 1;
    let searchVersion = 1;
    const cache = new ListingCache({
      maxBytes: 1 << 20,
      version: () => version,
      searchVersion: () => searchVersion,
    });
    await cache.prepareSearch(db, 3, 'сукня');
    const asked = looked();
    expect(asked).toBeGreaterThan(0);
    await cache.prepareSearch(db, 3, 'сукня');
    expect(looked()).toBe(asked);
    await cache.prepareSearch(db, 1, 'сукня');
    const bothStores = looked();
    expect(bothStores).toBeGreaterThan(asked);
    // Stock and prices change the catalogue version, not the vocabulary.
    version = 2;
    await cache.prepareSearch(db, 3, 'сукня');
    expect(looked()).toBe(bothStores);
    searchVersion = 2;
    await cache.prepareSearch(db, 3, 'сукня');
    expect(looked()).toBeGreaterThan(bothStores);
  });

  it('counts kept listings in bytes with their keys', async () => {
    const { db, statements } = fakeDb();
    const cache = new ListingCache({ maxBytes: 10_000, version: () => 1 });
    // A key of 40 KB alone is more than the whole cache may hold: never kept.
    const huge = request({ search: { tsquery: 'x'.repeat(20_000), corrected: null, terms: [], items: [] } });
    await cache.run(db, huge);
    await cache.run(db, huge);
    expect(statements).toHaveLength(2);
    expect(cache.memory.listings).toBe(0);
  });

  it('counts kept searches in bytes with their keys, within their own bound', async () => {
    const { db, statements } = fakeDb();
    const maxBytes = 64 * 1024;
    const cache = new ListingCache({ maxBytes: 1 << 20, searchMaxBytes: maxBytes, version: () => 1 });
    const text = (i: number) => `сукня ${i} ${'а'.repeat(1000)}`;
    for (let i = 0; i < 200; i++) await cache.prepareSearch(db, 3, text(i));
    expect(cache.memory.searches).toBeGreaterThan(maxBytes / 2);
    expect(cache.memory.searches).toBeLessThanOrEqual(maxBytes);
    // The first texts made room for later ones: asked again, they reach the database.
    const asked = statements.length;
    await cache.prepareSearch(db, 3, text(0));
    expect(statements.length).toBeGreaterThan(asked);
  });
});
