/**
 * Every store view's search documents (product_text.search_doc) held in memory as an inverted
 * index, so a search's matches and their ts_rank come from memory instead of PostgreSQL reading
 * and ranking every matching document (a 3-letter prefix matches thousands: 48 ms a suggestion at
 * 100,000 products). The documents are read from the database as PostgreSQL keeps them, so the
 * index holds exactly what `@@` and ts_rank see; ts-rank.ts computes the rank as PostgreSQL does.
 *
 * The documents change only when search-index.ts reindexes (catalog_state.search_version), not
 * with stock or prices, so one index serves many catalogue versions.
 */
import type { Queryable } from '../../db/connection.ts';
import { addAndPair, addOrShare, finalRank } from './ts-rank.ts';

/** One word of a search: its stem, and whether it is matched as a prefix (the last word typed). */
export interface SearchItem {
  stem: string;
  prefix: boolean;
}

/** Rows read per statement (see listing-index.ts BUILD_CHUNK: PGlite runs on the event loop). */
const BUILD_CHUNK = 2_000;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An Int32Array that grows as values are pushed. */
class Growing<T extends Int32Array | Uint16Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  done(): T {
    return this.data.slice(0, this.length) as T;
  }
}
const int32s = () => new Growing(new Int32Array(1024), (n) => new Int32Array(n));
const uint16s = () => new Growing(new Uint16Array(1024), (n) => new Uint16Array(n));

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * Collects one store view's documents (ascending product ids), then turns them into postings:
 * per lexeme (in PostgreSQL's order) the documents holding it, each with its positions.
 */
class StoreTextsBuilder {
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly productIds = int32s();
  /** Per document, the end of its entries; per entry, its lexeme and the end of its positions. */
  private readonly docEnd = int32s();
  private readonly entryLexeme = int32s();
  private readonly entryEnd = int32s();
  private readonly positions = uint16s();

  /** Adds the document of `productId` from tsvector output text: 'lexeme':1A,4C 'other':2 … */
  add(productId: number, text: string): void {
    this.productIds.push(productId);
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (text.charCodeAt(i) === 32) {
        i++;
        continue;
      }
      if (text[i] !== "'") throw new Error(`search document of product ${productId}: unexpected ${text[i]}`);
      // A quoted lexeme: '' and \\ stand for ' and \.
      let lexeme = '';
      let from = ++i;
      for (;;) {
        const c = text[i];
        if (c === undefined) throw new Error(`search document of product ${productId}: unterminated lexeme`);
        if (c === '\\') {
          lexeme += text.slice(from, i) + text[i + 1];
          from = i += 2;
        } else if (c === "'" && text[i + 1] === "'") {
          lexeme += text.slice(from, i) + "'";
          from = i += 2;
        } else if (c === "'") {
          lexeme += text.slice(from, i);
          i++;
          break;
        } else i++;
      }
      // rankers need positions: every document search-index.ts writes has them
      if (text[i] !== ':')
        throw new Error(`search document of product ${productId}: a word without positions`);
      i++;
      for (;;) {
        let position = 0;
        while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
          position = position * 10 + text.charCodeAt(i++) - 48;
        const weight = WEIGHT_BITS[text[i]!];
        if (weight !== undefined) i++;
        this.positions.push(((weight ?? 0) << 14) | position);
        if (text[i] !== ',') break;
        i++;
      }
      let id = this.lexemeIds.get(lexeme);
      if (id === undefined) {
        id = this.lexemes.length;
        this.lexemeIds.set(lexeme, id);
        this.lexemes.push(lexeme);
      }
      this.entryLexeme.push(id);
      this.entryEnd.push(this.positions.length);
    }
    this.docEnd.push(this.entryLexeme.length);
  }

  build(): StoreTexts {
    // Lexemes in the order of a tsvector (code points, a prefix before its extensions), which
    // JavaScript's comparison gives for the letters and digits search-text.ts keeps.
    const order = this.lexemes
      .map((_, id) => id)
      .sort((a, b) => (this.lexemes[a]! < this.lexemes[b]! ? -1 : 1));
    const rankOf = new Int32Array(order.length);
    order.forEach((id, r) => (rankOf[id] = r));
    const docEnd = this.docEnd.done();
    const entryLexeme = this.entryLexeme.done();
    const entryEnd = this.entryEnd.done();
    const positions = this.positions.done();
    const postingStart = new Int32Array(order.length + 1);
    for (let e = 0; e < entryLexeme.length; e++) postingStart[rankOf[entryLexeme[e]!]! + 1]!++;
    for (let r = 0; r < order.length; r++) postingStart[r + 1]! += postingStart[r]!;
    // Postings by lexeme, documents ascending within each (documents are walked in order).
    const cursor = postingStart.slice(0, order.length);
    const postingDoc = new Int32Array(entryLexeme.length);
    const postingOfEntry = new Int32Array(entryLexeme.length);
    const postingPositions = new Int32Array(entryLexeme.length + 1);
    for (let doc = 0, e = 0; doc < docEnd.length; doc++) {
      for (; e < docEnd[doc]!; e++) {
        const p = cursor[rankOf[entryLexeme[e]!]!]!++;
        postingDoc[p] = doc;
        postingOfEntry[e] = p;
        postingPositions[p + 1] = entryEnd[e]! - (e > 0 ? entryEnd[e - 1]! : 0);
      }
    }
    for (let p = 0; p < postingDoc.length; p++) postingPositions[p + 1]! += postingPositions[p]!;
    const postingPos = new Uint16Array(positions.length);
    for (let e = 0; e < entryLexeme.length; e++) {
      const from = e > 0 ? entryEnd[e - 1]! : 0;
      postingPos.set(positions.subarray(from, entryEnd[e]!), postingPositions[postingOfEntry[e]!]!);
    }
    return new StoreTexts(
      this.productIds.done(),
      order.map((id) => this.lexemes[id]!),
      postingStart,
      postingDoc,
      postingPositions,
      postingPos,
    );
  }
}

