import { describe, expect, it } from 'vitest';
import { safeDecode } from './safe-decode.ts';

describe('safeDecode', () => {
  it('decodes well-formed escapes', () => {
    expect(safeDecode('%D1%81%D1%83%D0%BA%D0%BD%D1%8F')).toBe('сукня');
  });
  it('keeps a malformed escape as written', () => {
    for (const raw of ['%%', '%E0%A4%A', 'a%ZZb']) expect(safeDecode(raw)).toBe(raw);
  });
});
