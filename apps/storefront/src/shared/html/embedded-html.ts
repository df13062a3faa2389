/**
 * HTML travels once in the boot data. In the answers a page embeds, the server puts in place of
 * each raw HTML string it rendered:
 * - a token, when the page rendered it from a parsed tree (embedded-trees.ts), the tree going next
 *   to the answers;
 * - else its sanitised markup, naming where it is (per answer, a path to the string); the browser
 *   trusts exactly those strings (clean-html.ts trustSanitizedHtml), so hydration needs no sanitiser.
 * HTML sanitised during the render that no answer holds goes in the keyed manifest (clean-html.ts).
 *
 * Paths are read in the boot data itself, so a string trusted in the browser is always one the
 * server's sanitiser wrote, never a raw string from the network.
 */
import { htmlKey, type HtmlManifest } from './clean-html.ts';
import { treeToken } from './embedded-trees.ts';
import type { RenderedHtml } from './server-html-manifest.ts';

export type JsonPath = ReadonlyArray<string | number>;

export interface EmbeddedHtml {
  /** Per answer key: where its sanitised strings are (one path per distinct string of the page). */
  at: Record<string, JsonPath[]>;
  /** Sanitised markup of HTML no answer holds, by htmlKey(raw HTML). */
  manifest: HtmlManifest;
  /** Parsed trees by the token standing for them in the answers (embedded-trees.ts). */
  trees: Record<string, unknown>;
}

/**
 * `value` with strings replaced by `replace` (undefined: kept), and `onSwap` told where each
 * replaced one is. Objects and arrays are copied only along changed paths.
 */
export function swapStrings(
  value: unknown,
  replace: (text: string) => string | undefined,
  onSwap: (text: string, path: JsonPath) => void,
  path: Array<string | number> = [],
): unknown {
  if (typeof value === 'string') {
    const swapped = replace(value);
    if (swapped === undefined) return value;
    onSwap(value, [...path]);
    return swapped;
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  let copy: unknown[] | Record<string, unknown> | null = null;
  for (const [key, child] of entries) {
    path.push(key);
    const swapped = swapStrings(child, replace, onSwap, path);
    path.pop();
    if (swapped === child) continue;
    copy ??= Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) };
    (copy as Record<string | number, unknown>)[key] = swapped;
  }
  return copy ?? value;
}

/**
 * Server: the answers with the HTML they hold swapped for tokens or sanitised markup, the embedded
 * HTML, and the keys of answers holding tokens (they are not whole answers any more).
 */
export function embedRenderedHtml<T extends { data?: unknown }>(
  answers: Record<string, T>,
  rendered: RenderedHtml,
): { answers: Record<string, T>; html: EmbeddedHtml; withTokens: Set<string> } {
  const html: EmbeddedHtml = { at: {}, manifest: {}, trees: {} };
  const tokens = new Map<string, string>();
  const trusted = new Set<string>();
  const withTokens = new Set<string>();
  const out: Record<string, T> = {};
  for (const [key, answer] of Object.entries(answers)) {
    const paths: JsonPath[] = [];
    const data = swapStrings(
      answer.data,
      (text) => {
        if (rendered.trees.has(text)) {
          let token = tokens.get(text);
          if (token === undefined) {
            token = treeToken(tokens.size);
            tokens.set(text, token);
            html.trees[token] = rendered.trees.get(text);
          }
          return token;
        }
        return rendered.sanitized.get(text);
      },
      (text, path) => {
        if (tokens.has(text)) {
          withTokens.add(key);
        } else if (!trusted.has(text)) {
          // The browser trusts by value: one place per string is enough.
          trusted.add(text);
          paths.push(path);
        }
      },
    );
    out[key] = data === answer.data ? answer : { ...answer, data };
    if (paths.length > 0) html.at[key] = paths;
  }
  for (const [raw, clean] of rendered.sanitized) {
    if (!trusted.has(raw) && !tokens.has(raw)) html.manifest[htmlKey(raw)] = clean;
  }
  return { answers: out, html, withTokens };
}

/** Browser: the sanitised strings the server embedded, read from the answers at the paths it named. */
export function embeddedSanitizedHtml(
  answers: Record<string, { data?: unknown }>,
  at: EmbeddedHtml['at'],
): string[] {
  const strings: string[] = [];
  for (const [key, paths] of Object.entries(at)) {
    for (const path of paths) {
      let value: unknown = answers[key]?.data;
      for (const step of path) value = (value as Record<string | number, unknown> | null)?.[step];
      if (typeof value === 'string') strings.push(value);
    }
  }
  return strings;
}
