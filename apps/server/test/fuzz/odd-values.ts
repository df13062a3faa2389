/**
 * The odd inputs a careless client or an attacker sends: control characters, lone surrogates,
 * right-to-left text, emoji, SQL and LIKE metacharacters, percent signs, very long text, and
 * numbers at and past every limit. Shared by the GraphQL, media and page generators.
 */
import fc from 'fast-check';
import type { Rand } from './rand.ts';

export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا بالعالم',
  '👗👠💄',
  '👨‍👩‍👧‍👦',
  'e\u0301'.repeat(50),
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  '\\%',
  '$1',
  '$$ $$',
  "E'\\x00'",
  '100%',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '../../etc/passwd',
  '/',
  '//',
  '*',
  '(',
  '"',
  '<script>alert(1)</script>',
  '{}',
  'null',
  'undefined',
  'NaN',
  'сукня',
  'платье',
  'Сукня Жіноча',
  '\t\n\r',
  '\u00A0\u2028\u2029',
  '\uFEFF',
  '\uFFFF',
  'a'.repeat(256),
  'я'.repeat(1000),
  '%'.repeat(5000),
];

const LARGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  [4, 10_000],
  [2, 100_000],
  [1, 1 << 20],
];

/** A string to put wherever text goes; `known` adds real values (url keys, ids) of the catalogue. */
export function oddString(r: Rand, known: readonly string[] = []): string {
  return r.weighted<() => string>([
    [4, () => r.pick(ODD_STRINGS)],
    [known.length ? 3 : 0, () => r.pick(known)],
    [2, () => r.of(fc.string({ maxLength: 30 }))],
    [2, () => r.of(fc.string({ unit: 'binary', maxLength: 30 }))],
    [1, () => r.of(fc.string({ unit: 'grapheme', maxLength: 20 }))],
    [1, () => r.pick(ODD_STRINGS) + r.pick(known.length ? known : ODD_STRINGS) + r.pick(ODD_STRINGS)],
    [1, () => r.pick(['x', 'я', '%', '\u0000', '👗']).repeat(r.weighted(LARGE_SIZES))],
  ])();
}

export const ODD_INTEGERS: readonly number[] = [
  0,
  1,
  -1,
  2,
  20,
  100,
  1000,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e300,
];

/** An integer-looking number, often at or past a limit. */
export function oddInt(r: Rand): number {
  return r.weighted<() => number>([
    [3, () => r.pick(ODD_INTEGERS)],
    [2, () => r.int(-5, 50)],
    [1, () => r.of(fc.integer())],
    [1, () => r.of(fc.maxSafeInteger())],
  ])();
}

/** A finite number: fractions, negatives, tiny and huge values. */
export function oddFloat(r: Rand): number {
  return r.weighted<() => number>([
    [2, () => oddInt(r)],
    [1, () => r.pick([0.5, -0.5, -0, 1e-300, 1.7976931348623157e308, -1e308, 0.1 + 0.2, 99.999])],
    [1, () => r.of(fc.double({ noNaN: true, noDefaultInfinity: true }))],
  ])();
}

/**
 * A header value fetch can send (bytes 0x20..0xFF, no surrounding spaces); anything else is
 * refused by the client before it reaches the server, which would test nothing.
 */
export function headerValue(r: Rand): string {
  const raw = r.weighted<() => string>([
    [3, () => r.pick(ODD_STRINGS)],
    [
      2,
      () =>
        r.of(
          fc.string({
            unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
            maxLength: 40,
          }),
        ),
    ],
    [1, () => 'x'.repeat(r.pick([1000, 8000, 20_000]))],
  ])();
  return raw.replace(/[^\x20-\x7e\x80-\xff]/g, '').trim();
}

/** The string with lone surrogates replaced (they have no UTF-8 form; encodeURIComponent throws). */
export function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
