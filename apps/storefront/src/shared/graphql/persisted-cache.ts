/**
 * The client cache persisted to local storage per store code (spec section 4, "Persistence"):
 * catalogue and content answers kept between visits, so a page seen before shows at once while
 * the session policies refresh it (app/graphql/persisted-exchange.ts plugs it into urql).
 *
 * Answers are kept whole, by urql's operation key, as urql's document cache keeps them.
 *
 * Only operations named in PERSISTED_OPERATIONS are kept: nothing about a customer (cart,
 * wishlist, account) ever reaches local storage. The store is read when `ready` resolves (the end
 * of the first view: nothing is parsed while the page paints), and written at most once per
 * `flushDelayMs` and when the page is hidden. Oldest answers leave first past `maxChars`; answers
 * older than `ttlSeconds` or from another `version` read as absent.
 */
import type { BrowserStorage } from '../storage/browser-storage.ts';
import { STORAGE_KEYS, storeScopedKey } from '../storage/storage-keys.ts';

/** Catalogue and content queries: the same for every shopper of a store view. */
export const PERSISTED_OPERATIONS: ReadonlySet<string> = new Set([
  'ResolveURL',
  'getMainMenu',
  'getCategoryListing',
  'getProductListing',
  'getProductDetail',
  'getBrandList',
  'GetCmsPage',
  'GetCmsBlocks',
  'GetPageBuilderProducts',
]);

/** Bump when the stored shape changes: older stores are then ignored. */
export const CLIENT_CACHE_VERSION = 1;
/** An answer is shown from storage for a day; later the shopper waits for the network. */
export const CLIENT_CACHE_TTL_SECONDS = 24 * 60 * 60;
/** About 2 MB of UTF-16: a few dozen pages, well under the 5 MB that cart and account share. */
export const CLIENT_CACHE_MAX_CHARS = 1_000_000;
export const CLIENT_CACHE_FLUSH_DELAY_MS = 2000;

/** One kept answer: operation key, when it was received (ms), its data as JSON. */
type Entry = [key: number, receivedAt: number, data: string];

interface Snapshot {
  version: number;
  entries: Entry[];
}

export interface PersistedCacheOptions {
  storage: BrowserStorage;
  storeCode: string;
  /** Resolves when the store may be read (the browser: the end of the first view). */
  ready: Promise<void>;
  now?: () => number;
  version?: number;
  ttlSeconds?: number;
  maxChars?: number;
  flushDelayMs?: number;
  /** Where to listen for the page being hidden, to write what is pending before it may be discarded. */
  win?: Pick<Window, 'addEventListener' | 'document'>;
}

export function clientCacheKey(storeCode: string): string {
  return storeScopedKey(STORAGE_KEYS.clientCache, storeCode);
}

export class PersistedCache {
  /** Answers in the order they were received, oldest first; sizes counted in `chars`. */
  private readonly entries = new Map<number, { receivedAt: number; data: string }>();
  private chars = 0;
  private loaded = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly key: string;
  private readonly now: () => number;
  private readonly version: number;
  private readonly ttlMs: number;
  private readonly maxChars: number;
  private readonly flushDelayMs: number;

  constructor(private readonly opts: PersistedCacheOptions) {
    this.key = clientCacheKey(opts.storeCode);
    this.now = opts.now ?? Date.now;
    this.version = opts.version ?? CLIENT_CACHE_VERSION;
    this.ttlMs = (opts.ttlSeconds ?? CLIENT_CACHE_TTL_SECONDS) * 1000;
    this.maxChars = opts.maxChars ?? CLIENT_CACHE_MAX_CHARS;
    this.flushDelayMs = opts.flushDelayMs ?? CLIENT_CACHE_FLUSH_DELAY_MS;
    void opts.ready.then(() => this.load());
    const win = opts.win;
    win?.addEventListener('pagehide', () => this.flushPending());
    win?.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') this.flushPending();
    });
  }

  /** Whether the store has been read (before that, nothing is answered from it). */
  get isReady(): boolean {
    return this.loaded;
  }

  /** The kept data of operation `key`, if fresh. */
  get(key: number): unknown {
    if (!this.loaded) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.receivedAt > this.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return JSON.parse(entry.data) as unknown;
  }

  /** Keeps the answer `data` to operation `key`, if `operationName` is one kept at all. */
  record(key: number, operationName: string | null | undefined, data: unknown): void {
    if (!operationName || !PERSISTED_OPERATIONS.has(operationName) || data == null) return;
    const text = JSON.stringify(data);
    if (text.length > this.maxChars) return;
    this.put(key, { receivedAt: this.now(), data: text });
    this.evict();
    this.schedule();
  }

  /** Writes the store now. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    // Until the stored answers are read, writing would replace them with only this page's.
    if (!this.loaded) return;
    const snapshot: Snapshot = {
      version: this.version,
      entries: [...this.entries].map(([key, entry]) => [key, entry.receivedAt, entry.data]),
    };
    const ttlSeconds = Math.ceil(this.ttlMs / 1000);
    if (!this.opts.storage.setItem(this.key, snapshot, ttlSeconds)) {
      // Quota refused (cart and account data come first): better nothing than an outdated store.
      this.opts.storage.removeItem(this.key);
    }
  }

  private flushPending(): void {
    if (this.timer !== undefined) this.flush();
  }

  private schedule(): void {
    if (this.loaded && this.timer === undefined)
      this.timer = setTimeout(() => this.flush(), this.flushDelayMs);
  }

  private load(): void {
    const stored = this.opts.storage.getItem<Snapshot>(this.key);
    const now = this.now();
    if (stored?.version === this.version && Array.isArray(stored.entries)) {
      // Stored answers go first (oldest); what this page received meanwhile is newer: put again
      // after them, it replaces a stored copy of the same operation.
      const received = [...this.entries];
      this.entries.clear();
      this.chars = 0;
      for (const entry of stored.entries) {
        if (!Array.isArray(entry) || entry.length !== 3) continue;
        const [key, receivedAt, data] = entry;
        if (typeof key !== 'number' || typeof receivedAt !== 'number' || typeof data !== 'string') continue;
        if (now - receivedAt <= this.ttlMs) this.put(key, { receivedAt, data });
      }
      for (const [key, entry] of received) this.put(key, entry);
      this.evict();
    } else if (stored) {
      this.opts.storage.removeItem(this.key);
    }
    this.loaded = true;
    if (this.entries.size > 0) this.schedule();
  }

  /** Adds (or replaces, moving it last) the answer to `key`. */
  private put(key: number, entry: { receivedAt: number; data: string }): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.chars += entry.data.length;
  }

  private remove(key: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.data.length;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.remove(key);
    }
  }
}
