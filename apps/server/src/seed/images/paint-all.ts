/**
 * `seed --images`: paints every original the seeded data references into the storage ahead of
 * time (what the server would otherwise paint on first request). Originals already stored (a
 * retailer's photo, or an earlier run) are kept.
 */
import pLimit from 'p-limit';
import type { Queryable } from '../../db/connection.ts';
import type { MediaStorage } from '../../modules/media/storage.ts';
import { DemoImageSource } from './demo-image-source.ts';
import { PLACEHOLDER_KEYS, PRODUCT_PREFIX, referencedContentKeys } from './referenced-media.ts';

export interface PaintResult {
  total: number;
  painted: number;
  kept: number;
  bytes: number;
  ms: number;
}

/** Every key the demo painter can make for this database, products first. */
export async function referencedKeys(db: Queryable): Promise<string[]> {
  const files = await db.query<{ file: string }>('SELECT file FROM product_image ORDER BY file');
  const content = [...(await referencedContentKeys(db))].sort();
  return [...PLACEHOLDER_KEYS, ...files.map((r) => `${PRODUCT_PREFIX}${r.file}`), ...content];
}

export async function paintReferencedImages(
  db: Queryable,
  storage: MediaStorage,
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<PaintResult> {
  const started = performance.now();
  const source = new DemoImageSource(db);
  const keys = await referencedKeys(db);
  const limit = pLimit(Math.max(1, opts.concurrency ?? 2));
  let done = 0;
  let painted = 0;
  let bytes = 0;
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        if (!(await storage.exists(key))) {
          const make = await source.lookup(key);
          if (!make) throw new Error(`No demo painting for ${key}`);
          const body = await make();
          await storage.put(key, body);
          painted++;
          bytes += body.length;
        }
        opts.onProgress?.(++done, keys.length);
      }),
    ),
  );
  return {
    total: keys.length,
    painted,
    kept: keys.length - painted,
    bytes,
    ms: performance.now() - started,
  };
}
