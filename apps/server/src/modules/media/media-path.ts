/**
 * URL paths under /media/ to storage keys in Magento's pub/media layout. Magento's resized-image
 * cache (/media/catalog/product/cache/<hash>/a/b/name.jpg) names the same original as
 * /media/catalog/product/a/b/name.jpg, so both map to one key.
 */

const IMAGE_EXT = /\.(jpe?g|png|webp|svg)$/i;
const MAX_PATH = 1024;

/**
 * The storage key of a raw (still percent-encoded) URL path, or null when the path can never
 * name a servable image: traversal in any spelling, control characters, hidden files, empty
 * segments, or an extension other than .jpg/.jpeg/.png/.webp/.svg.
 */
export function mediaKeyFromUrlPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/media/') || rawPath.length > MAX_PATH) return null;
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
  const segments = decoded.slice('/media/'.length).split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  if (!IMAGE_EXT.test(segments[segments.length - 1] ?? '')) return null;
  if (segments[0] === 'catalog' && segments[1] === 'product' && segments[2] === 'cache') {
    const rest = segments.slice(4);
    if (!rest.length) return null;
    return ['catalog', 'product', ...rest].join('/');
  }
  return segments.join('/');
}

/** The extension of a key, lower-case, 'jpeg' spelled 'jpg'. */
export function keyExtension(key: string): 'jpg' | 'png' | 'webp' | 'svg' {
  const ext = /\.([a-z]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === 'png' || ext === 'webp' || ext === 'svg') return ext;
  return 'jpg';
}

/** Product images are stored as catalog/product + the product_image.file path ('/a/b/x.png'). */
export const PRODUCT_MEDIA_PREFIX = 'catalog/product';
