/**
 * Where media originals live: a small interface over keys in Magento's pub/media layout
 * ("catalog/product/a/b/name.png", "wysiwyg/home/banner.jpg"), so an object store can replace
 * the local disk later. Keys are relative, '/'-separated and already validated (media-path.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  size: number;
  /** Last modification in milliseconds: with size, what tells one version of a file from the next. */
  mtimeMs: number;
}

export interface MediaStorage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, body: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  stat(key: string): Promise<StoredFile | null>;
}

function missing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Originals as plain files under one directory (DATA_DIR/media): a retailer can drop photos in. */
export class LocalDiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; refuses any key that would leave the root. */
  fileFor(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Media key outside the storage: ${key}`);
    return file;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileFor(key));
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  /** Writes atomically (temporary file, then rename): a reader never sees half a picture. */
  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileFor(key);
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch (e) {
      await unlink(tmp).catch(() => undefined);
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const s = await stat(this.fileFor(key));
      return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null;
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }
}

/** The originals of a data directory: DATA_DIR/media (the server and `seed --images` share it). */
export function dataDirStorage(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(path.join(path.resolve(dataDir), 'media'));
}
