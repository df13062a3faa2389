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
import { VersionedBuilds } from './versioned-builds.ts';

/** One word of a search: its stem, and whether it is matched as a prefix (the last word typed). */
export interface SearchItem {
  stem: string;
  prefix: boolean;
}

/** Rows read per statement (see listing-index.ts BUILD_CHUNK: PGlite runs on the event loop). */
const BUILD_CHUNK = 2_000;
/** Postings laid out between two turns of the event loop. */
const BUILD_SLICE = 500_000;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A typed array that grows as values are pushed (by half: the spare room is garbage after the build). */
class Growing<T extends Int32Array | Uint16Array | Uint8Array> {
  length = 0;
  constructor(
    private data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(Math.ceil(this.data.length * 1.5));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  /** The values pushed (a view: valid until the next push). */
  view(): T {
    return this.data.subarray(0, this.length) as T;
  }
}
const growing = <T extends Int32Array | Uint16Array | Uint8Array>(make: (n: number) => T) =>
  new Growing(make(4096), make);

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** PostgreSQL keeps at most 256 positions of a lexeme in a document: a count fits a byte as count - 1. */
const MAX_POSITIONS = 256;

/**
 * Collects one store view's documents (ascending product ids), then turns them into postings:
 * per lexeme (in PostgreSQL's order) the documents holding it, each with its positions.
 */
class StoreTextsBuilder {
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly productIds = growing((n) => new Int32Array(n));
  /** Per document, how many entries it has; per entry, its lexeme and its positions' count - 1. */
  private readonly docEntries = growing((n) => new Uint16Array(n));
  private readonly entryLexeme = growing((n) => new Int32Array(n));
  private readonly entryCount = growing((n) => new Uint8Array(n));
  private readonly positions = growing((n) => new Uint16Array(n));

  /** Adds the document of `productId` from tsvector output text: 'lexeme':1A,4C 'other':2 … */
  add(productId: number, text: string): void {
    const bad = (what: string) => new Error(`search document of product ${productId}: ${what}`);
    this.productIds.push(productId);
    const n = text.length;
    let entries = 0;
    let i = 0;
    while (i < n) {
      if (text.charCodeAt(i) === 32) {
        i++;
        continue;
      }
      if (text[i] !== "'") throw bad(`unexpected ${text[i]}`);
      // A quoted lexeme: '' and \\ stand for ' and \.
      let lexeme = '';
      let from = ++i;
      for (;;) {
        const c = text[i];
        if (c === undefined) throw bad('unterminated lexeme');
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
      // Ranking needs positions: every document search-index.ts writes has them.
      if (text[i] !== ':') throw bad('a word without positions');
      i++;
      let count = 0;
      for (;;) {
        let position = 0;
        for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i))
          position = position * 10 + c - 48;
        const weight = WEIGHT_BITS[text[i]!];
        if (weight !== undefined) i++;
        this.positions.push(((weight ?? 0) << 14) | position);
        count++;
        if (text[i] !== ',') break;
        i++;
      }
      if (count > MAX_POSITIONS) throw bad('more positions than PostgreSQL keeps');
      let id = this.lexemeIds.get(lexeme);
      if (id === undefined) {
        id = this.lexemes.length;
        this.lexemeIds.set(lexeme, id);
        this.lexemes.push(lexeme);
      }
      this.entryLexeme.push(id);
      this.entryCount.push(count - 1);
      entries++;
    }
    if (entries > 0xffff) throw bad('too many words');
    this.docEntries.push(entries);
  }

