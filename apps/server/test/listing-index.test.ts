/**
 * The in-memory listing index answers exactly what the SQL listing answers: the same totals, the
 * same page of ids in the same order, the same facet counts and labels, on generated requests over
 * the seeded catalogue (both store views, every facet filter, every sort, both category scopes).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '../src/generated/graphql.ts';
import { CurrentListingIndex, ListingIndex } from '../src/modules/catalog/listing-index.ts';
import {
  runListing,
  type FacetRow,
  type ListingRequest,
  type ListingResult,
} from '../src/modules/catalog/listing.ts';
import { prepareSearch, type PreparedSearch } from '../src/modules/catalog/search-query.ts';
import { CurrentTextIndex, searchVersion } from '../src/modules/catalog/text-index.ts';
import { encodeUid } from '../src/shared/uid.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
/** Searches matched and ranked by the text index in memory (text-index.ts). */
let index: ListingIndex;
/** The same index, its searches matched and ranked by PostgreSQL. */
let sqlSearchIndex: ListingIndex;
let version: number;
let stores: { id: number; code: string }[];
const searches = new Map<number, PreparedSearch[]>();
/** Values present in the catalogue, to filter by (plus a few that match nothing). */
let pool: {
  categories: number[];
  genders: string[];
  brands: number[];
  brandKeys: string[];
  sizes: Record<'top_sizes' | 'bottom_sizes' | 'foot_sizes' | 'brand_size', number[]>;
  seasons: number[];
  styles: number[];
  warehouses: number[];
  maxPrice: number;
};

beforeAll(async () => {
  s = await testServer();
  version = s.app.version.current;
  const texts = new CurrentTextIndex(s.db, (err) => {
    throw err;
  });
  await texts.build(await searchVersion(s.db));
  index = await ListingIndex.load(s.db, version, undefined, texts);
  sqlSearchIndex = await ListingIndex.load(s.db, version);
  stores = await s.db.query<{ id: number; code: string }>('SELECT id, code FROM store ORDER BY id');
  for (const store of stores)
    await Promise.all([index.loadNames(store.id), sqlSearchIndex.loadNames(store.id)]);
  // Searches as shoppers type them: the start of words of product names, and whole words.
  for (const store of stores) {
    const names = await s.db.query<{ name: string }>(
      'SELECT name FROM product_text WHERE store_id = $1 ORDER BY product_id LIMIT 40',
      [store.id],
    );
    const words = [...new Set(names.flatMap((r) => r.name.split(/\s+/)).filter((w) => w.length >= 4))];
    const texts = [...words.slice(0, 6).map((w) => w.slice(0, 3)), ...words.slice(6, 12)];
    const prepared = await Promise.all(texts.map((t) => prepareSearch(s.db, store.id, t)));
    searches.set(
      store.id,
      prepared.filter((p): p is PreparedSearch => p !== null),
    );
  }
  const ints = async (sql: string) => (await s.db.query<{ v: number }>(sql)).map((r) => Number(r.v));
  const listable = 'FROM product WHERE visible AND is_active AND parent_id IS NULL AND in_stock';
  const sizesOf = (code: string) =>
    ints(`SELECT DISTINCT v FROM product, unnest(size_option_ids) v
          JOIN attribute_option o ON o.id = v WHERE o.attribute_code = '${code}' ORDER BY v LIMIT 12`);
  pool = {
    categories: await ints('SELECT id AS v FROM category WHERE level >= 1 ORDER BY id'),
    genders: [...(await ints(`SELECT DISTINCT unnest(genders) AS v ${listable}`)).map(String), '7_8'],
    brands: await ints(
      `SELECT DISTINCT brand_id AS v ${listable} AND brand_id IS NOT NULL ORDER BY 1 LIMIT 15`,
    ),
    brandKeys: (await s.db.query<{ url_key: string }>('SELECT url_key FROM brand ORDER BY id LIMIT 15')).map(
      (r) => r.url_key,
    ),
    sizes: {
      top_sizes: await sizesOf('top_sizes'),
      bottom_sizes: await sizesOf('bottom_sizes'),
      foot_sizes: await sizesOf('foot_sizes'),
      brand_size: await sizesOf('brand_size'),
    },
    seasons: await ints(`SELECT DISTINCT season_id AS v ${listable} AND season_id IS NOT NULL`),
    styles: await ints(`SELECT DISTINCT style_id AS v ${listable} AND style_id IS NOT NULL`),
    warehouses: await ints(`SELECT DISTINCT unnest(warehouse_ids) AS v ${listable}`),
    maxPrice: (await ints(`SELECT ceil(max(final_price))::int AS v ${listable}`))[0]!,
  };
});

