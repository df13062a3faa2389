/**
 * Security headers of the storefront's pages (the API's answers get theirs from the commerce
 * server's @fastify/helmet; a page sets its own Content-Security-Policy over that one).
 *
 * Inline scripts are allowed by their SHA-256 hashes rather than a nonce: the boot loader is the
 * same text for every page of a build, so a kept page (page-cache.ts) stays valid as it is, with
 * no rewriting per hit. The boot data is a JSON data block, which CSP does not govern (it never
 * runs). Style attributes are allowed (Page Builder content and React's `style` props carry them);
 * <style> elements only by hash (offline.html's; `style-src-elem`, which browsers without CSP 3
 * ignore and then allow inline styles as a whole). The public files (offline.html, sw.js: a
 * worker's fetches obey its own script's policy) are served with the same headers.
 */
import { createHash } from 'node:crypto';
import { IFRAME_HOSTS } from '../shared/html/sanitize-rules.ts';

export interface PageSecurityOptions {
  /** The site's origin (PUBLIC_URL): media URLs are absolute on it. */
  origin: string;
  /** GraphQL endpoint the browser talks to ('/graphql', or another origin's). */
  publicEndpoint: string;
  /** Other origins images and videos come from (e.g. the upstream Magento's media). */
  mediaOrigins?: readonly string[];
  /** The texts of every inline <script> a page carries. */
  inlineScripts: readonly string[];
  /** The texts of inline <style> elements of the site's static pages (offline.html). */
  inlineStyles?: readonly string[];
}

/** Video thumbnails (shared/media/video.ts) and their metadata. */
const VIDEO_IMAGE_HOSTS = ['https://img.youtube.com', 'https://i.ytimg.com', 'https://i.vimeocdn.com'];
const VIDEO_API_HOSTS = ['https://vimeo.com'];

/** 'sha256-…' source of an inline script's or style's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The contents of the <style> elements of an HTML document. */
export function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

/** The origin of an absolute http(s) URL; undefined for a relative one or anything else. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function sources(...values: Array<string | undefined>): string {
  return [...new Set(values.filter((v): v is string => Boolean(v)))].join(' ');
}

export function contentSecurityPolicy(opts: PageSecurityOptions): string {
  const site = originOf(opts.origin);
  const media = (opts.mediaOrigins ?? []).map(originOf);
  const iframes = [...IFRAME_HOSTS].map((host) => `https://${host}`);
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sources("'self'", ...[...new Set(opts.inlineScripts)].map(scriptHash)),
    'style-src': "'self' 'unsafe-inline'",
    'style-src-elem': sources("'self'", ...[...new Set(opts.inlineStyles ?? [])].map(scriptHash)),
    'img-src': sources("'self'", 'data:', 'blob:', site, ...media, ...VIDEO_IMAGE_HOSTS),
    'media-src': sources("'self'", 'blob:', site, ...media),
    'connect-src': sources("'self'", originOf(opts.publicEndpoint), ...VIDEO_API_HOSTS),
    'frame-src': sources(...iframes),
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** A year, as browsers' preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Headers every page answer carries (redirects and error pages included); HSTS when the site is https. */
export function pageSecurityHeaders(opts: PageSecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(/^https:\/\//i.test(opts.origin)
      ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
}
