/**
 * The request's parameters before mercurius sees them. Mercurius takes a `query` that is not a
 * string, or text that parses as JSON, for a ready-made document (and crashes validating
 * `{"query": 1}` or `{}`), and for a GET it looks
 * up the operation to refuse mutations without checking there is one (an unknown `operationName`,
 * or several operations and no name, crash it), and graphql-js asserts that variables are an
 * object (`variables="x"` failed as an internal error). All are the client's mistakes: Magento's
 * `graphql-input` answer, with graphql-js's own wording.
 */
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

export interface RequestShapeOptions {
  maxTokens: number;
}

/** What JSON text can start with; a GraphQL document starting otherwise is not tried (a throw costs). */
const JSON_START = /^\s*(?:[[{"\d-]|true\b|false\b|null\b)/;

/** JSON text parsed (a GET's variables); undefined when it is not JSON (GraphQL fails at once). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (!JSON_START.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isVariablesObject(value: unknown): boolean {
  return value == null || (typeof value === 'object' && !Array.isArray(value));
}

export class RequestShape {
  /** Parsed GET documents by text; texts are bounded by GRAPHQL_MAX_QUERY_BYTES. */
  private readonly documents = new LRUCache<string, { document: DocumentNode | null }>({ max: 256 });

  constructor(private readonly opts: RequestShapeOptions) {}

  /** The error message for a malformed request, or null when mercurius can take it. */
  check(method: string, params: object | null | undefined): string | null {
    if (!params || typeof params !== 'object') return null;
    const { query, operationName, variables } = params as {
      query?: unknown;
      operationName?: unknown;
      variables?: unknown;
    };
    if (query !== undefined && typeof query !== 'string') return 'The "query" parameter must be a string.';
    if (operationName != null && typeof operationName !== 'string')
      return 'The "operationName" parameter must be a string.';
    // Mercurius reads text that is not GraphQL but parses as JSON as a ready-made document.
    if (typeof query === 'string' && parsedJson(query) !== undefined)
      return 'Syntax Error: the query is JSON, not a GraphQL document.';
    if (!isVariablesObject(method === 'GET' ? parsedJson(variables) : variables))
      return 'The "variables" parameter must be an object.';
    if (method !== 'GET' || typeof query !== 'string') return null;
    const document = this.parsed(query);
    // A syntax error is mercurius' to report.
    if (!document || getOperationAST(document, operationName as string | undefined)) return null;
    return operationName
      ? `Unknown operation named "${operationName as string}".`
      : 'Must provide operation name if query contains multiple operations.';
  }

  private parsed(query: string): DocumentNode | null {
    let kept = this.documents.get(query);
    if (!kept) {
      try {
        kept = { document: parse(query, { maxTokens: this.opts.maxTokens }) };
      } catch {
        kept = { document: null };
      }
      this.documents.set(query, kept);
    }
    return kept.document;
  }
}