/** Facet rows in one order: the SQL's order within a facet is the database's. */
function sorted(rows: FacetRow[]) {
  return [...rows].sort(
    (a, b) => a.code.localeCompare(b.code) || Number(a.value.split('_')[0]) - Number(b.value.split('_')[0]),
  );
}

/** Index and SQL answers alike: the same total and page, the same facet rows in any order. */
function expectAlike(fromIndex: ListingResult | null, fromSql: ListingResult) {
  expect(fromIndex, 'the index answers this request').not.toBeNull();
  expect(fromIndex!.total).toBe(fromSql.total);
  expect(fromIndex!.ids).toEqual(fromSql.ids);
  expect(sorted(fromIndex!.facets)).toEqual(sorted(fromSql.facets));
}

async function expectSame(req: ListingRequest, of = index) {
  const [fromSql, fromIndex] = await Promise.all([runListing(s.db, req), of.run(req)]);
  expectAlike(fromIndex, fromSql);
  return fromSql;
}

function request(
  store: { id: number; code: string },
  filter: ProductAttributeFilterInput,
  more: Partial<ListingRequest> = {},
): ListingRequest {
  return {
    storeId: store.id,
    storeCode: store.code,
    filter,
    search: null,
    sort: null,
    pageSize: 24,
    currentPage: 1,
    withItems: true,
    withAggregations: true,
    directChildrenOnly: false,
    ...more,
  };
}

