/**
 * Disk cache of rendered images: <dir>/<k0k1>/<key>.<ext>, keyed by a hash of everything that
 * changes the bytes. Files are written atomically (temporary file, then rename), identical
 * concurrent requests render once, and a failed render is never stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CacheResult {
  body: Buffer;
  /** 'disk': read from the cache; 'render': rendered now; 'shared': joined a render in progress. */
  source: 'disk' | 'render' | 'shared';
}

export interface MediaCacheOptions {
  /** Called when a rendered image could not be written (the response is still served). */
  onWriteError?: (err: unknown, file: string) => void;
}

/** A stable hash of the parts that identify a cached image. */
export function cacheKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

export class MediaCache {
  readonly dir: string;
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private readonly opts: MediaCacheOptions;

  constructor(dir: string, opts: MediaCacheOptions = {}) {
    this.dir = path.resolve(dir);
    this.opts = opts;
  }

  /** Where the image with this key and extension is stored. */
  fileFor(key: string, ext: string): string {
    if (!/^[0-9a-f]{8,64}$/.test(key) || !/^[a-z0-9]{1,5}$/.test(ext)) throw new Error('Invalid cache key');
    return path.join(this.dir, key.slice(0, 2), `${key}.${ext}`);
  }

  /** Number of renders in progress (for tests and metrics). */
  get pending(): number {
    return this.inflight.size;
  }

  /**
   * Returns the cached image, or renders, stores and returns it. Concurrent calls for the same
   * key share one render. Errors from render propagate and leave nothing behind.
   */
  async get(key: string, ext: string, render: () => Promise<Buffer>): Promise<CacheResult> {
    const file = this.fileFor(key, ext);
    const id = `${key}.${ext}`;
    const running = this.inflight.get(id);
    if (running) return { body: await running, source: 'shared' };

    const cached = await readFile(file).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null;
      throw e;
    });
    if (cached && cached.length > 0) return { body: cached, source: 'disk' };

    // Another request may have started the render while we were reading the disk.
    const again = this.inflight.get(id);
    if (again) return { body: await again, source: 'shared' };

    const job = (async () => {
      const body = await render();
      await this.store(file, body);
      return body;
    })();
    this.inflight.set(id, job);
    try {
      return { body: await job, source: 'render' };
    } finally {
      this.inflight.delete(id);
    }
  }

  private async store(file: string, body: Buffer): Promise<void> {
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch (e) {
      await unlink(tmp).catch(() => undefined);
      this.opts.onWriteError?.(e, file);
    }
  }
}
