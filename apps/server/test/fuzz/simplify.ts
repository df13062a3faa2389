/**
 * Makes a failing request smaller for the report, after fast-check's shrinking (which works on
 * the generator's choices and often cannot drop a header or a field on its own): drops headers
 * one at a time, then tries a trivial document and each top-level field of the document alone
 * (GraphQL), or drops the query string and path segments one at a time (pages, media), keeping
 * every step that still fails the same way. A bounded number of requests.
 */
import { parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { HttpCase } from './http-case.ts';

export async function simplify(
  c: HttpCase,
  stillFails: (candidate: HttpCase) => Promise<boolean>,
  maxTries = 40,
): Promise<HttpCase> {
  let best = c;
  let tries = 0;
  const attempt = async (candidate: HttpCase): Promise<boolean> => {
    if (tries >= maxTries) return false;
    tries += 1;
    if (!(await stillFails(candidate))) return false;
    best = candidate;
    return true;
  };

  for (const name of Object.keys(best.headers)) {
    const headers = { ...best.headers };
    delete headers[name];
    await attempt({ ...best, headers });
  }

  if (!best.path.startsWith('/graphql')) {
    await simplerPath(best, attempt);
    return best;
  }

  // The whole document may not matter: a trivial one, or one that does not parse.
  for (const query of ['{ __typename }', '{']) {
    if (queryOf(best) !== undefined && (await attempt(withQuery(best, query)))) return best;
  }

  const query = queryOf(best);
  if (query) {
    for (const smaller of singleFieldDocuments(query)) {
      if (await attempt(withQuery(best, smaller))) break;
    }
  }
  return best;
}

/** The GraphQL text of a request, when it is sent the usual way (GET ?query= or a JSON body). */
function queryOf(c: HttpCase): string | undefined {
  try {
    if (c.body === undefined) return new URL(c.path, 'http://x').searchParams.get('query') ?? undefined;
    const body = JSON.parse(c.body) as { query?: unknown };
    return typeof body.query === 'string' ? body.query : undefined;
  } catch {
    return undefined;
  }
}

function withQuery(c: HttpCase, query: string): HttpCase {
  if (c.body === undefined) {
    const url = new URL(c.path, 'http://x');
    url.searchParams.set('query', query);
    return { ...c, path: url.pathname + url.search };
  }
  const body = JSON.parse(c.body) as Record<string, unknown>;
  return { ...c, body: JSON.stringify({ ...body, query }) };
}

/** The document with one top-level selection at a time (fragments kept). */
function* singleFieldDocuments(query: string): Generator<string> {
  let doc: DocumentNode;
  try {
    doc = parse(query);
  } catch {
    return;
  }
  const opIndex = doc.definitions.findIndex((d) => d.kind === 'OperationDefinition');
  const op = doc.definitions[opIndex] as OperationDefinitionNode | undefined;
  if (!op || op.selectionSet.selections.length < 2) return;
  for (const selection of op.selectionSet.selections) {
    const definitions = [...doc.definitions];
    definitions[opIndex] = { ...op, selectionSet: { ...op.selectionSet, selections: [selection] } };
    yield print({ ...doc, definitions });
  }
}

/** Without the query string, then without each path segment (the first, a store, is kept). */
async function simplerPath(c: HttpCase, attempt: (candidate: HttpCase) => Promise<boolean>): Promise<void> {
  let current = c;
  const q = current.path.indexOf('?');
  if (q >= 0) {
    const candidate = { ...current, path: current.path.slice(0, q) };
    if (await attempt(candidate)) current = candidate;
  }
  const [pathname, query = ''] = current.path.split(/\?(.*)/s);
  const segments = (pathname ?? '').split('/');
  for (let i = segments.length - 1; i >= 2; i--) {
    const fewer = [...segments.slice(0, i), ...segments.slice(i + 1)];
    const candidate = { ...current, path: fewer.join('/') + (query ? `?${query}` : '') };
    if (await attempt(candidate)) {
      segments.splice(i, 1);
      current = candidate;
    }
  }
}
