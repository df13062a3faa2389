/**
 * The DOM used to sanitise and parse server-provided HTML: the page's own window in the
 * browser, and one jsdom window (created on first use, then reused) while rendering on the
 * server. jsdom is loaded with Node's require inside an `import.meta.env.SSR` branch, so it
 * never reaches the browser bundle and nothing runs at module load.
 */
export type DomWindow = Window & typeof globalThis;

let serverWindow: DomWindow | null = null;

/** A fresh jsdom window (server and tests only). */
export function createServerWindow(): DomWindow {
  const { createRequire } = process.getBuiltinModule('node:module');
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  return new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>').window as unknown as DomWindow;
}

export function getDomWindow(): DomWindow {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return window;
  if (import.meta.env.SSR) return (serverWindow ??= createServerWindow());
  throw new Error('No DOM is available to read HTML');
}

/**
 * The <body> of an inert document parsed from sanitised HTML (no scripts run, nothing loads). The
 * leading element keeps leading text and comments in the body, as DOMPurify's FORCE_BODY does.
 */
export function parseHtmlBody(sanitizedHtml: string): HTMLElement {
  const win = getDomWindow();
  const body = new win.DOMParser().parseFromString(`<remove></remove>${sanitizedHtml}`, 'text/html').body;
  body.firstChild?.remove();
  return body;
}
