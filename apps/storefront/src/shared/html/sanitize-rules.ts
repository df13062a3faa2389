/**
 * The rules of the HTML sanitiser (see sanitize.ts) that do not need DOMPurify: its configuration and
 * the URL and style checks, which the Page Builder parser and the video player use as well. Kept apart
 * so those modules do not pull DOMPurify into the first load of a page.
 */
import type { Config } from 'dompurify';

/** Hosts whose players may be embedded (https only, or protocol-relative). */
export const IFRAME_HOSTS: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'vimeo.com',
  'www.vimeo.com',
]);

export const SANITIZE_CONFIG: Config = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: [
    'target',
    'allow',
    'allowfullscreen',
    'frameborder',
    'scrolling',
    'autoplay',
    'muted',
    'loop',
    'playsinline',
    'controls',
    'poster',
    'preload',
  ],
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'frame',
    'frameset',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'ping'],
  ALLOW_DATA_ATTR: true,
  FORCE_BODY: true,
};

/** Decodes CSS escapes and drops comments, so obfuscated script in a style is still seen. */
function normalizeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

const UNSAFE_CSS =
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behaviou?r\s*:|@import|url\s*\(\s*['"]?\s*data\s*:\s*(?!image\/(?:png|jpe?g|gif|webp|avif))/;

/** True when a style attribute value could run script in some browser. */
export function isUnsafeStyle(value: string): boolean {
  return UNSAFE_CSS.test(normalizeCss(value));
}

/** True for an https:// or protocol-relative URL of a YouTube or Vimeo player. */
export function isAllowedIframeSrc(src: string | null | undefined): boolean {
  const value = src?.trim() ?? '';
  if (!/^(?:https:)?\/\//i.test(value)) return false;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' && IFRAME_HOSTS.has(url.hostname.toLowerCase()) && !url.username;
  } catch {
    return false;
  }
}

/** A src for img/video/source: http(s), relative, or (images only) a data:image URL; no other scheme. */
export function isSafeMediaUrl(url: string | null | undefined, allowDataImage = false): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:').
  const value = Array.from(url ?? '')
    .filter((c) => c.charCodeAt(0) > 0x20 && c !== '\u00a0')
    .join('');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'http' || scheme === 'https') return true;
  return allowDataImage && /^data:image\/(?:png|jpe?g|gif|webp|avif);/i.test(value);
}
