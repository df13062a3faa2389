/**
 * Sanitised HTML for rendering, without DOMPurify in the first load of a page.
 *
 * - Server: entry-server installs the sanitiser (sanitize.ts); every result is also written to the
 *   render's log (raw HTML → sanitised markup). The page carries each result once: in the answers it
 *   embeds, in place of the raw HTML (embedded-html.ts), else in the HTML manifest (raw HTML key →
 *   sanitised markup).
 * - Browser: the server's sanitised strings (trusted by exact value) and the manifest answer for the
 *   HTML the server rendered, so hydration needs no sanitiser and gets exactly the server's markup.
 *   Other HTML (arrived client-side) loads the sanitiser on demand; until it is there, the answer
 *   is null (nothing is rendered).
 *
 * Manifest entries are keyed by a hash of the raw HTML. Its values are always the server's
 * sanitised output, so even a hash collision could only show other sanitised markup, never raw HTML.
 * Trusted strings are compared whole, so only the server's own output passes unsanitised.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';

export type Sanitize = (html: string) => string;
/** Sanitised markup by htmlKey(raw HTML). */
export type HtmlManifest = Record<string, string>;

let sanitize: Sanitize | null = null;
let loading: Promise<void> | null = null;
let log: ((html: string, clean: string) => void) | null = null;
const known = new Map<string, string>();
const trusted = new Set<string>();
const listeners = new Set<() => void>();

/** A short key of a string: its length and a 53-bit hash (cyrb53). */
export function htmlKey(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${html.length.toString(36)}.${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** Makes `fn` the sanitiser (the server at start-up, the browser once the chunk has loaded). */
export function installSanitizer(fn: Sanitize | null): void {
  sanitize = fn;
  for (const listener of listeners) listener();
}

/** Server: where each sanitised result goes (the current render's log), or null. */
export function setSanitizeLog(fn: ((html: string, clean: string) => void) | null): void {
  log = fn;
}

/** Browser: the server's manifest, read before hydrating. */
export function adoptHtmlManifest(manifest: HtmlManifest | null | undefined): void {
  for (const [key, clean] of Object.entries(manifest ?? {})) known.set(key, clean);
}

/** Browser: markup the server sanitised and embedded in place of the raw HTML; it renders as it is. */
export function trustSanitizedHtml(strings: Iterable<string>): void {
  for (const clean of strings) trusted.add(clean);
}

/** Tests: forget the manifest and the sanitiser. */
export function resetCleanHtml(): void {
  known.clear();
  trusted.clear();
  sanitize = null;
  loading = null;
  log = null;
}

/** Sanitised markup now: from the manifest or the installed sanitiser; null when neither can answer. */
export function cleanHtmlNow(html: string): string | null {
  if (html === '' || trusted.has(html)) return html;
  if (known.size > 0) {
    const fromServer = known.get(htmlKey(html));
    if (fromServer !== undefined) return fromServer;
  }
  if (!sanitize) return null;
  const clean = sanitize(html);
  log?.(html, clean);
  return clean;
}

/** Loads the browser's sanitiser (once; again after a failure). */
export function loadSanitizer(): Promise<void> {
  loading ??= import('./sanitize.ts').then(
    (m) => installSanitizer(m.sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasSanitizer = () => sanitize !== null;

/** Sanitised markup of `html`, or null while the sanitiser it needs is loading. */
export function useCleanHtml(html: string): string | null {
  // The same snapshot on both sides: hydration must not re-render every HTML block.
  const ready = useSyncExternalStore(subscribe, hasSanitizer, hasSanitizer);
  const early = useMemo(() => cleanHtmlNow(html), [html]);
  // Markup first met before the sanitiser had loaded is cleaned once it has.
  const clean = early === null && ready ? cleanHtmlNow(html) : early;
  useEffect(() => {
    if (clean === null) loadSanitizer().catch(() => undefined);
  }, [clean]);
  return clean;
}
