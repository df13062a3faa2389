/**
 * Image URLs and srcsets (spec section 7). The media server resizes on the fly from query
 * parameters: auto=webp, format (png | pjpg, the fallback when webp is not accepted), width,
 * height, fit=cover, quality; a plain `w` parameter is also understood.
 *
 * The default ratio 0.8 is width / height, i.e. a 4:5 portrait: height = width / 0.8.
 */
import { BREAKPOINT_DESKTOP_PX, BREAKPOINT_TABLET_PX } from '../constants.ts';

export const IMAGE_SRCSET_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
export const DEFAULT_IMAGE_RATIO = 0.8;
export type ImageFormat = 'webp' | 'png' | 'pjpg';
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';

export const PAGE_BUILDER_IMAGE_QUALITY = 85;
export const PAGE_BUILDER_MOBILE_MAX_WIDTH_PX = 768;
/** `media` of the <source> holding a page-builder image's mobile variant. */
export const PAGE_BUILDER_MOBILE_MEDIA = `(max-width: ${PAGE_BUILDER_MOBILE_MAX_WIDTH_PX}px)`;

export const PRODUCT_CARD_IMAGE_WIDTHS = { mobile: 344, tablet: 347, desktop: 387 } as const;
/** Mobile below 768 px, tablet below 1168 px, desktop from 1168 px. */
export const PRODUCT_CARD_IMAGE_SIZES =
  `(max-width: ${BREAKPOINT_TABLET_PX - 1}px) ${PRODUCT_CARD_IMAGE_WIDTHS.mobile}px, ` +
  `(max-width: ${BREAKPOINT_DESKTOP_PX - 1}px) ${PRODUCT_CARD_IMAGE_WIDTHS.tablet}px, ` +
  `${PRODUCT_CARD_IMAGE_WIDTHS.desktop}px`;

export const GALLERY_REQUEST_WIDTH_MOBILE = 300;
export const GALLERY_REQUEST_WIDTH_OTHER = 600;

export const SUGGESTION_IMAGE_REQUEST_WIDTH = 150;
export const SUGGESTION_IMAGE_DISPLAY = { width: 93, height: 124 } as const;

/** Which media folder a relative path lives in (Magento's layout of pub/media). */
export type MediaType = 'image-product' | 'image-category' | 'image-swatch' | 'image-wysiwyg';

const MEDIA_FOLDERS: Readonly<Record<MediaType, string>> = {
  'image-product': 'catalog/product/',
  'image-category': 'catalog/category/',
  'image-swatch': 'attribute/swatch/',
  'image-wysiwyg': '',
};

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** Resizing these would lose vector data or animation; they are used as they are. */
const NOT_RESIZED = /\.(?:svg|gif)$/i;

function splitUrl(url: string): { base: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return queryAt === -1
    ? { base: rest, query: '', hash }
    : { base: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash };
}

/** Sets query parameters on an absolute or relative URL, keeping its other parameters and hash. */
export function setQueryParams(url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const { base, query, hash } = splitUrl(url);
  // The common case (a bare media URL, plain parameters) written directly: a listing builds a few
  // hundred of these while it hydrates, and URLSearchParams would write the same text.
  if (query === '' && params.every(([key, value]) => PLAIN_PARAM.test(key) && PLAIN_PARAM.test(value))) {
    // A Map keeps a repeated key where it first came, with its last value, as search.set does.
    const serialized = [...new Map(params)].map(([key, value]) => `${key}=${value}`).join('&');
    return `${base}${serialized ? `?${serialized}` : ''}${hash}`;
  }
  const search = new URLSearchParams(query);
  for (const [key, value] of params) search.set(key, value);
  const serialized = search.toString();
  return `${base}${serialized ? `?${serialized}` : ''}${hash}`;
}

/** Keys and values URLSearchParams writes as they are. */
const PLAIN_PARAM = /^[A-Za-z0-9_.-]*$/;

/** Origin and path of a media base URL, parsed once per base (every image URL needs them). */
const mediaBases = new Map<string, { origin: string; basePath: string }>();
function splitMediaBase(base: string): { origin: string; basePath: string } {
  let split = mediaBases.get(base);
  if (!split) {
    if (ABSOLUTE_URL.test(base)) {
      const parsed = new URL(base, 'https://placeholder.invalid');
      split = {
        origin: base.startsWith('//') ? `//${parsed.host}` : parsed.origin,
        basePath: parsed.pathname,
      };
    } else {
      split = { origin: '', basePath: base };
    }
    mediaBases.set(base, split);
  }
  return split;
}

/**
 * A URL for a media path. Absolute URLs are returned unchanged. A relative path is joined to
 * the media base URL (absolute like 'https://shop/media/' or relative like '/media/'), inside
 * the folder of its type unless the path already includes that folder or the base path.
 * Without a media base URL the path is returned unchanged.
 */
export function resolveMediaUrl(path: string, mediaBaseUrl?: string | null, type?: MediaType): string {
  if (path === '' || ABSOLUTE_URL.test(path) || !mediaBaseUrl) return path;
  const base = mediaBaseUrl.endsWith('/') ? mediaBaseUrl : `${mediaBaseUrl}/`;
  const { origin, basePath } = splitMediaBase(base);
  const relative = path.replace(/^\/+/, '');
  // A path that already includes the media base path ('/media/catalog/...') only needs the origin.
  if (basePath !== '/' && `/${relative}`.startsWith(basePath)) return `${origin}/${relative}`;
  const folder = type ? MEDIA_FOLDERS[type] : '';
  return relative.startsWith(folder) ? `${base}${relative}` : `${base}${folder}${relative}`;
}

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  mediaBaseUrl?: string | null;
  type?: MediaType;
}

