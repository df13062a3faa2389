/**
 * The catalogue's listings answered from memory, as search engines count facets: every listable
 * product (visible, active, top-level, in stock) held in typed arrays per catalogue version, the
 * page slice walked from a kept sort order, and every facet counted in one pass over the matching
 * products. PostgreSQL stays the source of truth: each server process builds its own index from
 * it in a few seconds, at start and after each catalogue change, and until the index of the
 * current version is built, listings run in SQL (listing.ts) as before.
 *
 * The answers are those of runListing, row for row (listing-index.test.ts compares the two on
 * generated requests). Requests the index cannot answer (a search, url_key, sku, name or
 * category_url_path filter) return null and go to SQL.
 */
import type { Queryable } from '../../db/connection.ts';
import {
  categoryIdSets,
  GENDER_SECTION_ALIASES,
  OPTION_FACETS,
  optionIds,
  priceFacetStep,
  priceFilter,
  SIZE_FACETS,
  sortEntries,
  values,
  type FacetRow,
  type ListingRequest,
  type ListingResult,
  type OptionFacet,
  type SortEntry,
} from './listing.ts';
import { OptionDictionary, type CurrentOptions } from './option-dictionary.ts';
import { VersionedBuilds } from './versioned-builds.ts';
import { rankExpression, type PreparedSearch } from './search-query.ts';
import { searchVersion, type CurrentTextIndex, type StoreTexts, type TextIndex } from './text-index.ts';

/** Multi-valued columns (genders, sizes, categories, warehouses) as offsets into one flat array. */
interface Packed {
  start: Int32Array;
  values: Int32Array;
}

function pack(rows: readonly (readonly number[])[]): Packed {
  const start = new Int32Array(rows.length + 1);
  let total = 0;
  rows.forEach((r, i) => {
    start[i] = total;
    total += r.length;
  });
  start[rows.length] = total;
  const flat = new Int32Array(total);
  let at = 0;
  for (const r of rows) for (const v of r) flat[at++] = v;
  return { start, values: flat };
}

/** Ids as a lookup table: `wanted[id] === 1` (ids past its end, and -1, are not wanted). */
function lookup(ids: readonly number[]): Uint8Array {
  const table = new Uint8Array(ids.reduce((a, b) => Math.max(a, b), -1) + 1);
  for (const id of ids) if (id >= 0) table[id] = 1;
  return table;
}

/** A test of a one-value column (-1: none) against ids. */
function columnTest(column: Int32Array, ids: readonly number[]): (i: number) => boolean {
  const wanted = lookup(ids);
  return (i) => wanted[column[i]!] === 1;
}

function hasAny(p: Packed, i: number, wanted: Uint8Array): boolean {
  for (let k = p.start[i]!; k < p.start[i + 1]!; k++) if (wanted[p.values[k]!] === 1) return true;
  return false;
}

/** No option: brand, season and style columns may be empty. */
const NONE = -1;

interface CategoryNode {
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  listed: boolean;
  names: Map<number, string>;
}

interface ProductRows {
  id: number;
  position: number;
  final_price: number;
  on_sale: boolean;
  brand_id: number | null;
  season_id: number | null;
  style_id: number | null;
  genders: number[];
  size_option_ids: number[];
  category_ids: number[];
  warehouse_ids: number[];
}

/**
 * Rows per statement while an index is built: PGlite runs a statement and hands over its rows on
 * the event loop's thread, so a build in slices keeps answering requests in between (one
 * statement for 95,000 products held the loop for seconds, and requests got 503 from the
 * event-loop pressure check). At 10,000 rows the first, cold slice of a 100,000-product PGlite
 * still took up to 5 s on a busy machine (2,500: under 0.8 s); on a PostgreSQL server more
 * slices only cost round trips.
 */
const BUILD_CHUNK = 2_000;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every listable product, by id, in slices (keyset on the primary key). */
async function listableProducts(db: Queryable): Promise<ProductRows[]> {
  const rows: ProductRows[] = [];
  for (let after = 0; ;) {
    const chunk = await db.query<ProductRows>(
      `SELECT id, position, final_price::float8 AS final_price, final_price < price AS on_sale,
              brand_id, season_id, style_id, genders, size_option_ids, category_ids, warehouse_ids
       FROM product WHERE visible AND is_active AND parent_id IS NULL AND in_stock AND id > $1
       ORDER BY id LIMIT ${BUILD_CHUNK}`,
      [after],
      { name: 'catalog.listing-index.products' },
    );
    for (const row of chunk) rows.push(row);
    if (chunk.length < BUILD_CHUNK) return rows;
    after = chunk.at(-1)!.id;
    await yieldToRequests();
  }
}

/** What a search matched: product indexes, ascending, and each one's ts_rank (by index). */
interface SearchMatches {
  indexes: Int32Array;
  rank: Float32Array;
}