/** What a search matched: documents (ascending) and, for each, its ts_rank (float4). */
export interface TextMatches {
  docs: Int32Array;
  ranks: Float32Array;
}

/** Up to this many words a search is answered here (search-query.ts sends at most 8). */
const MAX_ITEMS = 8;

/** One store view's documents, by lexeme. */
export class StoreTexts {
  /** Per document, a mark of how far a search's matching has got (see match). */
  private readonly stamps: Int32Array;
  private generation = 0;
  /** Per document and query item: the posting of the item's last entry there (calc_rank_and's pos[k]). */
  private readonly lastPosting: Int32Array[] = [];
  private readonly rankOfDoc: Float32Array;

  constructor(
    /** The product of each document, ascending. */
    readonly productIds: Int32Array,
    private readonly lexemes: string[],
    private readonly postingStart: Int32Array,
    private readonly postingDoc: Int32Array,
    private readonly postingPositions: Int32Array,
    private readonly positions: Uint16Array,
  ) {
    this.stamps = new Int32Array(productIds.length);
    this.rankOfDoc = new Float32Array(productIds.length);
  }

  /** Lexemes, postings and positions, in bytes (for the log). */
  get bytes(): number {
    return (
      this.productIds.byteLength +
      this.postingStart.byteLength +
      this.postingDoc.byteLength +
      this.postingPositions.byteLength +
      this.positions.byteLength +
      this.lexemes.reduce((sum, l) => sum + 2 * l.length + 16, 0)
    );
  }

