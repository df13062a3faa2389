/**
 * Server only (imported by entry-server): installs the sanitiser and collects, per render, the HTML
 * it rendered: each sanitised result (raw HTML → sanitised markup) and each parsed tree (raw HTML →
 * tree), which the page then carries once (embedded-html.ts). Renders of concurrent requests
 * interleave, so each one's log is found through AsyncLocalStorage, which follows React's server
 * rendering through its scheduled work and the data it waits for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installSanitizer, setSanitizeLog } from './clean-html.ts';
import { setParsedTreeLog } from './embedded-trees.ts';
import { sanitizeHtml } from './sanitize.ts';

export interface RenderedHtml {
  /** Raw HTML → its sanitised markup. */
  sanitized: Map<string, string>;
  /** Raw HTML → the tree it was rendered from. */
  trees: Map<string, unknown>;
}

const currentLog = new AsyncLocalStorage<RenderedHtml>();

/** Makes the sanitiser answer synchronously; logs each result and tree into the current render's log. */
export function installServerSanitizer(): void {
  installSanitizer(sanitizeHtml);
  setSanitizeLog((html, clean) => currentLog.getStore()?.sanitized.set(html, clean));
  setParsedTreeLog((html, tree) => currentLog.getStore()?.trees.set(html, tree));
}

/** Runs a render; its result and the HTML it rendered. */
export async function withRenderedHtml<T>(render: () => Promise<T>): Promise<{ result: T } & RenderedHtml> {
  const log: RenderedHtml = { sanitized: new Map(), trees: new Map() };
  const result = await currentLog.run(log, render);
  return { result, ...log };
}
