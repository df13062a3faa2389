/**
 * Rendered pages kept for the next shopper who asks for the same address.
 *
 * The server renders pages without any customer data (a signed-in shopper's token stays in the
 * browser), so a page depends on its address and the catalogue alone: an entry is served while the
 * catalogue version it was rendered at is current and it is younger than the GraphQL answers it was
 * made of may be (GRAPHQL_CACHE_SECONDS). Rendering a page costs 50-100 ms of CPU; a kept one is
 * sent in about a millisecond, which also lets the browser start painting that much sooner.
 *
 * Pages are kept under their address without analytics parameters (utm_*, gclid, fbclid… the list
 * is in page-cache-key.ts), so campaign links with a value per recipient all share one entry, and
 * the cache is bounded in bytes (PAGE_CACHE_MB), addresses included. Personal pages and requests
 * carrying a customer's token or cart never come here (personal-pages.ts).
 */
import { LRUCache } from 'lru-cache';
import type { BodyEncoding } from '@vitryna/server/encoded-bodies';
import { withoutTrackingParams } from './page-cache-key.ts';

export interface RenderedPage {
  status: number;
  html?: string;
  location?: string;
  /** Compressed copies of `html`, made when a browser first asks for that encoding. */
  encoded?: Partial<Record<BodyEncoding, Buffer>>;
}

interface Entry {
  page: RenderedPage;
  version: number;
}

export interface PageCacheOptions {
  /** The catalogue version now (changes with anything the pages show). */
  version: () => number;
  ttlSeconds: number;
  /** Memory for kept pages, their addresses included (PAGE_CACHE_MB); 32 MB by default. */
  maxBytes?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/** Statuses worth keeping: pages, redirects and not-found pages; never server errors. */
const KEPT = new Set([200, 301, 302, 404]);

/** Bookkeeping of one entry (the LRU's node, the objects) beside its strings. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Bytes an entry holds: strings count two bytes a character (V8 keeps text with Cyrillic as
 * UTF-16), the compressed copies made later (brotli and gzip, each ~15% of the page) a quarter
 * of the page on top.
 */
export function entryBytes(key: string, page: RenderedPage): number {
  const html = page.html?.length ?? 0;
  return 2 * (key.length + html + (page.location?.length ?? 0)) + Math.ceil(html / 2) + ENTRY_OVERHEAD_BYTES;
}

/** The address a page is kept under (page-cache-key.ts). */
export const pageCacheKey = withoutTrackingParams;

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(private readonly opts: PageCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, opts.maxBytes ?? 32 * 1024 * 1024),
      sizeCalculation: (entry, key) => entryBytes(key, entry.page),
      ttl: opts.ttlSeconds * 1000,
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  get(url: string): RenderedPage | undefined {
    const key = pageCacheKey(url);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.opts.version()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /** Bytes held now (tests, metrics). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Keeps `page` if it is worth keeping; the version is the one it was rendered at. */
  set(url: string, page: RenderedPage, version: number): void {
    if (this.opts.ttlSeconds <= 0 || this.opts.maxBytes === 0 || !KEPT.has(page.status)) return;
    this.entries.set(pageCacheKey(url), { page, version });
  }
}