  /** The range of lexemes an item matches: the stem itself, or every lexeme starting with it. */
  private range(item: SearchItem): [number, number] {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lexemes[mid]! < item.stem) lo = mid + 1;
      else hi = mid;
    }
    if (!item.prefix) return this.lexemes[lo] === item.stem ? [lo, lo + 1] : [lo, lo];
    let end = lo;
    while (end < this.lexemes.length && this.lexemes[end]!.startsWith(item.stem)) end++;
    return [lo, end];
  }

  /**
   * The documents matching every item (`@@` of the items joined by &), among those `wanted`
   * (wanted[doc] >= 0), with their ts_rank; null for a query this index does not answer as
   * PostgreSQL would (the same stem twice, once as a prefix; more than MAX_ITEMS words).
   * Synchronous: the scratch arrays serve one search at a time.
   */
  match(query: readonly SearchItem[], wanted: Int32Array): TextMatches | null {
    // ts_rank's SortAndUniqItems: operands in lexeme order, duplicates removed.
    const items = [...query].sort((a, b) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0));
    for (let i = 1; i < items.length; i++) {
      if (items[i]!.stem !== items[i - 1]!.stem) continue;
      if (items[i]!.prefix !== items[i - 1]!.prefix) return null;
      items.splice(i--, 1);
    }
    if (items.length === 0 || items.length > MAX_ITEMS) return null;
    const ranges = items.map((item) => this.range(item));
    if (ranges.some(([lo, hi]) => lo === hi)) return { docs: new Int32Array(0), ranks: new Float32Array(0) };

    const { stamps, postingStart, postingDoc } = this;
    if (this.generation > 0x7fffffff - 2 * MAX_ITEMS) {
      stamps.fill(0);
      this.generation = 0;
    }
    const base = this.generation;
    this.generation += items.length + 2;
    // A document holding items 0 … k-1 is marked base + k; the first entry of item k moves it on.
    for (let k = 0; k < items.length; k++) {
      const [lo, hi] = ranges[k]!;
      for (let p = postingStart[lo]!; p < postingStart[hi]!; p++) {
        const doc = postingDoc[p]!;
        if (k === 0 ? wanted[doc]! >= 0 && stamps[doc]! <= base : stamps[doc] === base + k)
          stamps[doc] = base + k + 1;
      }
    }
    const all = base + items.length;
    const found: number[] = [];
    const [lastLo, lastHi] = ranges.at(-1)!;
    for (let p = postingStart[lastLo]!; p < postingStart[lastHi]!; p++) {
      const doc = postingDoc[p]!;
      if (stamps[doc] === all) {
        stamps[doc] = all + 1;
        found.push(doc);
      }
    }
    const docs = Int32Array.from(found).sort();
    const ranks = items.length === 1 ? this.rankOr(ranges[0]!, all + 1) : this.rankAnd(ranges, docs, all + 1);
    return { docs, ranks: Float32Array.from(docs, (doc) => finalRank(ranks[doc]!)) };
  }

  /** calc_rank_or of one item: every entry of it in each matched document, in lexeme order. */
  private rankOr([lo, hi]: [number, number], matched: number): Float32Array {
    const { stamps, postingStart, postingDoc, postingPositions, positions, rankOfDoc } = this;
    for (let p = postingStart[lo]!; p < postingStart[hi]!; p++) rankOfDoc[postingDoc[p]!] = 0;
    for (let p = postingStart[lo]!; p < postingStart[hi]!; p++) {
      const doc = postingDoc[p]!;
      if (stamps[doc] !== matched) continue;
      rankOfDoc[doc] = addOrShare(rankOfDoc[doc]!, positions, postingPositions[p]!, postingPositions[p + 1]!);
    }
    return rankOfDoc;
  }

  /**
   * calc_rank_and: each entry of item i in a document against the last entry of every earlier
   * item there, in PostgreSQL's order (items, then entries in lexeme order), as the float4
   * result depends on the order of its steps.
   */
  private rankAnd(ranges: [number, number][], docs: Int32Array, matched: number): Float32Array {
    const { stamps, postingStart, postingDoc, postingPositions, positions, rankOfDoc } = this;
    while (this.lastPosting.length < ranges.length) this.lastPosting.push(new Int32Array(stamps.length));
    for (const doc of docs) rankOfDoc[doc] = -1;
    for (let i = 0; i < ranges.length; i++) {
      const [lo, hi] = ranges[i]!;
      const mine = this.lastPosting[i]!;
      for (let p = postingStart[lo]!; p < postingStart[hi]!; p++) {
        const doc = postingDoc[p]!;
        if (stamps[doc] !== matched) continue;
        let res = rankOfDoc[doc]!;
        for (let k = 0; k < i; k++) {
          const q = this.lastPosting[k]![doc]!;
          res = addAndPair(
            res,
            positions,
            postingPositions[p]!,
            postingPositions[p + 1]!,
            postingPositions[q]!,
            postingPositions[q + 1]!,
          );
        }
        rankOfDoc[doc] = res;
        mine[doc] = p;
      }
    }
    return rankOfDoc;
  }
}

