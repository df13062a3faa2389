/**
 * The demo catalogue's image source: paints the original of a key the seeded data references
 * (product images from product_image.spec, content images from their path), in the format its
 * extension names. The media service stores the result, so each original is painted once.
 */
import sharp from 'sharp';
import type { Queryable } from '../../db/connection.ts';
import type { ImageSource, OriginalMaker } from '../../modules/media/image-source.ts';
import { contentSize, drawContentSvg } from './draw-content.ts';
import { PRODUCT_KINDS, PRODUCT_SOURCE, drawProductSvg } from './draw-product.ts';
import {
  PLACEHOLDER_KEY,
  PRODUCT_PREFIX,
  productImageSpec,
  referencedContentKeys,
} from './referenced-media.ts';

/** How long the set of referenced content keys is trusted before a miss reloads it. */
const CONTENT_KEYS_TTL_MS = 30_000;

const PLACEHOLDER_SPEC = {
  kind: 'placeholder',
  color: '#d9d6d0',
  accent: '#bdb8b0',
  background: '#f4f3f1',
  seed: 'placeholder',
};

/** A spec for an image row without one: the kind is guessed from the file name. */
function specFromFile(file: string): Record<string, unknown> {
  const name = file.toLowerCase();
  const kind =
    [...PRODUCT_KINDS].sort((a, b) => b.length - a.length).find((k) => name.includes(k)) ?? 'generic';
  const view = /_(\d+)\.[a-z]+$/.exec(name)?.[1];
  return {
    kind,
    seed: file,
    view: view ? ['front', 'back', 'side', 'detail', 'model'][(Number(view) - 1) % 5] : 'front',
  };
}

function parseSpec(file: string, raw: unknown): Record<string, unknown> {
  let spec = raw;
  if (typeof spec === 'string') {
    try {
      spec = JSON.parse(spec);
    } catch {
      spec = null;
    }
  }
  const out = spec && typeof spec === 'object' ? (spec as Record<string, unknown>) : specFromFile(file);
  // The seed names files <section>-<kind>-<code>_<n>: the section picks the model's figure.
  const section = /\/(women|men)-[^/]*$/.exec(file)?.[1];
  return section && !out.gender ? { ...out, gender: section } : out;
}

/** Rasterises a painted SVG into the format of the key's extension (SVG keys stay SVG). */
export async function encodePainting(svg: string, key: string): Promise<Buffer> {
  const ext = /\.([a-z]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === 'svg') return Buffer.from(svg, 'utf8');
  const img = sharp(Buffer.from(svg, 'utf8'), { density: 72 }).removeAlpha();
  if (ext === 'png') return img.png({ compressionLevel: 6 }).toBuffer();
  if (ext === 'webp') return img.webp({ quality: 90, effort: 2 }).toBuffer();
  return img.jpeg({ quality: 90, chromaSubsampling: '4:2:0' }).toBuffer();
}

export class DemoImageSource implements ImageSource {
  private contentKeys: Set<string> | null = null;
  private loadedAt = 0;
  private loading: Promise<Set<string>> | null = null;

  constructor(private readonly db: Queryable) {}

  async lookup(key: string): Promise<OriginalMaker | null> {
    if (PLACEHOLDER_KEY.test(key)) return this.paintProduct(key, PLACEHOLDER_SPEC);
    if (key.startsWith(`${PRODUCT_PREFIX}/`)) {
      const file = key.slice(PRODUCT_PREFIX.length);
      const row = await productImageSpec(this.db, file);
      return row ? this.paintProduct(key, parseSpec(file, row.spec)) : null;
    }
    if (!(await this.isReferencedContent(key))) return null;
    return async () => {
      const { width, height } = contentSize(key);
      return encodePainting(drawContentSvg(key, width, height, { fit: 'contain' }), key);
    };
  }

  private paintProduct(key: string, spec: Record<string, unknown>): OriginalMaker {
    return async () =>
      encodePainting(
        drawProductSvg(spec, PRODUCT_SOURCE.width, PRODUCT_SOURCE.height, { fit: 'contain' }),
        key,
      );
  }

  /** Content edited after start is found on a miss, at most one reload per TTL. */
  private async isReferencedContent(key: string): Promise<boolean> {
    if (this.contentKeys?.has(key)) return true;
    if (this.contentKeys && Date.now() - this.loadedAt < CONTENT_KEYS_TTL_MS) return false;
    this.loading ??= referencedContentKeys(this.db).finally(() => (this.loading = null));
    this.contentKeys = await this.loading;
    this.loadedAt = Date.now();
    return this.contentKeys.has(key);
  }
}
