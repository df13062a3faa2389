/**
 * Sanitising of HTML that comes from the server (CMS pages and blocks, product descriptions,
 * store descriptions) before React renders it. DOMPurify runs on the browser's window, or on
 * a jsdom window during server rendering (see dom-window.ts); the configuration is the same,
 * so both sides produce the same markup and hydration matches.
 *
 * Kept: the markup Page Builder writes (data-* and style attributes, ids, classes, roles,
 * link targets), video/source, and iframes whose address is a YouTube or Vimeo player.
 * Removed: scripts, event handlers, javascript:/vbscript:/data: URLs on links, forms,
 * style/link/meta/base elements, other iframes, and style attributes carrying script
 * (expression(), javascript: urls, behaviours, bindings).
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { getDomWindow, type DomWindow } from './dom-window.ts';

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

/** A DOMPurify instance on a window, with the storefront's configuration and hooks. */
export function createSanitizer(win: DomWindow): DOMPurify {
  const purify = createDOMPurify(win);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe') {
      const element = node as Element;
      if (!isAllowedIframeSrc(element.getAttribute('src'))) element.parentNode?.removeChild(element);
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && isUnsafeStyle(data.attrValue)) data.keepAttr = false;
    const tag = (node as Element).nodeName.toLowerCase();
    const isMediaUrl = data.attrName === 'src' || data.attrName === 'poster' || data.attrName === 'srcset';
    if (isMediaUrl && tag !== 'iframe' && !isSafeMediaUrl(data.attrValue, tag === 'img')) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName === 'A' || element.nodeName === 'AREA') {
      const target = element.getAttribute('target');
      if (target && target.trim() !== '' && target !== '_self') {
        element.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

let sanitizer: DOMPurify | null = null;
let sanitizerWindow: DomWindow | null = null;

function getSanitizer(): DOMPurify {
  const win = getDomWindow();
  if (!sanitizer || sanitizerWindow !== win) {
    sanitizer = createSanitizer(win);
    sanitizerWindow = win;
  }
  return sanitizer;
}

/** Sanitised HTML, safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return getSanitizer().sanitize(html, SANITIZE_CONFIG) as string;
}

/** Sanitised HTML as the <body> element of a document of the sanitiser's window (for parsing). */
export function sanitizeHtmlToBody(html: string): HTMLElement {
  return getSanitizer().sanitize(html ?? '', { ...SANITIZE_CONFIG, RETURN_DOM: true }) as HTMLElement;
}