/** A filter as a test of one product (its position in the index). */
type Test = (i: number) => boolean;

const SIZE_FACET_LIST: readonly string[] = SIZE_FACETS;
const SIZE_FACET_SET = new Set<string>(SIZE_FACETS);
/** The `misses` mark of a product that fails a condition that is not a facet. */
const FAILS_BASE = -1;

/** Up to this many, a search's first products are picked in one pass; more are sorted whole. */
const TOP_K_MAX = 256;

/** Kept sort orders per index (each one is 4 bytes a product). */
const MAX_KEPT_ORDERS = 32;

export class ListingIndex {
  private readonly ids: Int32Array;
  private readonly position: Int32Array;
  private readonly price: Float64Array;
  private readonly onSale: Uint8Array;
  private readonly brand: Int32Array;
  private readonly season: Int32Array;
  private readonly style: Int32Array;
  private readonly genders: Packed;
  private readonly sizes: Packed;
  private readonly categories: Packed;
  private readonly warehouses: Packed;
  private readonly orders = new Map<string, Int32Array>();
  /** Every product's index, and per category the indexes of its products (ascending). */
  private readonly everyProduct: Int32Array;
  private readonly postings = new Map<number, Int32Array>();
  /** unfilteredFacets' counts, by store view, scope and category. */
  private readonly facetsWithoutFilters = new Map<string, FacetRow[]>();
  /** A category's products as bits by product index, for its listings without filters (membersOf). */
  private readonly categoryMembers = new Map<number, Uint32Array>();
  /** Per product, what a request's filters make of it (see run); reused by every request. */
  private readonly marks: Int32Array;
  /**
   * Count arrays of facets(), by option id (sizes share one) and by category id: views of one
   * array (`allCounts`), so a product that passes every filter counts with one loop over its
   * `facetSlots`, the places in that array of all its values.
   */
  private readonly counts: Record<'gender' | 'brand' | 'season' | 'style' | 'size' | 'category', Int32Array>;
  private readonly allCounts: Int32Array;
  /** Per product (offsets in `start`), the places of its values in `allCounts`. */
  private readonly facetSlots: { start: Int32Array; values: Uint16Array | Int32Array };
  /** Per option id: which size facet (SIZE_FACET_LIST) it belongs to, or -1. */
  private readonly sizeFacetOf: Int8Array;
  /** Dense rank of each product's name per store view (-1: no text there), loaded on first use. */
  private readonly nameRanks = new Map<number, Int32Array>();
  private readonly nameLoads = new Map<number, Promise<void>>();
  /** Position in the index of each product id. */
  private readonly indexOf = new Map<number, number>();
  /** A search's ranks by product index: one buffer for every request (the work is synchronous). */
  private readonly ranks: Float32Array;
  /** Per store view's search documents: the product index of each document (-1: not listable). */
  private readonly docIndexes = new WeakMap<StoreTexts, Int32Array>();

