/**
 * Image query parameters (Magento/Fastly image optimisation style), snapped so that only a
 * bounded set of variants exists per original, and the resize of a stored original with sharp.
 *
 *   width | w, height | h   integers 1..2560; the width is raised to the next srcset width of the
 *                           spec (40, 80, 160, 320, 640, 960, 1280, 1600, 2560) and a height given
 *                           with it keeps the requested proportions (ratio in steps of 1/40)
 *   fit                     inside (default; keeps the aspect ratio within width x height),
 *                           cover (exact proportions, cropped), contain (background extended);
 *                           Fastly's "bounds" and "crop" are accepted as inside and cover
 *   format                  png | pjpg (progressive JPEG) | webp: the formats the spec lists
 *   auto=webp               WebP when the Accept header allows it (then Vary: Accept)
 *   quality | q             1..100, default 85, rounded to a step of 5
 * Other parameters are ignored. Nothing is enlarged: a variant is never wider than its original.
 */
import sharp from 'sharp';

export const MAX_DIMENSION = 2560;
export const DEFAULT_QUALITY = 85;
/** storefront-browsing.md: "Widths for srcset: 40, 80, 160, 320, 640, 960, 1280, 1600, 2560". */
export const SRCSET_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
const QUALITY_STEP = 5;
const RATIO_STEPS = 40;
/** Originals larger than this (in pixels) are refused rather than decoded. */
const MAX_INPUT_PIXELS = 80_000_000;

export type Fit = 'inside' | 'cover' | 'contain';
export type RequestedFormat = 'png' | 'pjpg' | 'webp';
export type OutputFormat = 'png' | 'jpeg' | 'webp';

export interface ImageParams {
  width?: number;
  height?: number;
  fit: Fit;
  format?: RequestedFormat;
  autoWebp: boolean;
  quality: number;
}

/** A request reduced to what changes the bytes, after snapping: the variant to make. */
export interface VariantSpec {
  /** The box asked for (snapped); the picture is fitted into it without enlargement. */
  width?: number;
  height?: number;
  fit: Fit;
  format: OutputFormat;
  progressive: boolean;
  quality: number;
  /** The response depends on the Accept header. */
  varyAccept: boolean;
}

export class ImageParamError extends Error {
  readonly statusCode = 400;
}

export const CONTENT_TYPES: Record<OutputFormat | 'svg', string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const FITS: Record<string, Fit> = {
  inside: 'inside',
  bounds: 'inside',
  cover: 'cover',
  crop: 'cover',
  contain: 'contain',
};
const FORMATS: Record<string, RequestedFormat> = { png: 'png', pjpg: 'pjpg', webp: 'webp' };

type Query = Record<string, unknown>;

/** One value of a query parameter (the first of its aliases present); arrays are rejected. */
function single(q: Query, names: string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const v = q[name];
    if (v === undefined) continue;
    if (Array.isArray(v)) throw new ImageParamError(`Parameter "${name}" must be given once`);
    return { name, value: String(v) };
  }
  return undefined;
}

function intParam(q: Query, names: string[], min: number, max: number): number | undefined {
  const p = single(q, names);
  if (!p) return undefined;
  const v = p.value.trim();
  if (!/^\d{1,6}$/.test(v) || Number(v) < min || Number(v) > max)
    throw new ImageParamError(
      `Parameter "${p.name}" must be an integer from ${min} to ${max}, got "${p.value.slice(0, 40)}"`,
    );
  return Number(v);
}

/** Parses and validates the query; throws ImageParamError (HTTP 400) on invalid values. */
export function parseImageParams(query: Query | undefined | null): ImageParams {
  const q = query ?? {};
  const width = intParam(q, ['width', 'w'], 1, MAX_DIMENSION);
  const height = intParam(q, ['height', 'h'], 1, MAX_DIMENSION);
  const quality = intParam(q, ['quality', 'q'], 1, 100) ?? DEFAULT_QUALITY;
  const fitP = single(q, ['fit']);
  let fit: Fit = 'inside';
  if (fitP) {
    const f = FITS[fitP.value.trim().toLowerCase()];
    if (!f)
      throw new ImageParamError(
        `Parameter "fit" must be one of cover, contain, inside, got "${fitP.value.slice(0, 40)}"`,
      );
    fit = f;
  }
  const formatP = single(q, ['format']);
  let format: RequestedFormat | undefined;
  if (formatP) {
    format = FORMATS[formatP.value.trim().toLowerCase()];
    if (!format)
      throw new ImageParamError(
        `Parameter "format" must be one of png, pjpg, webp, got "${formatP.value.slice(0, 40)}"`,
      );
  }
  const autoP = single(q, ['auto']);
  let autoWebp = false;
  if (autoP) {
    const values = autoP.value
      .toLowerCase()
      .split(',')
      .map((s) => s.trim());
    if (values.some((v) => v !== 'webp'))
      throw new ImageParamError(`Parameter "auto" supports only "webp", got "${autoP.value.slice(0, 40)}"`);
    autoWebp = true;
  }
  return {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    fit,
    ...(format ? { format } : {}),
    autoWebp,
    quality,
  };
}

