/**
 * Bounds on what a client may put in arguments, literal or in variables: string length (tighter
 * for `search`, which is stemmed, corrected and kept in a cache), list length, and no NUL byte
 * (PostgreSQL text cannot hold one: it would reach the database as a 500). Checked here, once for
 * every argument of every module, rather than in each resolver.
 */
import { Kind, type ValueNode } from 'graphql';

/** Longest string argument: a URL path or an identifier is far shorter. */
export const MAX_STRING_LENGTH = 2048;
/** Longest search text; Magento's own default (catalog/search/max_query_length) is 128. */
export const MAX_SEARCH_LENGTH = 256;
/** Most values in one list argument (`filter: { sku: { in: [...] } }`). */
export const MAX_LIST_LENGTH = 100;

/** Why a value is refused, or null; `search` says whether it is a search text. */
export function valueProblem(value: unknown, search: boolean): string | null {
  if (typeof value === 'string') return stringProblem(value, search);
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_LENGTH) return `A list argument may hold at most ${MAX_LIST_LENGTH} values.`;
    for (const v of value) {
      const p = valueProblem(v, false);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const p = valueProblem(v, false);
      if (p) return p;
    }
  }
  return null;
}

/** valueProblem for a literal in the document. */
export function literalProblem(node: ValueNode, search: boolean): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return stringProblem(node.value, search);
    case Kind.LIST:
      if (node.values.length > MAX_LIST_LENGTH)
        return `A list argument may hold at most ${MAX_LIST_LENGTH} values.`;
      for (const v of node.values) {
        const p = literalProblem(v, false);
        if (p) return p;
      }
      return null;
    case Kind.OBJECT:
      for (const f of node.fields) {
        const p = literalProblem(f.value, false);
        if (p) return p;
      }
      return null;
    default:
      return null;
  }
}

function stringProblem(s: string, search: boolean): string | null {
  const max = search ? MAX_SEARCH_LENGTH : MAX_STRING_LENGTH;
  if (s.length > max)
    return `${search ? 'Search text' : 'A string argument'} may be at most ${max} characters long.`;
  if (s.includes('\u0000')) return 'A string argument contains a NUL character.';
  return null;
}