  private constructor(
    readonly version: number,
    rows: ProductRows[],
    private readonly categoryTree: Map<number, CategoryNode>,
    private readonly storeRoots: Map<string, number>,
    private readonly dictionary: OptionDictionary,
    private readonly db: Queryable,
    /** The search documents' version (catalog_state.search_version) and their index in memory. */
    private readonly searchVersion: number,
    private readonly textIndex: CurrentTextIndex | undefined,
  ) {
    const n = rows.length;
    this.ranks = new Float32Array(n);
    this.ids = Int32Array.from(rows, (r) => r.id);
    this.position = Int32Array.from(rows, (r) => r.position);
    this.price = Float64Array.from(rows, (r) => r.final_price);
    this.onSale = Uint8Array.from(rows, (r) => (r.on_sale ? 1 : 0));
    this.brand = Int32Array.from(rows, (r) => r.brand_id ?? NONE);
    this.season = Int32Array.from(rows, (r) => r.season_id ?? NONE);
    this.style = Int32Array.from(rows, (r) => r.style_id ?? NONE);
    this.genders = pack(rows.map((r) => r.genders));
    this.sizes = pack(rows.map((r) => r.size_option_ids));
    this.categories = pack(rows.map((r) => r.category_ids));
    this.warehouses = pack(rows.map((r) => r.warehouse_ids));
    if (this.ids.length !== n) throw new Error('listing index: row count mismatch');
    // Count arrays cover every id the index holds (an id the dictionary or the tree does not know
    // is counted, then left out), so the counting loop needs no bounds checks.
    const maxOf = (list: Iterable<number>) => {
      let max = 0;
      for (const v of list) if (v > max) max = v;
      return max;
    };
    const maxOptionId = Math.max(
      maxOf(dictionary.options.keys()),
      ...[this.genders.values, this.sizes.values, this.brand, this.season, this.style].map(maxOf),
    );
    const maxCategoryId = Math.max(maxOf(categoryTree.keys()), maxOf(this.categories.values));
    this.everyProduct = Int32Array.from({ length: n }, (_, i) => i);
    this.ids.forEach((id, i) => this.indexOf.set(id, i));
    this.marks = new Int32Array(n);
    const lists = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      for (let k = this.categories.start[i]!; k < this.categories.start[i + 1]!; k++) {
        const c = this.categories.values[k]!;
        const list = lists.get(c);
        if (list) list.push(i);
        else lists.set(c, [i]);
      }
    }
    for (const [c, list] of lists) this.postings.set(c, Int32Array.from(list));
    this.sizeFacetOf = new Int8Array(maxOptionId + 1).fill(-1);
    for (const [id, option] of dictionary.options) {
      this.sizeFacetOf[id] = SIZE_FACET_LIST.indexOf(option.attributeCode);
    }
    // One array of counts, in slices: gender, brand, season, style, size (by option id), category.
    const optionSlots = maxOptionId + 1;
    this.allCounts = new Int32Array(5 * optionSlots + maxCategoryId + 1);
    const slice = (k: number, length = optionSlots) =>
      this.allCounts.subarray(k * optionSlots, k * optionSlots + length);
    this.counts = {
      gender: slice(0),
      brand: slice(1),
      season: slice(2),
      style: slice(3),
      size: slice(4),
      category: slice(5, maxCategoryId + 1),
    };
    const slotLists = pack(
      rows.map((_, i) => {
        const slots: number[] = [];
        const column = (values: Int32Array | readonly number[], k: number) => {
          for (const v of values) if (v !== NONE) slots.push(k * optionSlots + v);
        };
        const packed = (p: Packed) => p.values.subarray(p.start[i]!, p.start[i + 1]!);
        column(packed(this.genders), 0);
        column([this.brand[i]!], 1);
        column([this.season[i]!], 2);
        column([this.style[i]!], 3);
        // A size option outside the size facets is never counted.
        column(
          packed(this.sizes).filter((v) => this.sizeFacetOf[v]! >= 0),
          4,
        );
        column(packed(this.categories), 5);
        return slots;
      }),
    );
    // Two bytes a slot where they fit (they do but for a catalogue of tens of thousands of option
    // or category ids): the counting pass reads them all, and reads half as much memory.
    this.facetSlots = {
      start: slotLists.start,
      values: this.allCounts.length <= 0x10000 ? Uint16Array.from(slotLists.values) : slotLists.values,
    };
  }

  get size(): number {
    return this.ids.length;
  }

  /** The text index of this index's search documents, or null while it is being built. */
  texts(): TextIndex | null {
    return this.textIndex?.of(this.searchVersion) ?? null;
  }

  /**
   * Reads the catalogue of `version` (read before the rows, so a later change rebuilds again);
   * `labels`: the option dictionary of that version when the caller already has it.
   */
  static async load(
    db: Queryable,
    version: number,
    labels: Promise<OptionDictionary> = OptionDictionary.load(db),
    texts?: CurrentTextIndex,
  ): Promise<ListingIndex> {
    const [rows, categories, names, stores, dictionary, textVersion] = await Promise.all([
      listableProducts(db),
      db.query<{
        id: number;
        parent_id: number | null;
        path: string;
        level: number;
        position: number;
        listed: boolean;
      }>(
        `SELECT id, parent_id, path, level, position, is_active AND include_in_menu AS listed FROM category`,
      ),
      db.query<{ category_id: number; store_id: number; name: string }>(
        'SELECT category_id, store_id, name FROM category_text',
      ),
      db.query<{ code: string; root_category_id: number }>('SELECT code, root_category_id FROM store'),
      labels,
      searchVersion(db),
    ]);
    const tree = new Map<number, CategoryNode>();
    for (const c of categories) {
      tree.set(c.id, {
        parentId: c.parent_id,
        path: c.path,
        level: c.level,
        position: c.position,
        listed: c.listed,
        names: new Map(),
      });
    }
    for (const t of names) tree.get(t.category_id)?.names.set(t.store_id, t.name);
    const roots = new Map(stores.map((s) => [s.code, s.root_category_id]));
    // The text index of these documents starts building now, if it is not there yet.
    texts?.of(textVersion);
    return new ListingIndex(version, rows, tree, roots, dictionary, db, textVersion, texts);
  }

  /** The listing of `req`, or null when it needs SQL (text filters, a name sort before the names load). */
  async run(req: ListingRequest): Promise<ListingResult | null> {
    const f = req.filter;
    if (f.url_key != null || f.sku != null || f.name?.match || f.category_url_path != null) return null;
    const entries = sortEntries(req.sort, Boolean(req.search));
    const byName = entries.some(([field]) => field === 'name');
    // A name sort before the store view's names are loaded goes to SQL (and starts their load).
    if (req.withItems && byName && !this.nameRanks.has(req.storeId)) {
      void this.loadNames(req.storeId).catch(() => undefined);
      return null;
    }
    // A search: the text index matches and ranks (or, until it is built, the database: its
    // full-text index and ts_rank); listability, filters, facets and the order are the index's.
    // Every await is before the work below.
    const matched = req.search
      ? (this.textMatches(req.storeId, req.search) ??
        (await this.searchMatches(req.storeId, req.search.tsquery)))
      : null;

    // Conditions that narrow the set (not facets): the search's matches or the first category
    // filter's kept postings are the candidates, the other conditions are tested on them.
    const base: Test[] = [];
    const sets = categoryIdSets(f);
    const candidates = matched?.indexes ?? (sets.length ? this.postingsOf(sets[0]!) : this.everyProduct);
    for (const set of matched ? sets : sets.slice(1)) {
      const wanted = lookup(set);
      base.push((i) => hasAny(this.categories, i, wanted));
    }
    const warehouses = optionIds(f.warehouse);
    if (warehouses) {
      const wanted = lookup(warehouses);
      base.push((i) => hasAny(this.warehouses, i, wanted));
    }
    if (values(f.sale)?.some((v) => v === '1' || v === 'true')) base.push((i) => this.onSale[i] === 1);

    // Facet conditions, in listing.ts's order.
    const tests = new Map<OptionFacet | 'price', Test>();
    const inPacked = (p: Packed, ids: number[]): Test => {
      const wanted = lookup(ids);
      return (i) => hasAny(p, i, wanted);
    };
    const genders = optionIds(f.gender, GENDER_SECTION_ALIASES);
    if (genders) tests.set('gender', inPacked(this.genders, genders));
    const brandTest = this.brandTest(optionIds(f.brand), values(f.brands));
    if (brandTest) tests.set('brand', brandTest);
    for (const code of SIZE_FACETS) {
      const ids = optionIds(f[code]);
      if (ids) tests.set(code, inPacked(this.sizes, ids));
    }
    const seasons = optionIds(f.season);
    if (seasons) tests.set('season', columnTest(this.season, seasons));
    const styles = optionIds(f.style);
    if (styles) tests.set('style', columnTest(this.style, styles));
    const price = priceFilter(f);
    if (price) tests.set('price', (i) => price(this.price[i]!));

    const active = [...tests.entries()];
    const facetBit = new Map(active.map(([code], k) => [code, 1 << k]));
    const facetTests = active.map(([, test]) => test);
    const unconditional = base.length === 0 && facetTests.length === 0;
    // A category's listing without filters (its first view, every page and sort of it) walks its
    // page against the category's membership bits, and its facets are kept (unfilteredFacets):
    // it marks nothing, where marking is most of its work (a pass over every product).
    const members = unconditional && !matched ? this.membersOf(sets) : undefined;
    // From here on the work is synchronous: one buffer of marks per index serves every request.
    // Per listable product: FAILS_BASE when it is no candidate or fails a base condition, else
    // the bits of the facets it fails.
    const misses = this.marks;
    const markAll = () => {
      // Every candidate gets its mark below; a listing's page walks a sort order of every product,
      // so the others are marked failing first (a search only ever reads its matches' marks).
      if (!matched) misses.fill(FAILS_BASE);
      if (unconditional) {
        // No condition but the candidates (a category's listing): every candidate passes.
        for (let c = 0; c < candidates.length; c++) misses[candidates[c]!] = 0;
        return candidates.length;
      }
      let passed = 0;
      for (let c = 0; c < candidates.length; c++) {
        const i = candidates[c]!;
        let miss = 0;
        for (let k = 0; k < base.length; k++) {
          if (!base[k]!(i)) {
            miss = FAILS_BASE;
            break;
          }
        }
        if (miss === 0) {
          for (let k = 0; k < facetTests.length; k++) if (!facetTests[k]!(i)) miss |= 1 << k;
          if (miss === 0) passed++;
        }
        misses[i] = miss;
      }
      return passed;
    };
    const total = members === undefined ? markAll() : candidates.length;

    const result: ListingResult = { total, ids: [], facets: [] };
    if (req.withItems) {
      const [limit, offset] = req.allIdsUpTo
        ? [req.allIdsUpTo, 0]
        : [req.pageSize, (req.currentPage - 1) * req.pageSize];
      const shown =
        members === undefined
          ? (i: number) => misses[i] === 0
          : (i: number) => members === null || (members[i >>> 5]! & (1 << (i & 31))) !== 0;
      result.ids = matched
        ? this.rankedPage(matched, misses, entries, req.storeId, limit, offset)
        : this.page(this.order(entries, req.storeId), shown, limit, offset);
    }
    if (req.withAggregations) {
      const count = () => {
        if (members !== undefined) markAll();
        return this.facets(req, candidates, misses, facetBit, sets[0]?.[0]);
      };
      result.facets = unconditional && !matched ? this.unfilteredFacets(req, sets[0], count) : count();
    }
    return result;
  }

  /**
   * Which products a listing without filters shows, as bits by product index: null for every
   * listable product (no category), a single known category's kept bits (12 KB at 100,000
   * products; bounded by the category tree), undefined for anything else (marked as any listing).
   */
  private membersOf(sets: number[][]): Uint32Array | null | undefined {
    if (sets.length === 0) return null;
    const [only] = sets;
    if (sets.length !== 1 || only!.length !== 1 || !this.categoryTree.has(only![0]!)) return undefined;
    const id = only![0]!;
    let bits = this.categoryMembers.get(id);
    if (!bits) {
      bits = new Uint32Array(Math.ceil(this.ids.length / 32));
      for (const i of this.postingsOf([id])) bits[i >>> 5]! |= 1 << (i & 31);
      this.categoryMembers.set(id, bits);
    }
    return bits;
  }

  /**
   * The facets of a listing without filters (a category's first view, every page and sort of it)
   * depend only on its category and store view, so the index counts them once: they are listing
   * data of this catalogue version, as a category's product count is. Kept for a known single
   * category or the whole catalogue only, so requests cannot grow the map past the tree's size.
   */
  private unfilteredFacets(req: ListingRequest, set: number[] | undefined, count: () => FacetRow[]) {
    if (set && (set.length !== 1 || !this.categoryTree.has(set[0]!))) return count();
    const key = `${req.storeId}/${req.storeCode}/${req.directChildrenOnly ? 1 : 0}/${set?.[0] ?? ''}`;
    let rows = this.facetsWithoutFilters.get(key);
    if (!rows) {
      rows = count();
      this.facetsWithoutFilters.set(key, rows);
    }
    return rows;
  }

  private brandTest(ids: number[] | null, urlKeys: string[] | null): Test | null {
    let brands = ids;
    if (urlKeys) {
      const keys = new Set(urlKeys);
      const byKey = [...this.dictionary.brandUrlKeys].filter(([, key]) => keys.has(key)).map(([id]) => id);
      brands = ids ? byKey.filter((id) => ids.includes(id)) : byKey;
    }
    return brands ? columnTest(this.brand, brands) : null;
  }

  /** The products of any of these categories, ascending. */
  private postingsOf(categoryIds: number[]): Int32Array {
    if (categoryIds.length === 1) return this.postings.get(categoryIds[0]!) ?? new Int32Array(0);
    const seen = new Uint8Array(this.ids.length);
    for (const c of categoryIds) for (const i of this.postings.get(c) ?? []) seen[i] = 1;
    const out: number[] = [];
    for (let i = 0; i < seen.length; i++) if (seen[i]) out.push(i);
    return Int32Array.from(out);
  }

  /** The ids of matching products `offset`… in the request's order. */
  private page(order: Int32Array, shown: (i: number) => boolean, limit: number, offset: number) {
    const ids: number[] = [];
    let skip = offset;
    for (let k = 0; k < order.length && ids.length < limit; k++) {
      const i = order[k]!;
      if (!shown(i)) continue;
      if (skip > 0) skip--;
      else ids.push(this.ids[i]!);
    }
    return ids;
  }

  /**
   * Product indexes in the order of listing.ts's ORDER BY (the sort's fields, then id): kept per
   * sort. A name sort (once the store view's names are loaded) leaves out products without text
   * in the store view, as the SQL's join does.
   */
  private order(entries: SortEntry[], storeId: number): Int32Array {
    const byName = entries.some(([field]) => field === 'name');
    const key = JSON.stringify([entries, byName ? storeId : 0]);
    const kept = this.orders.get(key);
    if (kept) return kept;
    const names = byName ? this.nameRanks.get(storeId)! : null;
    const compare = this.comparator(entries, names, null);
    const all = Int32Array.from({ length: this.ids.length }, (_, i) => i).filter(
      (i) => !names || names[i]! >= 0,
    );
    all.sort(compare);
    if (this.orders.size >= MAX_KEPT_ORDERS) this.orders.delete(this.orders.keys().next().value!);
    this.orders.set(key, all);
    return all;
  }

  /** listing.ts's ORDER BY as a comparison of product indexes: the sort's fields, then id. */
  private comparator(entries: SortEntry[], names: Int32Array | null, rank: Float32Array | null) {
    const keys = entries.map(([field, dir]): ((a: number, b: number) => number) => {
      const sign = dir === 'ASC' ? 1 : -1;
      switch (field) {
        case 'relevance':
          // Without a search every product's rank is 0, as in SQL.
          return rank ? (a, b) => sign * (rank[a]! - rank[b]!) : () => 0;
        case 'price':
          return (a, b) => sign * (this.price[a]! - this.price[b]!);
        case 'name':
          return (a, b) => sign * (names![a]! - names![b]!);
        default:
          return (a, b) => sign * (this.position[a]! - this.position[b]!);
      }
    });
    return (a: number, b: number) => {
      for (const cmp of keys) {
        const d = cmp(a, b);
        if (d !== 0) return d;
      }
      return this.ids[a]! - this.ids[b]!;
    };
  }

  /** A search's page: its matching products in order (a name sort leaves out those without text). */
  private rankedPage(
    matched: SearchMatches,
    misses: Int32Array,
    entries: SortEntry[],
    storeId: number,
    limit: number,
    offset: number,
  ): number[] {
    const names = entries.some(([field]) => field === 'name') ? this.nameRanks.get(storeId)! : null;
    const compare = this.comparator(entries, names, matched.rank);
    const wanted = offset + limit;
    if (wanted > TOP_K_MAX) {
      const passing = matched.indexes.filter((i) => misses[i] === 0 && (!names || names[i]! >= 0));
      return Array.from(passing.sort(compare).subarray(offset, wanted), (i) => this.ids[i]!);
    }
    const best: number[] = [];
    const { rank } = matched;
    // Relevance first (a search's default): a lower rank than the last kept is never kept.
    const byRelevance = entries[0]![0] === 'relevance' && entries[0]![1] === 'DESC';
    for (let c = 0; c < matched.indexes.length; c++) {
      const i = matched.indexes[c]!;
      if (misses[i] !== 0 || (names && names[i]! < 0)) continue;
      // The first `wanted` in order, kept sorted: a suggestion wants 5 of thousands of matches.
      if (best.length === wanted) {
        const last = best[wanted - 1]!;
        if (byRelevance && rank[i]! < rank[last]!) continue;
        if (compare(i, last) >= 0) continue;
      }
      let at = best.length;
      while (at > 0 && compare(i, best[at - 1]!) < 0) at--;
      best.splice(at, 0, i);
      if (best.length > wanted) best.pop();
    }
    return best.slice(offset).map((i) => this.ids[i]!);
  }

  /** The listable products a search matches (ascending) and their ranks, from the database. */
  private async searchMatches(storeId: number, tsquery: string): Promise<SearchMatches> {
    const rows = await this.db.query<{ product_id: number; rank: number }>(
      `SELECT product_id, ${rankExpression('search_doc', '$2')} AS rank FROM product_text
       WHERE store_id = $1 AND search_doc @@ to_tsquery('simple', $2)`,
      [storeId, tsquery],
      { name: 'catalog.listing-index.search' },
    );
    const indexes: number[] = [];
    for (const row of rows) {
      const i = this.indexOf.get(row.product_id);
      if (i === undefined) continue;
      indexes.push(i);
      // ts_rank is a float4: its shortest text reads back to the same float4 the text index computes.
      this.ranks[i] = row.rank;
    }
    return { indexes: Int32Array.from(indexes).sort(), rank: this.ranks };
  }

  /**
   * The listable products a search matches and their ranks, from the text index in memory; null
   * while it is being built (or for a query it leaves to the database).
   */
  private textMatches(storeId: number, search: PreparedSearch): SearchMatches | null {
    const texts = this.texts();
    if (!texts) return null;
    const store = texts.store(storeId);
    if (!store) return { indexes: new Int32Array(0), rank: this.ranks };
    const docIndexes = this.docIndexesOf(store);
    const found = store.match(search.items, docIndexes);
    if (!found) return null;
    const indexes = new Int32Array(found.docs.length);
    for (let k = 0; k < indexes.length; k++) {
      const i = docIndexes[found.docs[k]!]!;
      indexes[k] = i;
      this.ranks[i] = found.ranks[k]!;
    }
    return { indexes, rank: this.ranks };
  }

  /** The product index of each of a store view's documents (-1: not listable), both ascending by id. */
  private docIndexesOf(store: StoreTexts): Int32Array {
    let kept = this.docIndexes.get(store);
    if (kept) return kept;
    const { productIds } = store;
    kept = new Int32Array(productIds.length).fill(-1);
    for (let d = 0, i = 0; d < productIds.length; d++) {
      while (i < this.ids.length && this.ids[i]! < productIds[d]!) i++;
      if (this.ids[i] === productIds[d]) kept[d] = i;
    }
    this.docIndexes.set(store, kept);
    return kept;
  }

  /**
   * Loads the name order of a store view (in slices, along the (store_id, name, product_id)
   * index, in the database's collation); resolves when `order` can sort by name there.
   */
  loadNames(storeId: number): Promise<void> {
    let loading = this.nameLoads.get(storeId);
    if (!loading) {
      loading = this.readNameRanks(storeId).then((ranks) => {
        this.nameRanks.set(storeId, ranks);
      });
      this.nameLoads.set(storeId, loading);
      // A failed load is not kept: a later name sort tries again (SQL answers meanwhile).
      loading.catch(() => this.nameLoads.delete(storeId));
    }
    return loading;
  }

  private async readNameRanks(storeId: number): Promise<Int32Array> {
    const ranks = new Int32Array(this.ids.length).fill(-1);
    let rank = 0;
    let last = null as { name: string; id: number } | null;
    for (;;) {
      // Two statements, so each can walk the index (an `IS NULL OR` keyset defeats it).
      const chunk: { product_id: number; name: string }[] = last
        ? await this.db.query(
            `SELECT product_id, name FROM product_text WHERE store_id = $1 AND (name, product_id) > ($2, $3)
             ORDER BY name, product_id LIMIT ${BUILD_CHUNK}`,
            [storeId, last.name, last.id],
            { name: 'catalog.listing-index.names-after' },
          )
        : await this.db.query(
            `SELECT product_id, name FROM product_text WHERE store_id = $1
             ORDER BY name, product_id LIMIT ${BUILD_CHUNK}`,
            [storeId],
            { name: 'catalog.listing-index.names' },
          );
      for (const row of chunk) {
        // Equal names share a rank (the SQL listing then orders them by id).
        if (row.name !== last?.name) rank++;
        last = { name: row.name, id: row.product_id };
        const i = this.indexOf.get(row.product_id);
        if (i !== undefined) ranks[i] = rank;
      }
      if (chunk.length < BUILD_CHUNK) return ranks;
      await yieldToRequests();
    }
  }

  /**
   * Disjunctive counts: a product missing only facet X's filter counts for X's options, one
   * missing none counts for every facet; categories and the price step as listing.ts has them.
   */
  private facets(
    req: ListingRequest,
    candidates: Int32Array,
    misses: Int32Array,
    facetBit: Map<string, number>,
    scopeId: number | undefined,
  ): FacetRow[] {
    // Counts in arrays indexed by option and category id (ids the dictionary or the tree do not
    // know are left out, as the SQL's joins leave them out).
    const optionSlots = this.sizeFacetOf.length;
    // The index's count arrays, zeroed: the work from here on is synchronous, so every request
    // uses the same ones in turn (fewer allocations, less garbage collection).
    const {
      gender: genderCounts,
      brand: brandCounts,
      season: seasonCounts,
      style: styleCounts,
    } = this.counts;
    // Size options belong to one size facet each: one array, each value counted when its facet is.
    const { size: sizeCounts, category: categoryCounts } = this.counts;
    this.allCounts.fill(0);
    const allCounts = this.allCounts;
    const [slotStart, slotValues] = [this.facetSlots.start, this.facetSlots.values];
    // A facet that is not filtered has no bit (0): only products failing nothing count for it.
    const bit = (code: string) => facetBit.get(code) ?? 0;
    const [genderBit, brandBit, seasonBit, styleBit, priceBit] = [
      'gender',
      'brand',
      'season',
      'style',
      'price',
    ].map(bit) as [number, number, number, number, number];
    const sizeBits = Int32Array.from(SIZE_FACET_LIST, bit);
    const sizeFacetOf = this.sizeFacetOf;
    // Locals: the loop below runs for every candidate (tens of thousands per listing).
    const { brand, season, style, price } = this;
    const [genderStart, genderValues] = [this.genders.start, this.genders.values];
    const [sizeStart, sizeValues] = [this.sizes.start, this.sizes.values];
    let maxPrice = -Infinity;
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      const miss = misses[i]!;
      if (miss === 0) {
        // Passes every filter: counts for every facet, categories included.
        if (price[i]! > maxPrice) maxPrice = price[i]!;
        for (let k = slotStart[i]!, end = slotStart[i + 1]!; k < end; k++) allCounts[slotValues[k]!]!++;
        continue;
      }
      // FAILS_BASE, or two facets failed (facet bits are one per active facet): counts for none.
      if (miss === FAILS_BASE || (miss & (miss - 1)) !== 0) continue;
      // Fails exactly one facet's filter: counts for that facet only.
      if (miss === priceBit && price[i]! > maxPrice) maxPrice = price[i]!;
      if (miss === genderBit) {
        for (let k = genderStart[i]!, end = genderStart[i + 1]!; k < end; k++)
          genderCounts[genderValues[k]!]!++;
      }
      for (let k = sizeStart[i]!, end = sizeStart[i + 1]!; k < end; k++) {
        const v = sizeValues[k]!;
        const facet = sizeFacetOf[v]!;
        if (facet >= 0 && miss === sizeBits[facet]) sizeCounts[v]!++;
      }
      const b = brand[i]!;
      if (b !== NONE && miss === brandBit) brandCounts[b]!++;
      const se = season[i]!;
      if (se !== NONE && miss === seasonBit) seasonCounts[se]!++;
      const st = style[i]!;
      if (st !== NONE && miss === styleBit) styleCounts[st]!++;
    }

    const rows: FacetRow[] = [];
    const optionRow = (code: string, id: number, count: number) => {
      const option = this.dictionary.options.get(id);
      if (!option) return;
      rows.push({
        code,
        value: String(id),
        label: option.labels[req.storeCode] ?? null,
        sort: option.sortOrder,
        n: count,
      });
    };
    for (const code of OPTION_FACETS) {
      if (SIZE_FACET_SET.has(code)) {
        const facet = SIZE_FACET_LIST.indexOf(code);
        for (let id = 0; id < optionSlots; id++) {
          if (sizeCounts[id]! > 0 && sizeFacetOf[id] === facet) optionRow(code, id, sizeCounts[id]!);
        }
      } else {
        const list = this.counts[code as 'gender' | 'brand' | 'season' | 'style'];
        for (let id = 0; id < optionSlots; id++) if (list[id]! > 0) optionRow(code, id, list[id]!);
      }
    }
    rows.push(...this.categoryFacet(req, categoryCounts, scopeId));
    rows.push(...this.priceFacet(candidates, misses, priceBit, maxPrice));
    return rows;
  }

  private categoryFacet(req: ListingRequest, counts: Int32Array, scopeId: number | undefined) {
    const parentId = scopeId ?? this.storeRoots.get(req.storeCode);
    const parent = parentId === undefined ? undefined : this.categoryTree.get(parentId);
    const rows: FacetRow[] = [];
    if (!parent) return rows;
    for (let id = 0; id < counts.length; id++) {
      const count = counts[id]!;
      if (count === 0) continue;
      const c = this.categoryTree.get(id);
      const name = c?.names.get(req.storeId);
      if (!c || !c.listed || name === undefined) continue;
      const inScope = req.directChildrenOnly ? c.parentId === parentId : c.path.startsWith(`${parent.path}/`);
      if (inScope)
        rows.push({
          code: 'category_uid',
          value: String(id),
          label: name,
          sort: c.position + c.level * 100000,
          n: count,
        });
    }
    return rows;
  }

  private priceFacet(
    candidates: Int32Array,
    misses: Int32Array,
    priceBit: number,
    maxPrice: number,
  ): FacetRow[] {
    const step = priceFacetStep(maxPrice === -Infinity ? null : maxPrice);
    // Buckets 0 … max / step (at most 8 but for prices past the largest step); others (a negative
    // price) in a map.
    const dense = new Int32Array(maxPrice === -Infinity ? 0 : Math.floor(maxPrice / step) + 1);
    const buckets = new Map<number, number>();
    const { price } = this;
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      const miss = misses[i]!;
      if (miss === 0 || miss === priceBit) {
        const b = Math.floor(price[i]! / step);
        if (b >= 0 && b < dense.length) dense[b]!++;
        else buckets.set(b, (buckets.get(b) ?? 0) + 1);
      }
    }
    dense.forEach((count, b) => count > 0 && buckets.set(b, count));
    return [...buckets]
      .sort((a, b) => a[0] - b[0])
      .map(([b, count]) => ({
        code: 'price',
        value: `${b * step}_${(b + 1) * step}`,
        label: null,
        sort: b,
        n: count,
      }));
  }
}

