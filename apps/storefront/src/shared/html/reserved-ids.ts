/**
 * Ids and names the app itself looks up or owns, in one place: HTML from the server (CMS pages and
 * blocks, descriptions) must not carry them, or content could shadow the app's own elements (an
 * element with the boot block's id would hand the browser an attacker's boot data, its GraphQL
 * endpoint included). The sanitiser drops `id` and `name` attributes with these values.
 *
 * A test (reserved-ids.test.ts) checks that every constant naming such an element is listed.
 */

/** Exact ids: the boot block and the loader's handoff, the app's window global, the shell. */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  '__VITRYNA_BOOT__',
  '__VITRYNA_BOOT_ELEMENT__',
  '__VITRYNA__',
  'root',
  'main',
  'site-footer',
]);

/** The app's own prefix, and React's useId formats (`:r1:`, `«r1»`, `_r_1_`, also with R). */
const RESERVED_PATTERN = /^__vitryna|^:r[0-9a-z]+:$|^«r[0-9a-z]+»$|^_r_[0-9a-z]+_$/i;

/** True when content must not use `value` as an id or name. */
export function isReservedId(value: string): boolean {
  const trimmed = value.trim();
  return RESERVED_IDS.has(trimmed) || RESERVED_PATTERN.test(trimmed);
}