describe('listing index', () => {
  it('holds every listable product', async () => {
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product WHERE visible AND is_active AND parent_id IS NULL AND in_stock',
    );
    expect(index.size).toBe(row!.n);
    expect(index.size).toBeGreaterThan(100);
  });

  it('answers a whole gender section like SQL, on every page and sort, in both store views', async () => {
    const women = pool.categories[1]!;
    for (const store of stores) {
      for (const sort of [
        null,
        { price: 'ASC' },
        { price: 'DESC' },
        { name: 'ASC' },
        { name: 'DESC' },
        { position: 'DESC' },
      ] as const) {
        const first = await expectSame(request(store, { category_uid: { eq: encodeUid(women) } }, { sort }));
        expect(first.total).toBeGreaterThan(24);
        expect(first.facets.some((f) => f.code === 'category_uid')).toBe(true);
        await expectSame(
          request(store, { category_uid: { eq: encodeUid(women) } }, { sort, currentPage: 2 }),
        );
      }
    }
  });

  it("counts an unfiltered listing's facets once per index, per store view, scope and category", async () => {
    // A fresh index, so the first request of each listing below counts.
    const fresh = await ListingIndex.load(s.db, version);
    const [women, other] = [pool.categories[1]!, pool.categories[2]!];
    const listing = (store: (typeof stores)[number], category: number, more: Partial<ListingRequest> = {}) =>
      request(store, { category_uid: { eq: encodeUid(category) } }, more);
    for (const store of stores) {
      for (const directChildrenOnly of [false, true]) {
        const first = await fresh.run(listing(store, women, { directChildrenOnly }));
        // Another page and sort of the same listing: the same rows, not counted again.
        const later = await fresh.run(
          listing(store, women, { directChildrenOnly, currentPage: 3, sort: { price: 'DESC' } }),
        );
        expect(later!.facets).toBe(first!.facets);
        await expectSame(listing(store, women, { directChildrenOnly, currentPage: 3 }), fresh);
      }
      await expectSame(listing(store, other), fresh);
      await expectSame(request(store, {}), fresh);
    }
    const [ua, ru] = [stores[0]!, stores[1]!];
    const uaRows = (await fresh.run(listing(ua, women)))!.facets;
    expect((await fresh.run(listing(ru, women)))!.facets).not.toBe(uaRows);
    // A filter counts afresh, and leaves the unfiltered rows as they were.
    const brand = pool.brands[0]!;
    const filtered = await expectSame(
      request(ua, { category_uid: { eq: encodeUid(women) }, brand: { eq: String(brand) } }),
      fresh,
    );
    expect(filtered.total).toBeLessThan((await fresh.run(listing(ua, women)))!.total);
    expect((await fresh.run(listing(ua, women)))!.facets).toBe(uaRows);
    await expectSame(listing(ua, women), fresh);
  });

  it('answers generated filter, sort and paging combinations like SQL', async () => {
    // Each filter is left out five times in six, so combinations still match products.
    const maybe = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: arb, weight: 1 });
    const eqIn = <T>(list: T[]) =>
      maybe(fc.subarray(list, { minLength: 1, maxLength: 3 })).map((v) =>
        v ? (v.length === 1 ? { eq: String(v[0]) } : { in: v.map(String) }) : undefined,
      );
    const dir = fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC');
    const arb = fc.record({
      store: fc.constantFrom(...stores),
      search: maybe(fc.nat()),
      category: fc.option(fc.constantFrom(...pool.categories.slice(0, 12)), { nil: undefined }),
      legacyCategory: maybe(fc.constantFrom(...pool.categories)),
      gender: eqIn(pool.genders),
      brand: eqIn(pool.brands),
      brands: eqIn(pool.brandKeys),
      top_sizes: eqIn(pool.sizes.top_sizes),
      bottom_sizes: eqIn(pool.sizes.bottom_sizes),
      foot_sizes: eqIn(pool.sizes.foot_sizes),
      brand_size: eqIn(pool.sizes.brand_size),
      season: eqIn(pool.seasons),
      style: eqIn(pool.styles),
      warehouse: eqIn(pool.warehouses),
      sale: maybe(fc.constantFrom('1', '0')),
      price: maybe(
        fc.tuple(
          fc.option(fc.integer({ min: 0, max: pool.maxPrice })),
          fc.option(fc.integer({ min: 0, max: pool.maxPrice })),
        ),
      ),
      equalPrice: fc.boolean(),
      sort: fc.option(
        fc.dictionary(fc.constantFrom('position', 'price', 'name', 'relevance'), dir, { maxKeys: 2 }),
        { nil: null },
      ),
      pageSize: fc.constantFrom(1, 5, 24, 48),
      currentPage: fc.integer({ min: 1, max: 4 }),
      directChildrenOnly: fc.boolean(),
      withItems: fc.boolean(),
    });
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (g) => {
        const filter: ProductAttributeFilterInput = {
          category_uid: g.category ? { eq: encodeUid(g.category) } : undefined,
          category_id: g.legacyCategory ? { eq: String(g.legacyCategory) } : undefined,
          gender: g.gender,
          brand: g.brand,
          brands: g.brands,
          top_sizes: g.top_sizes,
          bottom_sizes: g.bottom_sizes,
          foot_sizes: g.foot_sizes,
          brand_size: g.brand_size,
          season: g.season,
          style: g.style,
          warehouse: g.warehouse,
          sale: g.sale ? { eq: g.sale } : undefined,
          price: g.price
            ? {
                from: g.price[0] == null ? undefined : String(g.price[0]),
                to:
                  g.equalPrice && g.price[0] != null
                    ? String(g.price[0])
                    : g.price[1] == null
                      ? undefined
                      : String(g.price[1]),
              }
            : undefined,
        };
        const prepared = searches.get(g.store.id)!;
        const search =
          g.search === undefined || !prepared.length ? null : prepared[g.search % prepared.length]!;
        // A request without search or filter is refused before the listing (products-service.ts).
        if (!search && !Object.values(filter).some((v) => v != null))
          filter.category_uid = { eq: encodeUid(pool.categories[0]!) };
        const answer = await expectSame(
          request(g.store, filter, {
            search,
            sort: g.sort as ProductAttributeSortInput | null,
            pageSize: g.pageSize,
            currentPage: g.currentPage,
            directChildrenOnly: g.directChildrenOnly,
            withItems: g.withItems,
          }),
        );
        if (answer.total > 0) matched++;
      }),
      { numRuns: 150, seed: 20261128 },
    );
    // A fifth of the requests or more find products, so their counts and pages are compared, not only emptiness.
    expect(matched).toBeGreaterThan(30);
  });

  it('answers the first ids of a listing for the listing cache, as SQL does', async () => {
    const women = pool.categories[1]!;
    await expectSame(
      request(
        stores[0]!,
        { category_uid: { eq: encodeUid(women) } },
        { allIdsUpTo: 5000, sort: { price: 'DESC' } },
      ),
    );
  });

  it('answers requests running at the same time as it answers them one by one', async () => {
    const women = encodeUid(pool.categories[1]!);
    const requests = stores.flatMap((store) =>
      [null, { name: 'ASC' as const }, { price: 'DESC' as const }].flatMap((sort) =>
        [pool.genders[0], pool.genders[1]].map((gender) =>
          request(
            store,
            { category_uid: { eq: women }, gender: gender ? { eq: gender } : undefined },
            { sort },
          ),
        ),
      ),
    );
    const together = await Promise.all(requests.map((r) => index.run(r)));
    for (const [k, r] of requests.entries()) expectAlike(together[k]!, await runListing(s.db, r));
  });

  it('leaves a name sort to SQL until the names of the store view are loaded', async () => {
    const fresh = await ListingIndex.load(s.db, version);
    const byName = request(
      stores[0]!,
      { category_uid: { eq: encodeUid(pool.categories[1]!) } },
      { sort: { name: 'ASC' } },
    );
    expect(await fresh.run(byName)).toBeNull();
    // Only the page needs the order: counts alone do not wait for names.
    expect(await fresh.run({ ...byName, withItems: false })).not.toBeNull();
    await fresh.loadNames(stores[0]!.id);
    expectAlike(await fresh.run(byName), await runListing(s.db, byName));
  });

  it.each([
    ['the text index', () => index],
    ['the database', () => sqlSearchIndex],
  ])(
    'answers searches like SQL, matched by %s: matches, relevance order, pages and facets',
    async (_, of) => {
      let found = 0;
      for (const store of stores) {
        expect(searches.get(store.id)!.length).toBeGreaterThan(3);
        for (const search of searches.get(store.id)!) {
          for (const sort of [null, { price: 'ASC' as const }, { name: 'DESC' as const }]) {
            for (const page of [
              { pageSize: 5, currentPage: 1 },
              { pageSize: 300, currentPage: 1 },
            ]) {
              const answer = await expectSame(request(store, {}, { search, sort, ...page }), of());
              if (answer.total > 5) found++;
            }
          }
          await expectSame(request(store, {}, { search, allIdsUpTo: 5000 }), of());
        }
      }
      expect(found).toBeGreaterThan(10);
    },
  );

  it('leaves text filters to SQL', async () => {
    const store = stores[0]!;
    expect(await index.run(request(store, { url_key: { eq: 'x' } }))).toBeNull();
    expect(await index.run(request(store, { sku: { eq: 'x' } }))).toBeNull();
    expect(await index.run(request(store, { name: { match: 'x' } }))).toBeNull();
    expect(await index.run(request(store, { category_url_path: { eq: 'x' } }))).toBeNull();
  });

  it('refuses a bad price or category id as SQL does', async () => {
    const store = stores[0]!;
    await expect(index.run(request(store, { price: { from: 'abc' } }))).rejects.toThrow(
      /Invalid price filter value/,
    );
    await expect(index.run(request(store, { category_id: { eq: 'x1' } }))).rejects.toThrow(/category_id/);
  });
});