/**
 * The index of the catalogue version now. A request never waits for a build: while the index of
 * the current version is being built (at start, after a catalogue change), `current()` answers
 * null and listings run in SQL.
 */
export class CurrentListingIndex {
  /**
   * After a build the next one waits as long as it took, so a catalogue changing faster than the
   * index builds (stock selling out under load) costs at most half a core; listings meanwhile
   * run in SQL.
   */
  private readonly builds = new VersionedBuilds<ListingIndex>({
    load: (version) => ListingIndex.load(this.db, version, this.options?.get(), this.texts),
    onError: (err) => this.onError(err),
    pause: (ms) => ms,
  });

  constructor(
    private readonly db: Queryable,
    private readonly version: () => number,
    private readonly onError: (err: unknown) => void = () => undefined,
    /** The process's option dictionary (the same labels, not read twice per version). */
    private readonly options?: CurrentOptions,
    /** The search documents in memory, shared by the indexes of every catalogue version. */
    private readonly texts?: CurrentTextIndex,
  ) {}

  /** Whether the indexes of the current version are built, and the text index's bytes (for /metrics). */
  status(): { listing: boolean; text: boolean; textBytes: number } {
    const latest = this.builds.latest;
    const index = latest?.version === this.version() ? latest : null;
    const texts = index?.texts();
    return { listing: index !== null, text: Boolean(texts), textBytes: texts?.bytes ?? 0 };
  }

  /** The index of the current version, or null (a build of it starts unless one is running). */
  current(): ListingIndex | null {
    const version = this.version();
    const latest = this.builds.latest;
    if (latest?.version === version) return latest;
    if (this.builds.building === null && this.builds.mayStart) void this.builds.build(version);
    return null;
  }

  /** Builds the index of `version` (or waits for its build running); resolves when it is ready. */
  build(version = this.version()): Promise<void> {
    return this.builds.build(version);
  }
}
