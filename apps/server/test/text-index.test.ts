/**
 * The text index in memory matches what PostgreSQL's `@@` matches and ranks each match with the
 * very float4 ts_rank gives (equal ranks are common, and the listing's tie-break by id then only
 * agrees with SQL when every bit does), on searches built from the seeded catalogue's words:
 * prefixes as typed, whole words, words of names, brands and descriptions, and two or three words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexSearch } from '../src/modules/catalog/search-index.ts';
import { prepareSearch, rankExpression, type PreparedSearch } from '../src/modules/catalog/search-query.ts';
import { tokenize } from '../src/modules/catalog/search-text.ts';
import { CurrentTextIndex, searchVersion, TextIndex } from '../src/modules/catalog/text-index.ts';
import { testServer, type TestServer } from './harness.ts';

let s: TestServer;
let texts: TextIndex;
let stores: number[];

beforeAll(async () => {
  s = await testServer();
  texts = await TextIndex.load(s.db, await searchVersion(s.db));
  stores = (await s.db.query<{ id: number }>('SELECT id FROM store ORDER BY id')).map((r) => r.id);
});

/** Searches as shoppers type them, from the words of a store view's products. */
async function searchesOf(storeId: number): Promise<string[]> {
  const rows = await s.db.query<{ name: string; description: string | null; brand: string | null }>(
    `SELECT t.name, t.description, o.labels ->> st.code AS brand
     FROM product_text t JOIN product p ON p.id = t.product_id JOIN store st ON st.id = t.store_id
     LEFT JOIN attribute_option o ON o.id = p.brand_id
     WHERE t.store_id = $1 AND p.visible ORDER BY t.product_id LIMIT 60`,
    [storeId],
  );
  const words = (text: string | null) => tokenize(text ?? '').filter((w) => w.length >= 4 && !/\d/.test(w));
  const names = [...new Set(rows.flatMap((r) => words(r.name)))];
  const described = [...new Set(rows.flatMap((r) => words(r.description)))].filter((w) => !names.includes(w));
  const brands = [...new Set(rows.flatMap((r) => words(r.brand)))];
  const cut = (w: string, n: number) => w.slice(0, n);
  return [
    ...names.slice(0, 8).map((w, i) => cut(w, 3 + (i % 4))),
    ...names.slice(8, 14),
    ...described.slice(0, 6),
    ...described.slice(6, 10).map((w) => cut(w, 4)),
    ...brands.slice(0, 3),
    // Two and three words, the last one cut as it is being typed.
    ...rows.slice(0, 14).map((r) => {
      const w = words(r.name);
      return w.length >= 2 ? `${w[0]} ${cut(w[1]!, 3 + (w.length % 3))}` : '';
    }),
    ...rows
      .slice(14, 22)
      .map((r) => [...words(r.name).slice(0, 2), cut(words(r.description)[0] ?? '', 4)].join(' ')),
    ...rows.slice(22, 28).map((r) => `${words(r.brand)[0] ?? ''} ${words(r.name)[0] ?? ''}`),
  ].filter((t) => t.trim() !== '');
}

async function fromDatabase(storeId: number, search: PreparedSearch) {
  return s.db.query<{ product_id: number; rank: number }>(
    `SELECT product_id, ${rankExpression('search_doc', '$2')} AS rank FROM product_text
     WHERE store_id = $1 AND search_doc @@ to_tsquery('simple', $2) ORDER BY product_id`,
    [storeId, search.tsquery],
  );
}

describe('text index', () => {
  it('matches and ranks every search exactly as PostgreSQL does', async () => {
    let compared = 0;
    let multiWord = 0;
    let tiedRanks = 0;
    for (const storeId of stores) {
      const store = texts.store(storeId)!;
      expect(store, `documents of store ${storeId}`).toBeDefined();
      const everyDoc = Int32Array.from(store.productIds, (_, d) => d);
      for (const text of await searchesOf(storeId)) {
        const search = await prepareSearch(s.db, storeId, text);
        if (!search) continue;
        const expected = await fromDatabase(storeId, search);
        const found = store.match(search.items, everyDoc);
        const stems = search.items.map((i) => i.stem);
        if (search.items.some((i) => i.prefix && stems.filter((t) => t === i.stem).length > 1)) {
          // One stem whole and as a prefix (темно синие темн): PostgreSQL's pick of the two for
          // ts_rank depends on its sort's internals, so such a search is left to it.
          expect(found, text).toBeNull();
          continue;
        }
        expect(found, text).not.toBeNull();
        const got = Array.from(found!.docs, (d, k) => ({
          product_id: store.productIds[d]!,
          rank: found!.ranks[k]!,
        }));
        // PostgreSQL's float4 text reads back to the same float4.
        const want = expected.map((r) => ({ product_id: r.product_id, rank: Math.fround(r.rank) }));
        expect(got, `"${text}" (${search.tsquery})`).toEqual(want);
        if (want.length > 0) compared++;
        if (want.length > 0 && new Set(search.items.map((i) => i.stem)).size > 1) multiWord++;
        if (new Set(want.map((r) => r.rank)).size < want.length) tiedRanks++;
      }
    }
    // The comparisons covered what they are for: many searches, several words, equal ranks.
    expect(compared).toBeGreaterThan(40);
    expect(multiWord).toBeGreaterThan(10);
    expect(tiedRanks).toBeGreaterThan(5);
  });

  it('matches only the documents wanted, and leaves to SQL a stem searched both whole and as a prefix', async () => {
    const storeId = stores[0]!;
    const store = texts.store(storeId)!;
    const search = (await prepareSearch(s.db, storeId, (await searchesOf(storeId))[0]!))!;
    const all = store.match(
      search.items,
      Int32Array.from(store.productIds, (_, d) => d),
    )!;
    expect(all.docs.length).toBeGreaterThan(2);
    // Every other document is unwanted.
    const some = Int32Array.from(store.productIds, (_, d) => (d % 2 === 0 ? d : -1));
    const half = store.match(search.items, some)!;
    expect(Array.from(half.docs)).toEqual(Array.from(all.docs).filter((d) => d % 2 === 0));
    const stem = search.items[0]!.stem;
    expect(
      store.match(
        [
          { stem, prefix: false },
          { stem, prefix: true },
        ],
        some,
      ),
    ).toBeNull();
    expect(store.match([{ stem: 'щщщщщщ', prefix: true }], some)!.docs.length).toBe(0);
  });

  it('is rebuilt when the search documents are reindexed, not before', async () => {
    const current = new CurrentTextIndex(s.db, (err) => {
      throw err;
    });
    const before = await searchVersion(s.db);
    expect(current.of(before)).toBeNull();
    await current.build(before);
    const built = current.of(before);
    expect(built?.version).toBe(before);
    await reindexSearch(s.db);
    const after = await searchVersion(s.db);
    expect(after).toBeGreaterThan(before);
    expect(current.of(after)).toBeNull();
    await current.build(after);
    expect(current.of(after)).not.toBe(built);
    expect(current.of(after)?.version).toBe(after);
  });
});