function fallbackFormat(url: string): 'png' | 'pjpg' {
  return /\.png$/i.test(splitUrl(url).base) ? 'png' : 'pjpg';
}

/**
 * A resized image URL. Format 'webp' (the default) asks for webp with auto=webp and names the
 * fallback format by the file type (png stays png, everything else progressive jpeg); an
 * explicit 'png' or 'pjpg' asks for that format only. fit=cover is added when both width and
 * height are given so the image is cropped to the box rather than distorted.
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  const url = resolveMediaUrl(src, options.mediaBaseUrl, options.type);
  if (!resizable(url)) return url;
  const params = formatParams(url, options.format ?? DEFAULT_IMAGE_FORMAT);
  if (options.width !== undefined) params.push(['width', String(Math.round(options.width))]);
  if (options.height !== undefined) params.push(['height', String(Math.round(options.height))]);
  if (options.width !== undefined && options.height !== undefined) params.push(['fit', 'cover']);
  if (options.quality !== undefined) params.push(['quality', String(Math.round(options.quality))]);
  return setQueryParams(url, params);
}

/** Whether the media server resizes this (resolved) URL: not empty, inline data, svg or gif. */
function resizable(url: string): boolean {
  return url !== '' && !/^(?:data|blob):/i.test(url) && !NOT_RESIZED.test(splitUrl(url).base);
}

function formatParams(url: string, format: ImageFormat): Array<[string, string]> {
  return format === 'webp'
    ? [
        ['auto', 'webp'],
        ['format', fallbackFormat(url)],
      ]
    : [['format', format]];
}

/** Height for a width at a width/height ratio (default 0.8: 320 → 400). */
export function imageHeightFor(width: number, ratio: number = DEFAULT_IMAGE_RATIO): number {
  return Math.round(width / ratio);
}

export interface SrcSetOptions extends Omit<ImageUrlOptions, 'width' | 'height'> {
  widths?: readonly number[];
  /** width / height of the crop; null keeps the image's own proportions (no height, no crop). */
  ratio?: number | null;
}

/** 'url 40w, url 80w, ...' over the standard widths, each cropped to the ratio. */
export function buildSrcSet(src: string, options: SrcSetOptions = {}): string {
  const { widths = IMAGE_SRCSET_WIDTHS, ratio = DEFAULT_IMAGE_RATIO, ...urlOptions } = options;
  const heightOf = (width: number) => (ratio === null ? undefined : imageHeightFor(width, ratio));
  const url = resolveMediaUrl(src, urlOptions.mediaBaseUrl, urlOptions.type);
  if (!resizable(url) || url.includes('?') || url.includes('#')) {
    return widths
      .map((width) => `${imageUrl(src, { ...urlOptions, width, height: heightOf(width) })} ${width}w`)
      .join(', ');
  }
  // A bare URL (every catalogue photo): the same query imageUrl writes, its fixed parts written
  // once. A listing's cards build a few hundred of these while they hydrate.
  const head = formatParams(url, urlOptions.format ?? DEFAULT_IMAGE_FORMAT)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const tail = urlOptions.quality === undefined ? '' : `&quality=${Math.round(urlOptions.quality)}`;
  return widths
    .map((width) => {
      const height = heightOf(width);
      const crop = height === undefined ? '' : `&height=${Math.round(height)}&fit=cover`;
      return `${url}?${head}&width=${Math.round(width)}${crop}${tail} ${width}w`;
    })
    .join(', ');
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** Product card image: desktop-size fallback src, the standard srcset and the card sizes. */
export function productCardImage(
  src: string,
  options: Pick<ImageUrlOptions, 'mediaBaseUrl' | 'type'> = {},
): ResponsiveImage {
  const width = PRODUCT_CARD_IMAGE_WIDTHS.desktop;
  const height = imageHeightFor(width);
  return {
    src: imageUrl(src, { ...options, width, height }),
    srcSet: buildSrcSet(src, options),
    sizes: PRODUCT_CARD_IMAGE_SIZES,
    width,
    height,
  };
}

/** The product gallery requests 300 px images on mobile and 600 px otherwise. */
export function galleryRequestWidth(isMobile: boolean): number {
  return isMobile ? GALLERY_REQUEST_WIDTH_MOBILE : GALLERY_REQUEST_WIDTH_OTHER;
}

export function galleryImageUrl(
  src: string,
  isMobile: boolean,
  options: Pick<ImageUrlOptions, 'mediaBaseUrl' | 'type'> = {},
): string {
  const width = galleryRequestWidth(isMobile);
  return imageUrl(src, { ...options, width, height: imageHeightFor(width) });
}

/** Page-builder images keep their proportions and are requested at quality 85. */
export function pageBuilderSrcSet(src: string, mediaBaseUrl?: string | null): string {
  return buildSrcSet(src, {
    mediaBaseUrl,
    type: 'image-wysiwyg',
    ratio: null,
    quality: PAGE_BUILDER_IMAGE_QUALITY,
  });
}

/** Simple resize by the `w` parameter (search suggestions ask for 150 px and show 93×124). */
export function withWidthParam(url: string, width: number): string {
  return setQueryParams(url, [['w', String(Math.round(width))]]);
}