describe('current listing index', () => {
  it('answers null until the index of the current version is built, and rebuilds after a change', async () => {
    let v = 1;
    const current = new CurrentListingIndex(s.db, () => v);
    expect(current.current()).toBeNull();
    await current.build();
    const first = current.current();
    expect(first?.version).toBe(1);
    v = 2;
    // The old version's index is never used for the new version.
    expect(current.current()).toBeNull();
    await current.build();
    expect(current.current()?.version).toBe(2);
    expect(current.current()).not.toBe(first);
  });

  it('builds one index at a time, and waits as long as the last build took before the next', async () => {
    let loads = 0;
    const db = {
      ...s.db,
      query: (...args: Parameters<typeof s.db.query>) => {
        if (args[0].includes('FROM product WHERE visible')) loads++;
        return s.db.query(...args);
      },
    } as typeof s.db;
    let v = 1;
    const current = new CurrentListingIndex(db, () => v);
    expect(current.current()).toBeNull();
    v = 2;
    // The catalogue changed while the first build runs: no second build beside it.
    expect(current.current()).toBeNull();
    expect(loads).toBe(1);
    await current.build(1);
    // Right after it, the next build waits (as long as the first one took).
    expect(current.current()).toBeNull();
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(current.current()).toBeNull();
    expect(loads).toBe(2);
    await current.build(2);
    expect(current.current()?.version).toBe(2);
  });

  it('reports a failed build and tries again on the next request', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const db = {
      ...s.db,
      query: (...args: Parameters<typeof s.db.query>) =>
        fail ? Promise.reject(new Error('database down')) : s.db.query(...args),
    } as typeof s.db;
    const current = new CurrentListingIndex(
      db,
      () => 7,
      (err) => errors.push(err),
    );
    await current.build();
    expect(errors).toHaveLength(1);
    fail = false;
    // The next request finds no index, and starts the build again.
    expect(current.current()).toBeNull();
    await current.build();
    expect(errors).toHaveLength(1);
    expect(current.current()?.version).toBe(7);
  });
});
