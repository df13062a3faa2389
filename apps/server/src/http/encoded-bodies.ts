/**
 * Compressed copies of cached answers. A cached category page is ~80 KB of JSON; compressing it
 * again for every shopper cost more CPU than finding it in the cache. Each entry is compressed
 * once per encoding, when a client first asks for that encoding.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Below this, compression saves too little to pay for itself (as @fastify/compress's threshold). */
export const MIN_ENCODED_LENGTH = 1024;

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli over gzip, nothing when the
 * client lists neither or refuses them with q=0.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  const allows = (name: BodyEncoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * `body` compressed. `once`: for a kept answer, compressed once for many shoppers (denser);
 * otherwise for one answer, at the level @fastify/compress uses per request. In one piece on the
 * request's thread: a stream through the thread pool cost a hand-over per chunk and a chunked
 * answer in several writes, more than the compression itself for answers of a few dozen KB.
 */
export function encodeBody(body: string | Buffer, encoding: BodyEncoding, once = true): Buffer {
  // Encoded to UTF-8 once: the size hint and the compressor each read the string otherwise.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: once ? 6 : PER_REQUEST_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: once ? 6 : 5 });
}

/**
 * Brotli's level for an answer compressed for one request (app.ts gives it @fastify/compress too).
 * 3, not 4: a 58 KB category listing in 0.30 ms instead of 0.40 for 3 % more bytes (6.9 against
 * 6.7 KB), where compression was the largest part (17 %) of an uncached listing's CPU.
 */
export const PER_REQUEST_BROTLI_QUALITY = 3;
