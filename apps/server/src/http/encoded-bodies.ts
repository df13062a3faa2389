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

export function encodeBody(body: string, encoding: BodyEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Done once per cached answer: a denser level than per-request compression uses.
          [zlib.BROTLI_PARAM_QUALITY]: 6,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 6 });
}
