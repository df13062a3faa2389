/**
 * Sanitising of HTML that comes from the server (CMS pages and blocks, product descriptions,
 * store descriptions) before React renders it. DOMPurify runs on the browser's window, or on
 * a jsdom window during server rendering (see dom-window.ts); the configuration is the same,
 * so both sides produce the same markup and hydration matches.
 *
 * Kept: the markup Page Builder writes (data-* and style attributes, ids, classes, roles,
 * link targets), video/source, and iframes whose address is a YouTube or Vimeo player.
 * Removed: scripts, event handlers, javascript:/vbscript:/data: URLs on links, forms,
 * style/link/meta/base elements, other iframes, style attributes carrying script
 * (expression(), javascript: urls, behaviours, bindings), and ids and names the app uses itself
 * (reserved-ids.ts: content must not shadow the boot block).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { getDomWindow, type DomWindow } from './dom-window.ts';
import { isReservedId } from './reserved-ids.ts';
import { isAllowedIframeSrc, isSafeMediaUrl, isUnsafeStyle, SANITIZE_CONFIG } from './sanitize-rules.ts';

export {
  IFRAME_HOSTS,
  isAllowedIframeSrc,
  isSafeMediaUrl,
  isUnsafeStyle,
  SANITIZE_CONFIG,
} from './sanitize-rules.ts';

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
    // Content must not shadow the app's own elements (the boot block above all): reserved-ids.ts.
    if ((data.attrName === 'id' || data.attrName === 'name') && isReservedId(data.attrValue)) {
      data.keepAttr = false;
    }
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
