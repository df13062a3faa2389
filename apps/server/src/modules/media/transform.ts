/**
 * Image query parameters (Magento/Fastly image optimisation style) and rendering of the drawn
 * SVG into the requested raster format with sharp.
 *
 *   width | w, height | h   integers 1..2560
 *   fit                     inside (default; keeps the aspect ratio within width x height),
 *                           cover (exact size, cropped), contain (exact size, background extended);
 *                           Fastly's "bounds" and "crop" are accepted as inside and cover
 *   format                  png | pjpg (progressive JPEG) | jpg | jpeg | webp | avif
 *   auto=webp               WebP when the Accept header allows it (then Vary: Accept)
 *   quality | q             1..100, default 85
 * Other parameters are ignored.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

export const MAX_DIMENSION = 2560;
export const DEFAULT_QUALITY = 85;

export type Fit = 'inside' | 'cover' | 'contain';
export type RequestedFormat = 'png' | 'pjpg' | 'jpeg' | 'webp' | 'avif';
export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'svg';

export interface ImageParams {
  width?: number;
  height?: number;
  fit: Fit;
  format?: RequestedFormat;
  autoWebp: boolean;
  quality: number;
}

/** What will be produced: the exact pixel size, how the picture maps onto it, and the encoding. */
export interface OutputPlan {
  width: number;
  height: number;
  /** 'cover' crops the picture to the canvas, 'contain' extends its background. */
  mode: 'contain' | 'cover';
  format: OutputFormat;
  progressive: boolean;
  quality: number;
  /** The response depends on the Accept header. */
  varyAccept: boolean;
}

export class ImageParamError extends Error {
  readonly statusCode = 400;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

const FITS: Record<string, Fit> = {
  inside: 'inside',
  bounds: 'inside',
  cover: 'cover',
  crop: 'cover',
  contain: 'contain',
};
const FORMATS: Record<string, RequestedFormat> = {
  png: 'png',
  pjpg: 'pjpg',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
};

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
        `Parameter "format" must be one of png, pjpg, jpg, webp, avif, got "${formatP.value.slice(0, 40)}"`,
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

/** The format implied by the file name when the query does not ask for one. */
export function formatFromExtension(file: string): OutputFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  if (ext === 'png') return 'png';
  if (ext === 'webp') return 'webp';
  if (ext === 'svg') return 'svg';
  return 'jpeg';
}

/**
 * Decides the output for a source of the given natural size.
 * @param file the requested file name (its extension is the default format)
 * @param accept the request's Accept header
 */
export function planOutput(
  p: ImageParams,
  natural: { width: number; height: number },
  file: string,
  accept: string | undefined,
): OutputPlan {
  const aspect = natural.width / natural.height;
  let width: number;
  let height: number;
  let mode: OutputPlan['mode'] = 'contain';
  if (p.width !== undefined && p.height !== undefined) {
    if (p.fit === 'inside') {
      const s = Math.min(p.width / natural.width, p.height / natural.height);
      width = Math.min(p.width, Math.round(natural.width * s));
      height = Math.min(p.height, Math.round(natural.height * s));
    } else {
      width = p.width;
      height = p.height;
      mode = p.fit === 'cover' ? 'cover' : 'contain';
    }
  } else if (p.width !== undefined) {
    width = p.width;
    height = Math.round(p.width / aspect);
  } else if (p.height !== undefined) {
    height = p.height;
    width = Math.round(p.height * aspect);
  } else {
    width = natural.width;
    height = natural.height;
  }
  width = Math.max(1, width);
  height = Math.max(1, height);

  const source = formatFromExtension(file);
  let format: OutputFormat;
  let progressive = false;
  const varyAccept = p.autoWebp && source !== 'svg';
  if (varyAccept && acceptsWebp(accept)) format = 'webp';
  else if (p.format === 'pjpg') {
    format = 'jpeg';
    progressive = true;
  } else if (p.format) format = p.format;
  else format = source;
  const quality = format === 'png' || format === 'svg' ? 0 : p.quality;
  return { width, height, mode, format, progressive, quality, varyAccept };
}

/** The parts of a plan that change the bytes, for cache keys. */
export function planKey(plan: OutputPlan): string {
  return `${plan.width}x${plan.height}|${plan.mode}|${plan.format}${plan.progressive ? '-progressive' : ''}|q${plan.quality}`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** Limits concurrent rasterisations: each holds a full-size bitmap in memory. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const renderSlots = new Semaphore(Math.max(2, Math.min(8, availableParallelism())));

/**
 * Renders an SVG document (already sized to plan.width x plan.height) into the planned format.
 * The SVG is rasterised at its own size: nothing is upscaled.
 */
export async function renderSvg(svg: string, plan: OutputPlan): Promise<Buffer> {
  if (plan.format === 'svg') return Buffer.from(svg, 'utf8');
  return renderSlots.run(async () => {
    const img = sharp(Buffer.from(svg, 'utf8'), {
      density: 72,
      limitInputPixels: MAX_DIMENSION * MAX_DIMENSION * 4,
    }).removeAlpha();
    switch (plan.format) {
      case 'png':
        return img.png({ compressionLevel: 6 }).toBuffer();
      case 'jpeg':
        return img
          .jpeg({
            quality: plan.quality,
            progressive: plan.progressive,
            chromaSubsampling: '4:2:0',
            mozjpeg: false,
          })
          .toBuffer();
      case 'webp':
        return img.webp({ quality: plan.quality, effort: 2 }).toBuffer();
      case 'avif':
        return img.avif({ quality: Math.max(1, Math.round(plan.quality * 0.75)), effort: 2 }).toBuffer();
      default:
        throw new Error(`Unsupported output format ${plan.format}`);
    }
  });
}
