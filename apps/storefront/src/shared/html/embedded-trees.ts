/**
 * HTML a page renders from a parsed tree (Page Builder content, features/cms/page-builder/parse.ts)
 * travels as that tree: in the answers the page embeds, a token stands in place of the markup, and
 * the tree the server rendered goes next to them (embedded-html.ts). The page carries neither the
 * raw nor the sanitised markup (the tree is about a third smaller), and the browser neither
 * sanitises nor parses that content while it hydrates. Trees are built from sanitised markup, so
 * their HTML parts are sanitised already. The browser reads them from the boot data when Page
 * Builder content asks (this module is not part of every page's first load).
 */
import { BOOT_GLOBAL } from '../boot-global.ts';

/** Starts every token: never the start of stored content. */
const TOKEN_PREFIX = '\u0000tree:';

let log: ((html: string, tree: unknown) => void) | null = null;

/** Server: where each parsed tree goes (the current render's log), or null. */
export function setParsedTreeLog(fn: ((html: string, tree: unknown) => void) | null): void {
  log = fn;
}

/** Server: the raw `html` was rendered from `tree`. */
export function logParsedTree(html: string, tree: unknown): void {
  log?.(html, tree);
}

/** Server: the token that stands for the page's tree number `n`. */
export function treeToken(n: number): string {
  return `${TOKEN_PREFIX}${n}`;
}

/** The embedded tree `html` stands for, when it is a token of this page's boot data. */
export function embeddedTree(html: string): unknown {
  if (!html.startsWith(TOKEN_PREFIX) || typeof window === 'undefined') return undefined;
  const boot = (
    window as unknown as Record<string, { html?: { trees?: Record<string, unknown> } } | undefined>
  )[BOOT_GLOBAL];
  return boot?.html?.trees?.[html];
}
