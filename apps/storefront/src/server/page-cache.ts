/**
 * Rendered pages kept for the next shopper who asks for the same address.
 *
 * The server renders pages without any customer data (a signed-in shopper's token stays in the
 * browser), so a page depends on its address and the catalogue alone: an entry is served while the
 * catalogue version it was rendered at is current and it is younger than the GraphQL answers it was
 * made of may be (GRAPHQL_CACHE_SECONDS). Rendering a page costs 50-100 ms of CPU; a kept one is
 * sent in about a millisecond, which also lets the browser start painting that much sooner.
 */
import { LRUCache } from 'lru-cache';
import type { BodyEncoding } from '@vitryna/server/encoded-bodies';

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
  maxBytes?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

/** Statuses worth keeping: pages, redirects and not-found pages; never server errors. */
const KEPT = new Set([200, 301, 302, 404]);

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(private readonly opts: PageCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
      // Compressed copies are a fraction of the page; counted as a quarter of it.
      sizeCalculation: (entry) =>
        Math.ceil((entry.page.html?.length ?? 0) * 1.25) + (entry.page.location?.length ?? 0) + 100,
      ttl: opts.ttlSeconds * 1000,
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  get(url: string): RenderedPage | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (entry.version !== this.opts.version()) {
      this.entries.delete(url);
      return undefined;
    }
    return entry.page;
  }

  /** Keeps `page` if it is worth keeping; the version is the one it was rendered at. */
  set(url: string, page: RenderedPage, version: number): void {
    if (this.opts.ttlSeconds <= 0 || !KEPT.has(page.status)) return;
    this.entries.set(url, { page, version });
  }
}
