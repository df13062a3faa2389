/**
 * Listing answers kept per catalogue version: a category's or a search's total, facet counts and
 * the ids of its first products in order, so every page, and every shopper asking at the same
 * time, share one listing query. Counting the facets of a 50,000-product section costs tens of
 * milliseconds of database time; slicing a page from a kept list costs nothing.
 *
 * Entries are keyed by the catalogue version (catalog_state.version), so a catalogue change makes
 * them unreachable at once on every server copy; the LRU bounds the memory they take.
 */
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/connection.ts';
import type { CurrentListingIndex } from './listing-index.ts';
import { runListing, type FacetRow, type ListingRequest, type ListingResult } from './listing.ts';
import { prepareSearch, type PreparedSearch } from './search-query.ts';

/** Ids kept per listing: 100 pages of 24, with room for larger pages. */
export const KEPT_IDS = 5_000;

const DEFAULT_SEARCH_CACHE_BYTES = 8 * 1024 * 1024;

/** Bytes a kept search takes: its key and strings at two per character, plus object overhead. */
export function searchEntryBytes(key: string, search: PreparedSearch | null): number {
  const strings = search
    ? search.tsquery.length +
      (search.corrected?.length ?? 0) +
      search.terms.reduce((n, t) => n + t.length + 16, 0) +
      search.items.reduce((n, t) => n + t.stem.length + 24, 0)
    : 0;
  return 120 + (key.length + strings) * 2;
}

interface Entry {
  total: number;
  ids: number[];
  /** Absent when the first request did not ask for aggregations. */
  facets: FacetRow[] | null;
}

export interface ListingCacheOptions {
  /** Memory for entries, keys included; 0 turns the cache off. */
  maxBytes: number;
  /** Memory for prepared search texts, keys included (default 8 MB); 0 turns that cache off. */
  searchMaxBytes?: number;
  /** The catalogue version now (CatalogVersion.current). */
  version: () => number;
  /**
   * The search vocabulary's version now (CatalogVersion.search): prepared searches depend on it
   * alone, so they outlive the catalogue versions that stock and prices make. Default: version.
   */
  searchVersion?: () => number;
  /** Listings answered from memory when its index of the current version is ready. */
  index?: CurrentListingIndex;
}

export class ListingCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /** What shoppers typed, stemmed and corrected against the vocabulary (search-query.ts). */
  private readonly searches: LRUCache<string, { search: PreparedSearch | null }> | null;
  /** Listing queries on their way, and whether they count facets. */
  private readonly running = new Map<string, { entry: Promise<Entry>; withFacets: boolean }>();

  constructor(private readonly options: ListingCacheOptions) {
    this.entries =
      options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: options.maxBytes,
            // Rough bytes: an id in a JS array ~8, a facet row ~120, the key two per character.
            sizeCalculation: (e, key) =>
              200 + key.length * 2 + e.ids.length * 8 + (e.facets?.length ?? 0) * 120,
          })
        : null;
    const searchMaxBytes = options.searchMaxBytes ?? DEFAULT_SEARCH_CACHE_BYTES;
    // Its own setting (SEARCH_CACHE_MB): prepared texts are no answers, and stay with the listing cache off.
    this.searches =
      searchMaxBytes > 0
        ? new LRUCache({
            maxSize: searchMaxBytes,
            sizeCalculation: (v, key) => searchEntryBytes(key, v.search),
          })
        : null;
  }

  /** Bytes held now by kept listings and kept searches, keys included. */
  get memory() {
    return { listings: this.entries?.calculatedSize ?? 0, searches: this.searches?.calculatedSize ?? 0 };
  }

  /** prepareSearch, kept per search version: suggestions repeat the same few prefixes. */
  async prepareSearch(db: Queryable, storeId: number, text: string): Promise<PreparedSearch | null> {
    if (!this.searches) return prepareSearch(db, storeId, text);
    const key = `${(this.options.searchVersion ?? this.options.version)()}|${storeId}|${text}`;
    const kept = this.searches.get(key);
    if (kept) return kept.search;
    const search = await prepareSearch(db, storeId, text);
    this.searches.set(key, { search });
    return search;
  }

  async run(db: Queryable, req: ListingRequest): Promise<ListingResult> {
    const pageEnd = req.currentPage * req.pageSize;
    // A product page (url_key, sku) is a one-row lookup: not worth an entry.
    const lookup = req.filter.url_key != null || req.filter.sku != null;
    if (!this.entries || lookup || pageEnd > KEPT_IDS) return this.compute(db, req);

    const key = JSON.stringify([
      this.options.version(),
      req.storeId,
      req.filter,
      req.search?.tsquery ?? null,
      req.sort,
      req.directChildrenOnly,
    ]);
    let entry = this.entries.get(key);
    if (!entry || (req.withAggregations && !entry.facets)) entry = await this.fill(db, req, key);
    const start = (req.currentPage - 1) * req.pageSize;
    return {
      total: entry.total,
      ids: req.withItems ? entry.ids.slice(start, pageEnd) : [],
      facets: req.withAggregations ? (entry.facets ?? []) : [],
    };
  }

  /** From the in-memory index when it can answer, else one SQL statement. */
  private async compute(db: Queryable, req: ListingRequest): Promise<ListingResult> {
    const fromIndex = await this.options.index?.current()?.run(req);
    return fromIndex ?? runListing(db, req);
  }

  /** One query per key at a time: shoppers asking together wait for the same answer. */
  private fill(db: Queryable, req: ListingRequest, key: string): Promise<Entry> {
    const pending = this.running.get(key);
    if (pending && (pending.withFacets || !req.withAggregations)) return pending.entry;
    const entry = this.compute(db, { ...req, withItems: true, allIdsUpTo: KEPT_IDS }).then((result) => {
      const kept: Entry = {
        total: result.total,
        ids: result.ids,
        facets: req.withAggregations ? result.facets : null,
      };
      this.entries?.set(key, kept);
      return kept;
    });
    const running = { entry, withFacets: req.withAggregations };
    this.running.set(key, running);
    const done = () => {
      if (this.running.get(key) === running) this.running.delete(key);
    };
    entry.then(done, done);
    return entry;
  }
}
