import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, negotiateEncoding } from './encoded-bodies.ts';

describe('encoded bodies', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('compresses a body both ways without changing it', () => {
    const body = JSON.stringify({
      data: { items: Array.from({ length: 200 }, (_, i) => ({ sku: `VT-${i}` })) },
    });
    const br = encodeBody(body, 'br');
    const gz = encodeBody(body, 'gzip');
    expect(br.length).toBeLessThan(body.length / 4);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gz).toString()).toBe(body);
  });
});
