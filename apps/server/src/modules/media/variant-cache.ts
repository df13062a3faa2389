/**
 * Disk cache of resized variants: <dir>/<k0k1>/<key>.<ext>, keyed by a hash of the original's
 * identity (key, size, mtime) and the variant, so a replaced original never serves old variants.
 * Files are written atomically, identical concurrent requests render once, a failed render is
 * never stored, and the files stay within a byte budget: the least recently used are deleted
 * (lru-cache keeps the order and the total; startup adopts the files already there, oldest first).
 * Each process counts its own writes: N processes sharing a directory may hold up to N budgets.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export interface CacheResult {
  body: Buffer;
  /** 'disk': read from the cache; 'render': rendered now; 'shared': joined a render in progress. */
  source: 'disk' | 'render' | 'shared';
}

export interface VariantCacheOptions {
  /** The budget for all cached files; 0 keeps nothing on disk. */
  maxBytes: number;
  /** Called when a rendered image could not be written (the response is still served). */
  onWriteError?: (err: unknown, file: string) => void;
}

/** A stable hash of the parts that identify a cached image. */
export function cacheKey(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

const FILE_NAME = /^[0-9a-f]{40}\.[a-z0-9]{1,5}$/;

export class VariantCache {
  readonly dir: string;
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private readonly opts: VariantCacheOptions;
  /** File name → its size, in least-recently-used order; evicting deletes the file. */
  private readonly index: LRUCache<string, number> | null;

  constructor(dir: string, opts: VariantCacheOptions) {
    this.dir = path.resolve(dir);
    this.opts = opts;
    this.index =
      opts.maxBytes > 0
        ? new LRUCache<string, number>({
            maxSize: opts.maxBytes,
            sizeCalculation: (size) => Math.max(1, size),
            dispose: (_size, name, reason) => {
              if (reason === 'evict' || reason === 'delete')
                void unlink(this.pathOf(name)).catch(() => undefined);
            },
          })
        : null;
  }

  /** Bytes of cached files this process knows of. */
  get bytes(): number {
    return this.index?.calculatedSize ?? 0;
  }

  /** Number of renders in progress (for tests and metrics). */
  get pending(): number {
    return this.inflight.size;
  }

  /** Where the image with this key and extension is stored. */
  fileFor(key: string, ext: string): string {
    if (!/^[0-9a-f]{40}$/.test(key) || !/^[a-z0-9]{1,5}$/.test(ext)) throw new Error('Invalid cache key');
    return this.pathOf(`${key}.${ext}`);
  }

  private pathOf(name: string): string {
    return path.join(this.dir, name.slice(0, 2), name);
  }

  /**
   * Adopts the files a previous run left, oldest first (so they are evicted first), deleting
   * what does not fit and any temporary file left by a crash.
   */
  async load(): Promise<void> {
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const sub of await readdir(this.dir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(sub)) continue;
      for (const name of await readdir(path.join(this.dir, sub)).catch(() => [] as string[])) {
        const file = path.join(this.dir, sub, name);
        const s = await stat(file).catch(() => null);
        if (!s?.isFile()) continue;
        // A temporary file older than a minute was left by a crash (a younger one may be in use).
        const stale = name.endsWith('.tmp') && Date.now() - s.mtimeMs > 60_000;
        if (stale || (FILE_NAME.test(name) && !this.index)) await unlink(file).catch(() => undefined);
        else if (FILE_NAME.test(name)) found.push({ name, size: s.size, mtimeMs: s.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of found) if (!this.index?.has(f.name)) this.index?.set(f.name, f.size);
  }

  /**
   * Returns the cached image, or renders, stores and returns it. Concurrent calls for the same
   * key share one render. Errors from render propagate and leave nothing behind.
   */
  async get(key: string, ext: string, render: () => Promise<Buffer>): Promise<CacheResult> {
    const file = this.fileFor(key, ext);
    const name = `${key}.${ext}`;
    const running = this.inflight.get(name);
    if (running) return { body: await running, source: 'shared' };

    if (this.index) {
      const cached = await readFile(file).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null;
        throw e;
      });
      if (cached && cached.length > 0) {
        // Marks it recently used (or adopts a file another process wrote).
        if (this.index.get(name) === undefined) this.index.set(name, cached.length);
        return { body: cached, source: 'disk' };
      }
    }

    // Another request may have started the render while we were reading the disk.
    const again = this.inflight.get(name);
    if (again) return { body: await again, source: 'shared' };

    const job = (async () => {
      const body = await render();
      await this.store(name, file, body);
      return body;
    })();
    this.inflight.set(name, job);
    try {
      return { body: await job, source: 'render' };
    } finally {
      this.inflight.delete(name);
    }
  }

  private async store(name: string, file: string, body: Buffer): Promise<void> {
    if (!this.index || body.length > this.opts.maxBytes) return;
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, file);
      this.index.set(name, body.length);
    } catch (e) {
      await unlink(tmp).catch(() => undefined);
      this.opts.onWriteError?.(e, file);
    }
  }
}
