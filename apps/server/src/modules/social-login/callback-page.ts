/**
 * The callback's small HTML page. In a popup it posts the result to the opener, with the shop's
 * exact origin as the target (a page of another origin that opened it gets nothing), then closes;
 * opened without an opener (the shop's redirect mode) it leaves the result in the tab's session
 * storage (`amsociallogin_result`, which another site cannot write, unlike an address anyone can
 * link to) and goes to the store's sign-in page (or the social accounts page after a link).
 * Its one script is allowed by its hash; the result is a JSON data block, which never runs.
 */
import { createHash } from 'node:crypto';
import type { SocialResult } from './flow.ts';

const SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('amsociallogin-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(data.payload, data.origin);
    window.close();
  } else {
    try { sessionStorage.setItem('amsociallogin_result', JSON.stringify(data.payload)); } catch (e) {}
    location.replace(data.fallback);
  }
})();`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT, 'utf8').digest('base64')}'`;

export const CALLBACK_CSP = [
  "default-src 'none'",
  `script-src ${SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `<` and friends escaped so the JSON cannot end its <script> element. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function callbackPage(opts: {
  payload: SocialResult;
  /** The shop's origin (PUBLIC_URL): the only one the result is posted to. */
  origin: string;
  /** Where a window without an opener goes: the store's sign-in or social accounts page. */
  fallback: string;
  lang: string;
}): string {
  const data = jsonForHtml({ payload: opts.payload, origin: opts.origin, fallback: opts.fallback });
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer"><title>Vitryna</title></head>
<body><script type="application/json" id="amsociallogin-result">${data}</script>
<script>${SCRIPT}</script></body></html>`;
}
