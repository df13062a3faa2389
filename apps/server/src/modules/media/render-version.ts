/**
 * A version of the image generator: a hash of the drawing code and the sharp/libvips versions.
 * It is part of every cache key (and names the cache directory), so changing a drawing never
 * serves stale pictures from the disk cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SOURCES = /^(draw-|paint-|figure|svg-kit|transform).*\.ts$/;

function compute(): string {
  const h = createHash('sha256');
  h.update(
    JSON.stringify({ sharp: sharp.versions.sharp, vips: sharp.versions.vips, rsvg: sharp.versions.rsvg }),
  );
  try {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    for (const f of readdirSync(dir)
      .filter((f) => SOURCES.test(f) && !f.endsWith('.test.ts'))
      .sort())
      h.update(f).update(readFileSync(path.join(dir, f)));
  } catch {
    h.update('static');
  }
  return `r${h.digest('hex').slice(0, 12)}`;
}

export const RENDER_VERSION = compute();
