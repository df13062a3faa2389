/**
 * Serves /media/ requests independently of the HTTP framework: maps the path to a stored
 * original (asking the image source to make it when the storage misses), reduces the query to a
 * snapped variant, and answers from the variant cache or a resize inside the bounded work queue.
 * A path that names no original is a 404 before any work is done or anything is written.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { NO_IMAGE_SOURCE, type ImageSource } from './image-source.ts';
import { keyExtension, mediaKeyFromUrlPath } from './media-path.ts';
import type { MediaStorage, StoredFile } from './storage.ts';
import {
  CONTENT_TYPES,
  ImageParamError,
  parseImageParams,
  renderVariant,
  variantKey,
  variantSpec,
} from './transform.ts';
import { VariantCache, cacheKey } from './variant-cache.ts';
import { WorkQueue, WorkQueueFullError } from './work-queue.ts';

/**
 * Not immutable: a photo dropped over an original keeps its URL, so browsers keep a variant for
 * a day and then revalidate it by its ETag (which changes with the original) while showing it.
 */
export const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const ERROR_CACHE_CONTROL = 'no-store';
/** A stored SVG is shown as an image; opened directly, it may run nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface MediaRequest {
  /** URL path as received, percent-encoded, without the query string. */
  rawPath: string;
  query: Record<string, unknown>;
  accept?: string;
  ifNoneMatch?: string;
}

export type MediaResponse =
  | {
      status: 200;
      body: Buffer;
      headers: Record<string, string>;
      cache: 'disk' | 'render' | 'shared' | 'original';
    }
  | { status: 304; headers: Record<string, string> }
  | { status: 400 | 404 | 500 | 503; json: { message: string }; headers: Record<string, string> };

export interface MediaServiceOptions {
  storage: MediaStorage;
  /** Makes originals the storage does not hold yet (the seed's demo painter); none by default. */
  source?: ImageSource;
  /** Directory of resized variants (DATA_DIR/media-cache). */
  cacheDir: string;
  /** Byte budget of the variant cache; 0 keeps nothing on disk. */
  cacheMaxBytes: number;
  /** Resizes (and paintings) running at once per process. */
  concurrency: number;
  /** Further jobs that may wait; beyond that requests get 503. */
  maxQueued: number;
  /** Seconds a client is told to wait when the queue is full. */
  retryAfterSeconds?: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Directory names of variant caches of earlier layouts, removed at start. */
const LEGACY_CACHE_DIR = /^r[0-9a-f]{12}$/;
const VARIANTS_DIR = 'variants';

export class MediaService {
  readonly cache: VariantCache;
  readonly queue: WorkQueue;
  private readonly storage: MediaStorage;
  private readonly source: ImageSource;
  private readonly log: MediaServiceOptions['log'];
  private readonly cacheRoot: string;
  private readonly retryAfter: string;
  /** Originals being made now: concurrent first requests make each once. */
  private readonly making = new Map<string, Promise<StoredFile | null>>();

  constructor(opts: MediaServiceOptions) {
    this.storage = opts.storage;
    this.source = opts.source ?? NO_IMAGE_SOURCE;
    this.log = opts.log;
    this.cacheRoot = path.resolve(opts.cacheDir);
    this.cache = new VariantCache(path.join(this.cacheRoot, VARIANTS_DIR), {
      maxBytes: opts.cacheMaxBytes,
      onWriteError: (err, file) => this.log?.warn({ err, file }, 'media cache write failed'),
    });
    this.queue = new WorkQueue(opts.concurrency, opts.maxQueued);
    this.retryAfter = String(opts.retryAfterSeconds ?? 2);
  }

  /** Adopts the variants on disk within the budget and removes caches of earlier layouts. */
  async start(): Promise<void> {
    const entries = await readdir(this.cacheRoot, { withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isDirectory() && LEGACY_CACHE_DIR.test(e.name))
        await rm(path.join(this.cacheRoot, e.name), { recursive: true, force: true }).catch(() => undefined);
    await this.cache.load();
  }

  async handle(req: MediaRequest): Promise<MediaResponse> {
    const key = mediaKeyFromUrlPath(req.rawPath);
    if (!key) return this.error(404, 'Image not found');
    let params;
    try {
      params = parseImageParams(req.query);
    } catch (e) {
      if (e instanceof ImageParamError) return this.error(400, e.message);
      throw e;
    }

    try {
      const original = (await this.storage.stat(key)) ?? (await this.makeOriginal(key));
      if (!original) return this.error(404, 'Image not found');
      if (keyExtension(key) === 'svg') return await this.serveSvg(key, original, req);

      const spec = variantSpec(params, key, req.accept);
      const hash = cacheKey([key, original.size, original.mtimeMs, variantKey(spec)]);
      const etag = `"${hash}"`;
      const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL, etag };
      if (spec.varyAccept) headers.vary = 'Accept';
      if (etagMatches(req.ifNoneMatch, etag)) return { status: 304, headers };

      const ext = spec.format === 'jpeg' ? 'jpg' : spec.format;
      const res = await this.cache.get(hash, ext, () =>
        this.queue.run(async () => {
          const bytes = await this.storage.get(key);
          if (!bytes) throw new Error(`Original ${key} vanished`);
          return renderVariant(bytes, spec);
        }),
      );
      headers['content-type'] = CONTENT_TYPES[spec.format];
      headers['content-length'] = String(res.body.length);
      headers['x-media-cache'] = res.source;
      return { status: 200, body: res.body, headers, cache: res.source };
    } catch (err) {
      if (err instanceof WorkQueueFullError)
        return {
          status: 503,
          json: { message: 'Too many images are being prepared, try again shortly' },
          headers: { 'cache-control': ERROR_CACHE_CONTROL, 'retry-after': this.retryAfter },
        };
      this.log?.error({ err, path: req.rawPath }, 'media render failed');
      return this.error(500, 'Image rendering failed');
    }
  }

  /** Asks the image source for an original the storage misses, stores it, and returns its stat. */
  private async makeOriginal(key: string): Promise<StoredFile | null> {
    const running = this.making.get(key);
    if (running) return running;
    const job = (async () => {
      const make = await this.source.lookup(key);
      if (!make) return null;
      const body = await this.queue.run(make);
      // A file put meanwhile (a retailer's photo) wins over the painted one.
      const now = await this.storage.stat(key);
      if (now) return now;
      await this.storage.put(key, body);
      return this.storage.stat(key);
    })();
    this.making.set(key, job);
    try {
      return await job;
    } finally {
      this.making.delete(key);
    }
  }

  private async serveSvg(key: string, original: StoredFile, req: MediaRequest): Promise<MediaResponse> {
    const etag = `"${cacheKey([key, original.size, original.mtimeMs])}"`;
    const headers: Record<string, string> = {
      'cache-control': CACHE_CONTROL,
      etag,
      'content-security-policy': SVG_CSP,
    };
    if (etagMatches(req.ifNoneMatch, etag)) return { status: 304, headers };
    const body = await this.storage.get(key);
    if (!body) return this.error(404, 'Image not found');
    headers['content-type'] = `${CONTENT_TYPES.svg}; charset=utf-8`;
    headers['content-length'] = String(body.length);
    headers['x-media-cache'] = 'original';
    return { status: 200, body, headers, cache: 'original' };
  }

  private error(status: 400 | 404 | 500, message: string): MediaResponse {
    return { status, json: { message }, headers: { 'cache-control': ERROR_CACHE_CONTROL } };
  }
}