  /** The postings, built in slices with requests answered in between (4.6 M postings a store at 100,000 products). */
  async build(): Promise<StoreTexts> {
    const { lexemes } = this;
    // Lexemes in the order of a tsvector (code points, a prefix before its extensions), which
    // JavaScript's comparison gives for the letters and digits search-text.ts keeps.
    const order = lexemes.map((_, id) => id).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : 1));
    const rankOf = new Int32Array(order.length);
    order.forEach((id, r) => (rankOf[id] = r));
    const docEntries = this.docEntries.view();
    const entryLexeme = this.entryLexeme.view();
    const entryCount = this.entryCount.view();
    const positions = this.positions.view();
    // Postings and positions per lexeme: counted, then laid out lexeme after lexeme.
    const postingStart = new Int32Array(order.length + 1);
    const positionStart = new Int32Array(order.length + 1);
    await yieldToRequests();
    for (let e = 0; e < entryLexeme.length; e++) {
      const r = rankOf[entryLexeme[e]!]!;
      postingStart[r + 1]!++;
      positionStart[r + 1]! += entryCount[e]! + 1;
      if (e % BUILD_SLICE === BUILD_SLICE - 1) await yieldToRequests();
    }
    for (let r = 0; r < order.length; r++) {
      postingStart[r + 1]! += postingStart[r]!;
      positionStart[r + 1]! += positionStart[r]!;
    }
    // Documents are walked in order, so each lexeme's postings come out ascending by document.
    const nextPosting = postingStart.slice(0, order.length);
    const nextPosition = positionStart.slice(0, order.length);
    const postingDoc = new Int32Array(entryLexeme.length);
    const postingCount = new Uint8Array(entryLexeme.length);
    const laidOut = new Uint16Array(positions.length);
    for (let doc = 0, e = 0, from = 0, sliceEnd = BUILD_SLICE; doc < docEntries.length; doc++) {
      if (e >= sliceEnd) {
        sliceEnd = e + BUILD_SLICE;
        await yieldToRequests();
      }
      for (const end = e + docEntries[doc]!; e < end; e++) {
        const r = rankOf[entryLexeme[e]!]!;
        const p = nextPosting[r]!++;
        const count = entryCount[e]! + 1;
        postingDoc[p] = doc;
        postingCount[p] = count - 1;
        let to = nextPosition[r]!;
        for (const end = from + count; from < end;) laidOut[to++] = positions[from++]!;
        nextPosition[r] = to;
      }
    }
    return new StoreTexts(
      this.productIds.view().slice(),
      order.map((id) => lexemes[id]!),
      postingStart,
      postingDoc,
      postingCount,
      positionStart,
      laidOut,
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

/**
 * One store view's documents, by lexeme: its postings (document, count of positions) and their
 * positions laid out in posting order, so a walk of a lexeme's postings finds each one's
 * positions by adding up the counts (5 bytes a posting, 2 a position).
 */
export class StoreTexts {
  /** Per document, a mark of how far a search's matching has got (see match). */
  private readonly stamps: Int32Array;
  private generation = 0;
  /**
   * Per query item and document: where the positions of the item's last entry there start and
   * end (calc_rank_and's pos[k]).
   */
  private readonly lastFrom: Int32Array[] = [];
  private readonly lastTo: Int32Array[] = [];
  private readonly rankOfDoc: Float32Array;

  constructor(
    /** The product of each document, ascending. */
    readonly productIds: Int32Array,
    private readonly lexemes: string[],
    private readonly postingStart: Int32Array,
    private readonly postingDoc: Int32Array,
    /** Positions of each posting, minus one. */
    private readonly postingCount: Uint8Array,
    private readonly positionStart: Int32Array,
    private readonly positions: Uint16Array,
  ) {
    this.stamps = new Int32Array(productIds.length);
    this.rankOfDoc = new Float32Array(productIds.length);
  }

  private byteCount: number | undefined;

  /**
   * Lexemes, postings and positions, in bytes (for the log and the metrics): counted once, as the
   * index never changes and a metrics scrape would otherwise walk every lexeme.
   */
  get bytes(): number {
    return (this.byteCount ??=
      this.productIds.byteLength +
      this.postingStart.byteLength +
      this.postingDoc.byteLength +
      this.postingCount.byteLength +
      this.positionStart.byteLength +
      this.positions.byteLength +
      this.lexemes.reduce((sum, l) => sum + 2 * l.length + 16, 0));
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
    if (items.length === 1) return this.matchOne(ranges[0]!, wanted, base + 1);
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
    const ranks =
      items.length === 1 ? this.rankOr(ranges[0]!, docs, all + 1) : this.rankAnd(ranges, docs, all + 1);
    return { docs, ranks: Float32Array.from(docs, (doc) => finalRank(ranks[doc]!)) };
  }

  /**
   * One item (a suggestion's prefix, mostly): its matches and their calc_rank_or in one walk of
   * its postings, in lexeme order as rankOr adds them up. `mark`: this search's stamp.
   */
  private matchOne([lo, hi]: [number, number], wanted: Int32Array, mark: number): TextMatches {
    const { stamps, postingStart, postingDoc, postingCount, positions, rankOfDoc } = this;
    const found: number[] = [];
    let from = this.positionStart[lo]!;
    for (let p = postingStart[lo]!, end = postingStart[hi]!; p < end; p++) {
      const to = from + postingCount[p]! + 1;
      const doc = postingDoc[p]!;
      if (wanted[doc]! >= 0) {
        if (stamps[doc] !== mark) {
          stamps[doc] = mark;
          rankOfDoc[doc] = 0;
          found.push(doc);
        }
        rankOfDoc[doc] = addOrShare(rankOfDoc[doc]!, positions, from, to);
      }
      from = to;
    }
    const docs = Int32Array.from(found).sort();
    const ranks = new Float32Array(docs.length);
    for (let k = 0; k < docs.length; k++) ranks[k] = finalRank(rankOfDoc[docs[k]!]!);
    return { docs, ranks };
  }

  /**
   * Calls `visit(doc, from, to)` for each posting of lexemes lo … hi-1 of a matched document, in
   * lexeme order, with the range of its positions.
   */
  private walk(
    lo: number,
    hi: number,
    matched: number,
    visit: (doc: number, from: number, to: number) => void,
  ) {
    const { stamps, postingStart, postingDoc, postingCount } = this;
    let from = this.positionStart[lo]!;
    for (let p = postingStart[lo]!; p < postingStart[hi]!; p++) {
      const to = from + postingCount[p]! + 1;
      const doc = postingDoc[p]!;
      if (stamps[doc] === matched) visit(doc, from, to);
      from = to;
    }
  }

  /** calc_rank_or of one item: every entry of it in each matched document, in lexeme order. */
  private rankOr([lo, hi]: [number, number], docs: Int32Array, matched: number): Float32Array {
    const { positions, rankOfDoc } = this;
    for (const doc of docs) rankOfDoc[doc] = 0;
    this.walk(lo, hi, matched, (doc, from, to) => {
      rankOfDoc[doc] = addOrShare(rankOfDoc[doc]!, positions, from, to);
    });
    return rankOfDoc;
  }

  /**
   * calc_rank_and: each entry of item i in a document against the last entry of every earlier
   * item there, in PostgreSQL's order (items, then entries in lexeme order), as the float4
   * result depends on the order of its steps.
   */
  private rankAnd(ranges: [number, number][], docs: Int32Array, matched: number): Float32Array {
    const { positions, rankOfDoc, lastFrom, lastTo } = this;
    while (lastFrom.length < ranges.length) {
      lastFrom.push(new Int32Array(rankOfDoc.length));
      lastTo.push(new Int32Array(rankOfDoc.length));
    }
    for (const doc of docs) rankOfDoc[doc] = -1;
    ranges.forEach(([lo, hi], i) => {
      this.walk(lo, hi, matched, (doc, from, to) => {
        let res = rankOfDoc[doc]!;
        for (let k = 0; k < i; k++)
          res = addAndPair(res, positions, from, to, lastFrom[k]![doc]!, lastTo[k]![doc]!);
        rankOfDoc[doc] = res;
        lastFrom[i]![doc] = from;
        lastTo[i]![doc] = to;
      });
    });
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
      stores.set(storeId, await builder.build());
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
  private readonly builds: VersionedBuilds<TextIndex>;

  constructor(
    db: Queryable,
    onError: (err: unknown) => void = () => undefined,
    onBuilt: (index: TextIndex, ms: number) => void = () => undefined,
  ) {
    this.builds = new VersionedBuilds({
      load: (version) => TextIndex.load(db, version),
      onError,
      onBuilt,
      pause: (_ms, failed) => (failed ? FAILED_BUILD_PAUSE_MS : 0),
    });
  }

  of(version: number): TextIndex | null {
    const latest = this.builds.latest;
    if (latest?.version === version) return latest;
    if (this.builds.building !== version && this.builds.mayStart) void this.builds.build(version);
    return null;
  }

  build(version: number): Promise<void> {
    return this.builds.build(version);
  }
}
