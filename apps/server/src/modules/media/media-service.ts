/**
 * Serves /media/ requests independently of the HTTP framework: resolves the path to a product
 * image (drawn from product_image.spec) or a content image (drawn from the path), plans the
 * output from the query, and answers from the disk cache or a fresh render.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/connection.ts';
import { MediaCache, cacheKey } from './cache.ts';
import { contentSize, drawContentSvg } from './draw-content.ts';
import { PRODUCT_KINDS, PRODUCT_SOURCE, drawProductSvg } from './draw-product.ts';
import { RENDER_VERSION } from './render-version.ts';
import {
  CONTENT_TYPES,
  ImageParamError,
  parseImageParams,
  planKey,
  planOutput,
  renderSvg,
  type OutputPlan,
} from './transform.ts';

export const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const ERROR_CACHE_CONTROL = 'no-store';

const IMAGE_EXT = /\.(jpe?g|png|webp|svg)$/i;

export type MediaSource =
  | { type: 'product'; file: string }
  | { type: 'placeholder'; file: string }
  | { type: 'content'; path: string };

/**
 * Maps a raw (still percent-encoded) URL path under /media/ to what it shows, or null when the
 * path is not a servable image: traversal in any spelling, control characters, hidden files,
 * empty segments, or an extension other than .jpg/.jpeg/.png/.webp/.svg.
 */
export function resolveMediaPath(rawPath: string): MediaSource | null {
  if (!rawPath.startsWith('/media/') || rawPath.length > 1024) return null;
  // Encoded dots, slashes, backslashes and NULs never appear in legitimate media paths.
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  const rel = decoded.slice('/media/'.length);
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  if (!IMAGE_EXT.test(rel)) return null;
  if (segments[0] === 'catalog' && segments[1] === 'product') {
    let rest = segments.slice(2);
    // Magento's resized-image cache: /media/catalog/product/cache/<hash>/w/o/file.png
    if (rest[0] === 'cache' && rest.length > 2) rest = rest.slice(2);
    if (!rest.length) return null;
    // Magento's product placeholder images (/media/catalog/product/placeholder/...)
    if (rest[0] === 'placeholder') return { type: 'placeholder', file: `/${rest.join('/')}` };
    return { type: 'product', file: `/${rest.join('/')}` };
  }
  return { type: 'content', path: rel };
}

/** JSON with sorted keys, so equal specs give equal cache keys. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

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

export interface MediaRequest {
  /** URL path as received, percent-encoded, without the query string. */
  rawPath: string;
  query: Record<string, unknown>;
  accept?: string;
  ifNoneMatch?: string;
}

export type MediaResponse =
  | { status: 200; body: Buffer; headers: Record<string, string>; cache: 'disk' | 'render' | 'shared' }
  | { status: 304; headers: Record<string, string> }
  | { status: 400 | 404 | 500; json: { message: string }; headers: Record<string, string> };

export interface MediaServiceOptions {
  db: Queryable;
  dataDir: string;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export class MediaService {
  readonly cache: MediaCache;
  private readonly db: Queryable;
  private readonly log: MediaServiceOptions['log'];
  private readonly root: string;

  constructor(opts: MediaServiceOptions) {
    this.db = opts.db;
    this.log = opts.log;
    this.root = path.join(path.resolve(opts.dataDir), 'media-cache');
    this.cache = new MediaCache(path.join(this.root, RENDER_VERSION), {
      onWriteError: (err, file) => this.log?.warn({ err, file }, 'media cache write failed'),
    });
  }

  /** Removes cache directories of other generator versions (best effort). */
  async pruneOldVersions(): Promise<void> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isDirectory() && /^r[0-9a-f]{12}$/.test(e.name) && e.name !== RENDER_VERSION)
        await rm(path.join(this.root, e.name), { recursive: true, force: true }).catch(() => undefined);
  }

  async handle(req: MediaRequest): Promise<MediaResponse> {
    const source = resolveMediaPath(req.rawPath);
    if (!source) return this.error(404, 'Image not found');
    let params;
    try {
      params = parseImageParams(req.query);
    } catch (e) {
      if (e instanceof ImageParamError) return this.error(400, e.message);
      throw e;
    }

    let spec: unknown = null;
    let file: string;
    let natural: { width: number; height: number };
    let identity: string;
    if (source.type === 'product') {
      const rows = await this.db.query<{ spec: unknown }>('SELECT spec FROM product_image WHERE file = $1', [
        source.file,
      ]);
      const row = rows[0];
      if (!row) return this.error(404, 'Image not found');
      spec = row.spec;
      if (typeof spec === 'string') {
        try {
          spec = JSON.parse(spec);
        } catch {
          spec = null;
        }
      }
      if (!spec || typeof spec !== 'object') spec = specFromFile(source.file);
      // The seed names files <section>-<kind>-<code>_<n>: the section picks the model's figure.
      const section = /\/(women|men)-[^/]*$/.exec(source.file)?.[1];
      if (section && !(spec as Record<string, unknown>).gender)
        spec = { ...(spec as object), gender: section };
      file = source.file;
      natural = PRODUCT_SOURCE;
      identity = `p:${source.file}:${stableJson(spec)}`;
    } else if (source.type === 'placeholder') {
      spec = {
        kind: 'placeholder',
        color: '#d9d6d0',
        accent: '#bdb8b0',
        background: '#f4f3f1',
        seed: 'placeholder',
      };
      file = source.file;
      natural = PRODUCT_SOURCE;
      identity = `ph:${source.file}`;
    } else {
      file = source.path;
      natural = contentSize(source.path);
      identity = `c:${source.path}`;
    }

    const plan = planOutput(params, natural, file, req.accept);
    const key = cacheKey([RENDER_VERSION, identity, planKey(plan)]);
    const etag = `"${key}"`;
    const headers: Record<string, string> = { 'cache-control': CACHE_CONTROL, etag };
    if (plan.varyAccept) headers.vary = 'Accept';
    if (etagMatches(req.ifNoneMatch, etag)) return { status: 304, headers };

    const ext = plan.format === 'jpeg' ? 'jpg' : plan.format;
    try {
      const res = await this.cache.get(key, ext, () => this.render(source, spec, plan));
      headers['content-type'] = CONTENT_TYPES[plan.format] + (plan.format === 'svg' ? '; charset=utf-8' : '');
      headers['content-length'] = String(res.body.length);
      headers['x-media-cache'] = res.source;
      return { status: 200, body: res.body, headers, cache: res.source };
    } catch (err) {
      this.log?.error({ err, path: req.rawPath }, 'media render failed');
      return this.error(500, 'Image rendering failed');
    }
  }

  private async render(source: MediaSource, spec: unknown, plan: OutputPlan): Promise<Buffer> {
    const svg =
      source.type !== 'content'
        ? drawProductSvg(spec as Record<string, unknown>, plan.width, plan.height, { fit: plan.mode })
        : drawContentSvg(source.path, plan.width, plan.height, { fit: plan.mode });
    return renderSvg(svg, plan);
  }

  private error(status: 400 | 404 | 500, message: string): MediaResponse {
    return { status, json: { message }, headers: { 'cache-control': ERROR_CACHE_CONTROL } };
  }
}
