/**
 * One generated HTTP request and what came back. Requests go out through node:http, not fetch:
 * fetch normalises the URL (resolves `..`, re-encodes), and the point is to send the raw path.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface HttpCase {
  /** What generated it, for the figures: "graphql POST", "media", "page". */
  label: string;
  method: string;
  /** Path and query string as sent; only bytes outside 0x21..0x7E are percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Outcome {
  status?: number;
  ms: number;
  /** The start of the answer's body, to tell failures apart. */
  snippet: string;
  /** 'stall' when no answer came within the time bound, 'network' for a reset or refused connection. */
  failure?: 'stall' | 'network';
  /** Errors of the GraphQL answer in category "internal" (the server's fault, HTTP 200 or not). */
  internalErrors?: string[];
  /** A reset while sending an oversized request: the server refused it before reading it all. */
  refusedOversized?: boolean;
  error?: string;
}

const SNIPPET_BYTES = 2048;
/** Bytes of an answer read for GraphQL errors (the rest is drained unread). */
const KEPT_BYTES = 4 * 1024 * 1024;
/**
 * Past Node's limits (16 KB of request line and headers, fastify's 1 MB body) the server may
 * answer and close the connection while the request is still being written; the client then
 * sees a reset instead of the 413/431. That is the expected refusal, not a failure.
 */
const OVERSIZED_BYTES = 16 * 1024;

/** node:http refuses unescaped characters outside 0x21..0xFF in a path; encode only those. */
export function sendablePath(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate has no UTF-8 form
    }
  });
}

export function send(baseUrl: string, c: HttpCase, timeoutMs: number): Promise<Outcome> {
  const base = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...o, ms: performance.now() - started });
    };
    const body = c.body === undefined ? undefined : Buffer.from(c.body, 'utf8');
    const req = http.request({
      host: base.hostname,
      port: base.port,
      method: c.method,
      path: sendablePath(c.path),
      headers: body ? { ...c.headers, 'content-length': String(body.length) } : c.headers,
      // A fresh connection each time: a reset is then this request's doing, not a reused socket's.
      agent: false,
    });
    const timer = setTimeout(() => {
      done({ snippet: '', failure: 'stall', error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      // A HEAD answer (or 204/304) names the body's encoding but has no body to decode.
      const bodiless = c.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
      const decoded = bodiless ? undefined : decoder(res.headers['content-encoding']);
      const stream = decoded ? res.pipe(decoded) : res;
      if (decoded) res.on('error', (e) => decoded.destroy(e));
      stream.on('data', (chunk: Buffer) => {
        if (kept < KEPT_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        done({
          status: res.statusCode,
          snippet: text.slice(0, SNIPPET_BYTES),
          internalErrors: internalErrorsOf(res.headers['content-type'], text),
        });
      });
      stream.on('error', (e) =>
        done({ status: res.statusCode, snippet: '', failure: 'network', error: e.message }),
      );
    });
    req.on('error', (e) => {
      const code = (e as NodeJS.ErrnoException).code ?? '';
      const error = `${code} ${e.message}`.trim();
      const size = c.path.length + JSON.stringify(c.headers).length + (body?.length ?? 0);
      // (For HEAD, Node's 431 carries a body, which the client then fails to parse: HPE_*.)
      if (size > OVERSIZED_BYTES && (code === 'ECONNRESET' || code === 'EPIPE' || code.startsWith('HPE_')))
        done({ snippet: error, refusedOversized: true });
      else done({ snippet: error, failure: 'network', error });
    });
    if (body) req.end(body);
    else req.end();
  });
}

/** "path: message" of each error in category "internal" of a (compressed answers aside) JSON body. */
export function internalErrorsOf(contentType: string | undefined, text: string): string[] | undefined {
  if (!contentType?.includes('json') || !text.includes('"internal"')) return undefined;
  try {
    const body = JSON.parse(text) as {
      errors?: { message?: string; path?: unknown[]; extensions?: { category?: string } }[];
    };
    const internal = (body.errors ?? []).filter((e) => e.extensions?.category === 'internal');
    return internal.length ? internal.map((e) => `${(e.path ?? []).join('.')}: ${e.message}`) : undefined;
  } catch {
    return undefined;
  }
}

function decoder(encoding: string | undefined) {
  if (encoding === 'gzip') return zlib.createGunzip();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  if (encoding === 'deflate') return zlib.createInflate();
  return undefined;
}