/** True when the Accept header lists image/webp (explicitly, with a non-zero q). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((x) => x.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The smallest srcset width at least as wide as asked (2560 at most). */
export function snapWidth(width: number): number {
  return SRCSET_WIDTHS.find((w) => w >= width) ?? MAX_DIMENSION;
}

/** The box after snapping: the width up the srcset ladder, the height by the same factor. */
function snapBox(p: ImageParams): { width?: number; height?: number } {
  if (p.width !== undefined && p.height !== undefined) {
    const width = snapWidth(p.width);
    const ratio = Math.min(64, Math.max(1, Math.round((p.height / p.width) * RATIO_STEPS))) / RATIO_STEPS;
    const height = Math.round(width * ratio);
    // A tall box past the limit shrinks as a whole, keeping its proportions.
    if (height <= MAX_DIMENSION) return { width, height };
    return { width: Math.max(1, Math.round(MAX_DIMENSION / ratio)), height: MAX_DIMENSION };
  }
  if (p.width !== undefined) return { width: snapWidth(p.width) };
  if (p.height !== undefined) return { height: snapWidth(p.height) };
  return {};
}

/** The format of an original by its key's extension. */
function sourceFormat(key: string): OutputFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === 'png') return 'png';
  if (ext === 'webp') return 'webp';
  return 'jpeg';
}

/** Reduces a request for the original at key to the variant it gets. */
export function variantSpec(p: ImageParams, key: string, accept: string | undefined): VariantSpec {
  let format: OutputFormat;
  let progressive = false;
  if (p.autoWebp && acceptsWebp(accept)) format = 'webp';
  else if (p.format === 'pjpg') {
    format = 'jpeg';
    progressive = true;
  } else if (p.format) format = p.format;
  else format = sourceFormat(key);
  const step = Math.max(QUALITY_STEP, Math.round(p.quality / QUALITY_STEP) * QUALITY_STEP);
  const box = snapBox(p);
  return {
    ...box,
    // A fit only matters when both sides are given.
    fit: box.width !== undefined && box.height !== undefined ? p.fit : 'inside',
    format,
    progressive,
    quality: format === 'png' ? 0 : step,
    varyAccept: p.autoWebp,
  };
}

/** The parts of a variant that change the bytes, for cache keys. */
export function variantKey(v: VariantSpec): string {
  return `${v.width ?? '-'}x${v.height ?? '-'}|${v.fit}|${v.format}${v.progressive ? '-progressive' : ''}|q${v.quality}`;
}

/**
 * The output size for an original of the given natural size: the box fitted without enlarging
 * (a box larger than the picture shrinks as a whole, keeping its proportions).
 */
export function outputSize(
  v: Pick<VariantSpec, 'width' | 'height' | 'fit'>,
  natural: { width: number; height: number },
): { width: number; height: number } {
  const { width: nw, height: nh } = natural;
  const limit = Math.min(1, MAX_DIMENSION / nw, MAX_DIMENSION / nh);
  const scaled = (k: number) => ({
    width: Math.max(1, Math.round(nw * k)),
    height: Math.max(1, Math.round(nh * k)),
  });
  if (v.width === undefined && v.height === undefined) return scaled(limit);
  if (v.width === undefined) return scaled(Math.min(limit, v.height! / nh));
  if (v.height === undefined) return scaled(Math.min(limit, v.width / nw));
  const { width: bw, height: bh } = v;
  if (v.fit === 'inside') return scaled(Math.min(limit, bw / nw, bh / nh));
  // cover: the box is cut from the picture; contain: the picture is fitted into the box.
  const k = v.fit === 'cover' ? Math.min(1, nw / bw, nh / bh) : Math.min(1, 1 / Math.min(bw / nw, bh / nh));
  return { width: Math.max(1, Math.round(bw * k)), height: Math.max(1, Math.round(bh * k)) };
}

/** Resizes and encodes an original into the variant. */
export async function renderVariant(original: Buffer, v: VariantSpec): Promise<Buffer> {
  const input = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await input.metadata();
  // EXIF orientations 5-8 swap the sides.
  const swap = (meta.orientation ?? 1) >= 5;
  const natural = {
    width: (swap ? meta.height : meta.width) ?? 1,
    height: (swap ? meta.width : meta.height) ?? 1,
  };
  const size = outputSize(v, natural);
  const opaque = v.format === 'jpeg';
  let img = input.resize(size.width, size.height, {
    fit: v.fit === 'inside' ? 'fill' : v.fit,
    background: { r: 255, g: 255, b: 255, alpha: opaque ? 1 : 0 },
  });
  if (opaque) img = img.flatten({ background: '#ffffff' });
  switch (v.format) {
    case 'png':
      return img.png({ compressionLevel: 6 }).toBuffer();
    case 'jpeg':
      return img
        .jpeg({ quality: v.quality, progressive: v.progressive, chromaSubsampling: '4:2:0', mozjpeg: false })
        .toBuffer();
    case 'webp':
      return img.webp({ quality: v.quality, effort: 2 }).toBuffer();
  }
}