/** Every store view's documents, as of one search_version. */
export class TextIndex {
  private constructor(
    readonly version: number,
    private readonly stores: Map<number, StoreTexts>,
  ) {}

  store(storeId: number): StoreTexts | undefined {
    return this.stores.get(storeId);
  }

  get bytes(): number {
    let sum = 0;
    for (const s of this.stores.values()) sum += s.bytes;
    return sum;
  }

  /** Reads every search document (in slices, keyset on the primary key) as of `version`. */
  static async load(db: Queryable, version: number): Promise<TextIndex> {
    const builders = new Map<number, StoreTextsBuilder>();
    for (let after = [0, 0]; ;) {
      const chunk = await db.query<{ product_id: number; store_id: number; doc: string }>(
        `SELECT product_id, store_id, search_doc::text AS doc FROM product_text
         WHERE search_doc IS NOT NULL AND (product_id, store_id) > ($1, $2)
         ORDER BY product_id, store_id LIMIT ${BUILD_CHUNK}`,
        after,
        { name: 'catalog.text-index.documents' },
      );
      for (const row of chunk) {
        let builder = builders.get(row.store_id);
        if (!builder) builders.set(row.store_id, (builder = new StoreTextsBuilder()));
        builder.add(row.product_id, row.doc);
      }
      if (chunk.length < BUILD_CHUNK) break;
      const last = chunk.at(-1)!;
      after = [last.product_id, last.store_id];
      await yieldToRequests();
    }
    const stores = new Map<number, StoreTexts>();
    for (const [storeId, builder] of builders) {
      stores.set(storeId, builder.build());
      await yieldToRequests();
    }
    return new TextIndex(version, stores);
  }
}

/** After a failed build (the database away, say), searches run in SQL this long before the next try. */
const FAILED_BUILD_PAUSE_MS = 30_000;

/** The search_version the documents are at now (bumped by search-index.ts's reindexSearch). */
export async function searchVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ v: number }>('SELECT search_version AS v FROM catalog_state');
  return Number(row?.v ?? 0);
}

/**
 * The text index of the search_version a listing index was built at. Like the listing index, a
 * request never waits for a build: until the index of that version is ready, `of()` answers null
 * and the database matches and ranks.
 */
export class CurrentTextIndex {
  private ready: TextIndex | null = null;
  private inFlight: { version: number; done: Promise<void> } | null = null;
  /** After a failed build, none starts before this time (ms). */
  private notBefore = 0;

  constructor(
    private readonly db: Queryable,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly onBuilt: (index: TextIndex, ms: number) => void = () => undefined,
  ) {}

  of(version: number): TextIndex | null {
    if (this.ready?.version === version) return this.ready;
    if (this.inFlight?.version !== version && Date.now() >= this.notBefore) void this.build(version);
    return null;
  }

  build(version: number): Promise<void> {
    if (this.inFlight?.version === version) return this.inFlight.done;
    const started = Date.now();
    const done = TextIndex.load(this.db, version)
      .then(
        (index) => {
          if (!this.ready || this.ready.version <= index.version) this.ready = index;
          this.onBuilt(index, Date.now() - started);
        },
        (err: unknown) => {
          this.notBefore = Date.now() + FAILED_BUILD_PAUSE_MS;
          this.onError(err);
        },
      )
      .finally(() => {
        if (this.inFlight === flight) this.inFlight = null;
      });
    const flight = { version, done };
    this.inFlight = flight;
    return done;
  }
}
