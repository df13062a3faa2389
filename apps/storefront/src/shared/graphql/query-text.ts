/** Names and numbers: two of them in a row need a space between them, punctuators do not. */
const WORD = /[_A-Za-z][_0-9A-Za-z]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const PUNCTUATOR = /\.\.\.|[!$&():=@[\]{|}]/y;

/** Reads a string or block string starting at `i`; returns the index after it, or -1 if unterminated. */
function endOfString(text: string, i: number): number {
  if (text.startsWith('"""', i)) {
    for (let j = i + 3; j < text.length; j++) {
      if (text.startsWith('\\"""', j)) j += 3;
      else if (text.startsWith('"""', j)) return j + 3;
    }
    return -1;
  }
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
    else if (text[j] === '\n' || text[j] === '\r') return -1;
  }
  return -1;
}

/**
 * Queries go out as GET so HTTP caches (Varnish, CDNs) can key them by URL; stripping ignored characters
 * (whitespace, commas, comments) keeps those URLs short and identical for identical operations. The same
 * result as graphql-js's stripIgnoredCharacters, without shipping graphql-js's lexer to the browser.
 */
export function stripQueryText(query: string): string {
  let out = '';
  let lastWasWord = false;
  let i = 0;
  while (i < query.length) {
    const c = query[i]!;
    if (c === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i++;
    } else if (c === ',' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\ufeff') {
      i++;
    } else if (c === '"') {
      const end = endOfString(query, i);
      // Text the lexer would reject is sent unchanged, so the server reports the syntax error as usual.
      if (end < 0) return query;
      out += (lastWasWord ? ' ' : '') + query.slice(i, end);
      lastWasWord = true;
      i = end;
    } else {
      WORD.lastIndex = i;
      PUNCTUATOR.lastIndex = i;
      const word = WORD.exec(query);
      if (word) {
        out += (lastWasWord ? ' ' : '') + word[0];
        lastWasWord = true;
        i += word[0].length;
        continue;
      }
      const punctuator = PUNCTUATOR.exec(query);
      if (!punctuator) return query;
      // graphql-js also separates a spread from a preceding name ("...F ...on X").
      out += (lastWasWord && punctuator[0] === '...' ? ' ' : '') + punctuator[0];
      lastWasWord = false;
      i += punctuator[0].length;
    }
  }
  return out;
}

export interface GetRequestParts {
  query: string;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>> | null;
}

/** JSON with object keys sorted at every level: equal variables must give equal URLs for cache hits. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** `endpoint?query=…&operationName=…&variables=…`; operationName and empty variables are left out. */
export function buildGetUrl(endpoint: string, parts: GetRequestParts): string {
  const params: string[] = [`query=${encodeURIComponent(stripQueryText(parts.query))}`];
  if (parts.operationName) params.push(`operationName=${encodeURIComponent(parts.operationName)}`);
  if (parts.variables && Object.keys(parts.variables).length > 0) {
    params.push(`variables=${encodeURIComponent(stableStringify(parts.variables))}`);
  }
  const separator = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${separator}${params.join('&')}`;
}
