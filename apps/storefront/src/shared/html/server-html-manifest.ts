/**
 * Server only (imported by entry-server): installs the sanitiser and collects, per render, the HTML
 * manifest the page sends to the browser (see clean-html.ts). Renders of concurrent requests
 * interleave, so each one's manifest is found through AsyncLocalStorage, which follows React's
 * server rendering through its scheduled work and the data it waits for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installSanitizer, setSanitizeLog, type HtmlManifest } from './clean-html.ts';
import { sanitizeHtml } from './sanitize.ts';

const currentManifest = new AsyncLocalStorage<HtmlManifest>();

/** Makes the sanitiser answer synchronously and log each result into the current render's manifest. */
export function installServerSanitizer(): void {
  installSanitizer(sanitizeHtml);
  setSanitizeLog((key, clean) => {
    const manifest = currentManifest.getStore();
    if (manifest) manifest[key] = clean;
  });
}

/** Runs a render; its result and the sanitised markup of every HTML it rendered. */
export async function withHtmlManifest<T>(
  render: () => Promise<T>,
): Promise<{ result: T; manifest: HtmlManifest }> {
  const manifest: HtmlManifest = {};
  const result = await currentManifest.run(manifest, render);
  return { result, manifest };
}
